/**
 * What the widget costs a hotel's page, as Lighthouse 12.8 sees it (performance only, simulated
 * throttling): a plain host page with and without the widget, in each mode, embedded exactly as
 * the README says (bench/lighthouse-pages.ts). Runs are interleaved (every variant once, then
 * again) so a busy machine slows all variants alike; medians of RUNS (default 5) are printed.
 *
 * Lighthouse runs through `npx --yes lighthouse@12.8.2` instead of a devDependency: it pulls in
 * about 200 packages (puppeteer-core, Sentry, …) that nothing else needs, and 13.x needs Node 22.
 * Figures, not pass/fail; not part of `npm test` or `npm run bench` (about 10 minutes).
 * Run: `npx tsx bench/lighthouse.ts` (RUNS=3 for a quicker look; VARIANTS=inline,inline-written
 * for some variants only; REPORTS=dir keeps every report; THROTTLING=devtools, below). `inline-written` is the inline first screen written into the page by
 * the hotel's server (README, "First screen from your server").
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { ensureSnapshot } from '../server/test/snapshot.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { hostPage, readmeEmbeds, writtenInlineEmbed } from './lighthouse-pages.ts';
import { median } from './median.ts';

const RUNS = Number(process.env.RUNS ?? 5);
/**
 * `simulate` (the method; Lighthouse's default) or `devtools`: a real load under the same
 * preset's throttling (mobile: 562 ms per request, 1.47 Mbps, CPU 4×; desktop: none). Simulation
 * replays the unthrottled load on loopback, where the async loader arrives before the page's
 * first paint, so it puts the loader on the path of a first screen the page itself carries
 * (`inline-written`); a throttled load shows when that screen really paints.
 */
const THROTTLING = process.env.THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const LIGHTHOUSE = 'lighthouse@12.8.2';
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

interface Figures {
  mainThread: number;
  widgetBoot: number;
  loaderBoot: number;
  modeChunkBoot: number;
  cls: number;
  lcp: number;
  /** What Lighthouse names as the largest contentful paint (selector and text), for the report. */
  lcpElement: string;
  /**
   * The loader had arrived before the page's first paint in the (unthrottled) load Lighthouse
   * observed. Its simulation then counts the loader's download on the path to the host page's
   * LCP element, though an async script does not hold that paint: on loopback this is a race,
   * and it alone makes the modal and new-tab buttons "add" about 650 ms of LCP in some runs and
   * nothing in others.
   */
  loaderBeforePaint: boolean;
  /** What moved: Lighthouse's `layout-shifts` items (the node and its share of CLS). */
  shifts: string[];
}

/** Lighthouse's desktop preset (core/config/desktop-config.js) as plain settings. */
const DESKTOP = {
  formFactor: 'desktop',
  throttling: {
    rttMs: 40,
    throughputKbps: 10 * 1024,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
  emulatedUserAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
};

/**
 * The default config (or the desktop preset) with every script listed in `bootup-time`, not only
 * those from 50 ms up: the loader's own few milliseconds are a figure of the issue.
 */
function configFile(form: FormFactor): string {
  const path = join(tmpdir(), `lh-config-${process.pid}-${form}.json`);
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyCategories: ['performance'], ...(form === 'desktop' ? DESKTOP : {}) },
    audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
  };
  writeFileSync(path, JSON.stringify(config));
  return path;
}

