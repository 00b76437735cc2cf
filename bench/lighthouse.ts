/**
 * What the widget costs a hotel's page, as Lighthouse 12.8 sees it (performance only, simulated
 * throttling): a plain host page with and without the widget, in each mode, embedded exactly as
 * the README says (bench/lighthouse-pages.ts). Runs are interleaved (every variant once, then
 * again) so a busy machine slows all variants alike; medians of RUNS (default 5) are printed.
 *
 * Lighthouse runs through `npx --yes lighthouse@12.8.2` instead of a devDependency: it pulls in
 * about 200 packages (puppeteer-core, Sentry, …) that nothing else needs, and 13.x needs Node 22.
 * Figures, not pass/fail; not part of `npm test` or `npm run bench` (about 10 minutes).
 * Run: `npx tsx bench/lighthouse.ts` (RUNS=3 for a quicker look).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { ensureSnapshot } from '../server/test/snapshot.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { hostPage, readmeEmbeds } from './lighthouse-pages.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

interface Figures {
  mainThread: number;
  widgetBoot: number;
  cls: number;
  lcp: number;
}

interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * One Lighthouse run. Widget boot is the `bootup-time` total of the provider's files (script
 * evaluation, parse and what they cause); Lighthouse lists a file only from 50 ms up, so 0 here
 * is printed as "<50 ms".
 */
async function lighthouse(url: string, form: FormFactor, provider: string): Promise<Figures> {
  const out = join(tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--only-categories=performance',
    '--throttling-method=simulate',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--output=json',
    `--output-path=${out}`,
  ];
  if (form === 'desktop') args.push('--preset=desktop');
  await promisify(execFile)('npx', args, {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    maxBuffer: 1 << 26,
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  rmSync(out, { force: true });
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const boot = (report.audits['bootup-time']?.details?.items ?? []) as {
    url: string;
    total: number;
  }[];
  return {
    mainThread: value('mainthread-work-breakdown'),
    widgetBoot: boot
      .filter((item) => item.url.startsWith(provider))
      .reduce((sum, item) => sum + item.total, 0),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
  };
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-lighthouse-'));
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-lighthouse-pages-'));
const server = await startServer({
  port: 0,
  dataDir,
  silent: true,
  rateLimitPerMinute: 0,
  seedSnapshot: await ensureSnapshot(),
});
const variants = ['none', ...readmeEmbeds().keys()];
writeFileSync(join(pages, 'none.html'), hostPage());
for (const [mode, element] of readmeEmbeds())
  writeFileSync(join(pages, `${mode}.html`), hostPage(element));
const site = await startDemo({ port: 0, providerOrigin: server.url, root: pages });
const results = new Map<string, Figures[]>();
try {
  for (let run = 0; run < RUNS; run++) {
    for (const form of FORM_FACTORS) {
      for (const variant of variants) {
        const figures = await lighthouse(`${site.url}/${variant}.html`, form, server.url);
        const key = `${form} ${variant}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
    process.stderr.write(`lighthouse: run ${run + 1} of ${RUNS} done\n`);
  }
} finally {
  await site.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
}

const med = (form: FormFactor, variant: string, field: keyof Figures) =>
  median((results.get(`${form} ${variant}`) ?? []).map((figures) => figures[field]));
const ms = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(0)} ms`;
console.log(
  `Lighthouse 12.8, simulated throttling, medians of ${RUNS} interleaved runs (plain host page, README embed):`,
);
console.log(
  `${'variant'.padEnd(8)} | ${['mobile: main-thread added', 'widget JS boot', 'CLS', 'LCP added', 'desktop: main-thread added', 'widget JS boot', 'CLS', 'LCP added'].join(' | ')}`,
);
for (const variant of variants.filter((name) => name !== 'none')) {
  const cells = FORM_FACTORS.flatMap((form) => [
    ms(med(form, variant, 'mainThread') - med(form, 'none', 'mainThread')),
    med(form, variant, 'widgetBoot')
      ? `${med(form, variant, 'widgetBoot').toFixed(0)} ms`
      : '<50 ms',
    med(form, variant, 'cls').toFixed(3),
    ms(med(form, variant, 'lcp') - med(form, 'none', 'lcp')),
  ]);
  console.log(`${variant.padEnd(8)} | ${cells.join(' | ')}`);
}
for (const form of FORM_FACTORS)
  console.log(
    `${form} page without the widget: main thread ${med(form, 'none', 'mainThread').toFixed(0)} ms, LCP ${med(form, 'none', 'lcp').toFixed(0)} ms`,
  );
