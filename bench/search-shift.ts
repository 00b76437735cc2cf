/**
 * Whole-visit Cumulative Layout Shift of a search (issue 44): a plain hotel page with the
 * README's embed (bench/lighthouse-pages.ts), the guest presses Search in the server's drawing,
 * the results come. On loopback the answer and the widget's code come within the 500 ms input
 * grace, where nothing counts; a hotel's real page is further away, so each visit is also made
 * with both `LATE` ms late (default 900), which is where the growth of the results counted
 * (0.14–0.31 on a WordPress theme). Variants: `VARIANTS=inline,bar` (the bar's results below it
 * in the page). Figures, not pass/fail (the search-shift journey checks the goal, ≤ 0.05).
 * Run: `npx tsx bench/search-shift.ts` (RUNS=3 by default).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { ensureSnapshot } from '../server/test/snapshot.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { hostPage, readmeEmbeds } from './lighthouse-pages.ts';
import { median } from './median.ts';
import { describeShifts, searchVisit } from './whole-visit-cls.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const LATE = Number(process.env.LATE ?? 900);
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const variants = (process.env.VARIANTS ?? 'inline,bar')
  .split(',')
  .filter((name) => readmeEmbeds().has(name));

/** Presses Search in the widget `#w` and waits for the results' heading. */
async function search(page: Page): Promise<void> {
  const widget = page.locator('#w');
  // The bar on a phone: its choices and Search are behind its summary line.
  const summary = widget.getByRole('button', { name: /^Change dates and guests/ });
  await widget
    .getByRole('button', { name: /^(Search|Change dates and guests)/ })
    .first()
    .waitFor();
  if (await summary.isVisible()) await summary.click();
  await widget.getByRole('button', { name: 'Search' }).click();
  await widget.getByRole('heading', { name: 'Available rooms' }).waitFor({ timeout: 20_000 });
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-search-shift-'));
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-search-shift-pages-'));
const server = await startServer({
  port: 0,
  dataDir,
  silent: true,
  rateLimitPerMinute: 0,
  seedSnapshot: await ensureSnapshot(),
});
for (const variant of variants)
  writeFileSync(join(pages, `${variant}.html`), hostPage(readmeEmbeds().get(variant)));
const site = await startDemo({ port: 0, providerOrigin: server.url, root: pages });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  console.log(
    `Whole-visit CLS of a search, medians of ${RUNS} (the answer and the widget's code on time, and ${LATE} ms late):`,
  );
  for (const variant of variants)
    for (const viewport of VIEWPORTS)
      for (const late of [0, LATE]) {
        const figures: number[] = [];
        let shifts: string[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          const visit = await searchVisit(page, `${site.url}/${variant}.html`, late, search);
          figures.push(visit.cls);
          shifts = describeShifts(visit.entries.filter((entry) => !entry.input));
          await context.close();
        }
        console.log(
          `${variant.padEnd(7)} ${String(viewport.width).padStart(4)} px, ${late ? `${late} ms late` : 'on time'}: CLS ${median(figures).toFixed(4)} (${figures.map((f) => f.toFixed(4)).join(', ')})`,
        );
        for (const shift of shifts) console.log(`  ${shift}`);
      }
} finally {
  await browser.close();
  await site.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
}