interface Report {
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** The LCP element Lighthouse names: its selector and the start of its text. */
function lcpElementOf(report: Report): string {
  const tables = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { selector?: string; nodeLabel?: string } }[];
  }[];
  const node = tables[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} (${(node.nodeLabel ?? '').slice(0, 40)})` : '?';
}

/** When the loader's download ended and the observed first paint, ms from navigation. */
function loaderBeforePaint(report: Report): boolean {
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    url: string;
    networkEndTime?: number;
  }[];
  const loaderEnd = requests.find((item) =>
    item.url.endsWith('/widget/hotel-booking.js'),
  )?.networkEndTime;
  const metrics = (report.audits.metrics?.details?.items ?? []) as {
    observedFirstPaint?: number;
  }[];
  const firstPaint = metrics[0]?.observedFirstPaint;
  return loaderEnd !== undefined && firstPaint !== undefined && loaderEnd < firstPaint;
}

/**
 * One Lighthouse run. Widget boot is the `bootup-time` total of the provider's files (script
 * evaluation, parse and what they cause, times the CPU slowdown on mobile); loader boot is the
 * loader file's share of it, mode chunk boot that of the chunk the mode draws with: the modes
 * chunk (iframe: it makes the frame, about 4 ms of a fast machine's main thread being Chromium
 * adding a cross-site frame) or the buttons chunk (modal, new-tab: the button).
 */
async function lighthouse(url: string, form: FormFactor, provider: string): Promise<Figures> {
  const out = join(tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    `--config-path=${configFile(form)}`,
    `--throttling-method=${THROTTLING}`,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--output=json',
    `--output-path=${out}`,
  ];
  await promisify(execFile)('npx', args, {
    env: { ...process.env, CHROME_PATH: chromiumPath() },
    maxBuffer: 1 << 26,
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  // REPORTS=dir keeps each run's report (for the observed metrics and the request graph).
  if (process.env.REPORTS)
    writeFileSync(
      join(process.env.REPORTS, `${form}-${new URL(url).pathname.slice(1, -5)}-${Date.now()}.json`),
      JSON.stringify(report),
    );
  rmSync(out, { force: true });
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const boot = (report.audits['bootup-time']?.details?.items ?? []) as {
    url: string;
    total: number;
  }[];
  const shiftItems = (report.audits['layout-shifts']?.details?.items ?? []) as {
    node?: { selector?: string; nodeLabel?: string };
    score?: number;
  }[];
  return {
    shifts: shiftItems.map(
      (item) =>
        `${(item.score ?? 0).toFixed(4)} ${item.node?.selector ?? '?'} (${item.node?.nodeLabel ?? ''})`,
    ),
    mainThread: value('mainthread-work-breakdown'),
    widgetBoot: boot
      .filter((item) => item.url.startsWith(provider))
      .reduce((sum, item) => sum + item.total, 0),
    loaderBoot: boot
      .filter((item) => item.url.endsWith('/widget/hotel-booking.js'))
      .reduce((sum, item) => sum + item.total, 0),
    modeChunkBoot: boot
      .filter((item) => /\/widget\/chunks\/(modes|buttons)-/.test(item.url))
      .reduce((sum, item) => sum + item.total, 0),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    lcpElement: lcpElementOf(report),
    loaderBeforePaint: loaderBeforePaint(report),
  };
}

buildIfNeeded();
const loadBefore = loadavg()[0]?.toFixed(1);
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-lighthouse-'));
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-lighthouse-pages-'));
const server = await startServer({
  port: 0,
  dataDir,
  silent: true,
  rateLimitPerMinute: 0,
  seedSnapshot: await ensureSnapshot(),
  // The host pages' site (a loopback port of its own) frames the hosted page in iframe mode.
  frameAncestors: ['http://localhost:*'],
});
writeFileSync(join(pages, 'none.html'), hostPage());
for (const [mode, element] of readmeEmbeds())
  writeFileSync(join(pages, `${mode}.html`), hostPage(element));
// The inline first screen written into the page by the hotel's server (README, "First screen
// from your server").
writeFileSync(
  join(pages, 'inline-written.html'),
  hostPage(await writtenInlineEmbed(server.url, readmeEmbeds().get('inline') ?? '')),
);
/** `VARIANTS=none,inline,inline-written` measures those only (`none` is always measured). */
const variants = ['none', ...readmeEmbeds().keys(), 'inline-written'].filter(
  (name) =>
    name === 'none' || !process.env.VARIANTS || process.env.VARIANTS.split(',').includes(name),
);
const results = new Map<string, Figures[]>();

/** The table of medians over the runs so far. */
function table(runs: number): string {
  const lines: string[] = [];
  const med = (
    form: FormFactor,
    variant: string,
    field: Exclude<keyof Figures, 'shifts' | 'loaderBeforePaint' | 'lcpElement'>,
  ) => median((results.get(`${form} ${variant}`) ?? []).map((figures) => figures[field]));
  /** The spread of a CLS figure over the runs (min–max), as CLS does not average away. */
  const clsRange = (form: FormFactor, variant: string) => {
    const values = (results.get(`${form} ${variant}`) ?? []).map((figures) => figures.cls);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? '' : ` (${low.toFixed(3)}–${high.toFixed(3)})`;
  };
  const ms = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(0)} ms`;
  lines.push(
    `Lighthouse 12.8, ${THROTTLING === 'simulate' ? 'simulated' : 'DevTools'} throttling, medians of ${runs} interleaved runs (plain host page, README embed); load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after, ${cpus().length} CPUs:`,
  );
  const columns = (form: FormFactor) =>
    [
      `${form}: main-thread added`,
      'widget JS boot',
      'loader boot',
      'mode chunk boot',
      'CLS',
      'LCP added',
    ].join(' | ');
  lines.push(`${'variant'.padEnd(14)} | ${columns('mobile')} | ${columns('desktop')}`);
  for (const variant of variants.filter((name) => name !== 'none')) {
    const cells = FORM_FACTORS.flatMap((form) => [
      ms(med(form, variant, 'mainThread') - med(form, 'none', 'mainThread')),
      `${med(form, variant, 'widgetBoot').toFixed(0)} ms`,
      `${med(form, variant, 'loaderBoot').toFixed(1)} ms`,
      `${med(form, variant, 'modeChunkBoot').toFixed(1)} ms`,
      `${med(form, variant, 'cls').toFixed(3)}${clsRange(form, variant)}`,
      ms(med(form, variant, 'lcp') - med(form, 'none', 'lcp')),
    ]);
    lines.push(`${variant.padEnd(14)} | ${cells.join(' | ')}`);
  }
  // LCP added is bimodal (see `loaderBeforePaint`): every run's figure, and which lost the race.
  for (const form of FORM_FACTORS)
    for (const variant of variants.filter((name) => name !== 'none')) {
      const none = med(form, 'none', 'lcp');
      const each = (results.get(`${form} ${variant}`) ?? []).map(
        (figures) => `${ms(figures.lcp - none)}${figures.loaderBeforePaint ? '*' : ''}`,
      );
      lines.push(`LCP added per run, ${form} ${variant}: ${each.join(', ')}`);
      const elements = new Set((results.get(`${form} ${variant}`) ?? []).map((f) => f.lcpElement));
      lines.push(`  LCP element: ${[...elements].join('; ')}`);
    }
  lines.push("  (* the loader had arrived before the page's first paint in the observed load)");
  // Every layout shift of any run, with what moved, so a CLS above 0 says where to look.
  for (const [key, runs] of results)
    for (const shift of new Set(runs.flatMap((figures) => figures.shifts)))
      lines.push(`layout shift, ${key}: ${shift}`);
  for (const form of FORM_FACTORS)
    lines.push(
      `${form} page without the widget: main thread ${med(form, 'none', 'mainThread').toFixed(0)} ms, LCP ${med(form, 'none', 'lcp').toFixed(0)} ms`,
    );
  return `${lines.join('\n')}\n`;
}

const site = await startDemo({ port: 0, providerOrigin: server.url, root: pages });
try {
  for (let run = 0; run < RUNS; run++) {
    for (const form of FORM_FACTORS) {
      for (const variant of variants) {
        const figures = await lighthouse(`${site.url}/${variant}.html`, form, server.url);
        const key = `${form} ${variant}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
    // A table after each run: a bench cut short still leaves its figures so far.
    process.stderr.write(`lighthouse: run ${run + 1} of ${RUNS} done\n${table(run + 1)}`);
  }
} finally {
  await site.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
}

process.stdout.write(table(RUNS));
