/**
 * Widget timings in real Chromium against the real server on loopback (medians of 10 runs):
 * - element connected → search form interactive (inline widget on the demo home page);
 * - click on Search → results painted;
 * - click on Continue (one room selected) → guest-detail form with the server's price painted.
 * Figures, not pass/fail. Run: `npx tsx bench/widget-timings.ts` (or `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';

const RUNS = 10;

/** In the page: resolves when `test()` holds, checked every animation frame (i.e. painted). */
const WAIT_FOR = `window.__waitFor = (test) => new Promise((resolve) => {
  const tick = () => (test() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(tick));
  tick();
});
window.__app = () => document.getElementById('inline-booking')?.shadowRoot?.querySelector('hotel-booking-app')?.shadowRoot;
customElements.whenDefined('hotel-booking').then(() => { window.__connected = performance.now(); });`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-bench-'));
const provider = await startServer({ port: 0, dataDir, silent: true, rateLimitPerMinute: 0 });
const demo = await startDemo({ port: 0, providerOrigin: provider.url });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const toForm: number[] = [];
const toResults: number[] = [];
const toGuestDetail: number[] = [];
try {
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext();
    await context.addInitScript(WAIT_FOR);
    const page = await context.newPage();
    await page.goto(`${demo.url}/`);
    const ready = await page.evaluate(async () => {
      const w = window as unknown as {
        __waitFor(t: () => boolean): Promise<number>;
        __app(): ShadowRoot | undefined;
        __connected: number;
      };
      const at = await w.__waitFor(() =>
        Boolean(w.__app()?.querySelector('form button[type=submit]')),
      );
      return at - w.__connected;
    });
    const painted = await page.evaluate(async () => {
      const w = window as unknown as {
        __waitFor(t: () => boolean): Promise<number>;
        __app(): ShadowRoot | undefined;
      };
      const button = w.__app()?.querySelector<HTMLButtonElement>('form button[type=submit]');
      const start = performance.now();
      button?.click();
      const end = await w.__waitFor(() => Boolean(w.__app()?.querySelector('.hb-list, .hb-empty')));
      return end - start;
    });
    const guestDetail = await page.evaluate(async () => {
      const w = window as unknown as {
        __waitFor(t: () => boolean): Promise<number>;
        __app(): ShadowRoot | undefined;
      };
      // One room of the first bookable plan, then "Continue".
      w.__app()?.querySelector<HTMLButtonElement>('.hb-stepper .hb-step:last-child')?.click();
      await w.__waitFor(() => Boolean(w.__app()?.querySelector('.hb-selection .hb-btn')));
      const start = performance.now();
      w.__app()?.querySelector<HTMLButtonElement>('.hb-selection .hb-btn')?.click();
      const end = await w.__waitFor(() =>
        Boolean(w.__app()?.querySelector('.hb-gd-total') && w.__app()?.querySelector('input')),
      );
      return end - start;
    });
    // The first run warms caches (HTTP, PGlite); it is not counted.
    if (run > 0) {
      toForm.push(ready);
      toResults.push(painted);
      toGuestDetail.push(guestDetail);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
console.log(`element connected → search form interactive: ${fmt(toForm)}  [${RUNS} runs]`);
console.log(`click Search → results painted:              ${fmt(toResults)}  [${RUNS} runs]`);
console.log(`click Continue → guest detail with price:     ${fmt(toGuestDetail)}  [${RUNS} runs]`);
