/**
 * Measures the inline widget's first screen (the search form) per column width, the numbers
 * behind loader/first-screen.ts and the README's `--hotel-booking-min-height`: one page per
 * viewport holds a widget in a column of each width; heights are read once the forms settled.
 * Prints `viewport: width:height …`, with the height the README's calc reserves in brackets
 * when it differs. Run: `npx tsx bench/lighthouse-first-screen.ts` (WIDTHS=260,300,… and
 * VIEWPORTS=390,1280 to choose; MODE=iframe for the hosted page in a frame).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { FIRST_SCREEN_BASE, FIRST_SCREEN_STEPS } from '../loader/first-screen.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { ensureSnapshot } from '../server/test/snapshot.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map(Number);
const widths = list(
  process.env.WIDTHS,
  '260,280,300,340,360,380,400,420,480,500,600,680,760,840,1000',
);
const viewports = list(process.env.VIEWPORTS, '390,800,1280');
const mode = process.env.MODE ?? 'inline';

/** What the README's calc reserves for a column `width` px wide. */
function reserved(width: number): number {
  let height = FIRST_SCREEN_BASE;
  for (let i = 0; i < FIRST_SCREEN_STEPS.length; i += 2)
    if (width < (FIRST_SCREEN_STEPS[i] ?? 0)) height += FIRST_SCREEN_STEPS[i + 1] ?? 0;
  return height;
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-first-screen-'));
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-first-screen-pages-'));
const server = await startServer({
  port: 0,
  dataDir,
  silent: true,
  rateLimitPerMinute: 0,
  seedSnapshot: await ensureSnapshot(),
  // The host pages' site (a loopback port of its own) frames the hosted page in iframe mode.
  frameAncestors: ['http://localhost:*'],
});
const site = await startDemo({ port: 0, providerOrigin: server.url, root: pages });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const viewport of viewports) {
    const columns = widths
      .filter((width) => width <= viewport)
      .map(
        (width) =>
          `<div style="width:${width}px"><hotel-booking hotel-code="sakura-tokyo" mode="${mode}"></hotel-booking></div>`,
      );
    writeFileSync(
      join(pages, `${viewport}.html`),
      `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0">
<script async src="{{PROVIDER}}/widget/hotel-booking.js"></script>${columns.join('\n')}`,
    );
    const page = await browser.newPage({ viewport: { width: viewport, height: 900 } });
    await page.goto(`${site.url}/${viewport}.html`);
    await page.waitForTimeout(mode === 'iframe' ? 12_000 : 6_000);
    const heights = await page.evaluate(() =>
      Array.from(document.querySelectorAll('hotel-booking'), (el) => ({
        width: Math.round(el.getBoundingClientRect().width),
        height: Math.round(el.getBoundingClientRect().height),
      })),
    );
    const cells = heights.map(({ width, height }) => {
      const reserve = reserved(width);
      return `${width}:${height}${reserve === height ? '' : ` [${reserve}]`}`;
    });
    console.log(`${viewport}: ${cells.join('  ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
}
