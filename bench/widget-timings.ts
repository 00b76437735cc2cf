/**
 * Widget timings in real Chromium against the real server on loopback (medians of 10 runs):
 * - element connected → search form painted (inline widget on the demo home page; for a new
 *   guest the server's drawing of it, which the widget takes over on the guest's intent);
 * - click on Search → results painted (pressed on the drawing: the widget's arrival included);
 * - click on Continue (one room selected) → guest-detail form with the server's price painted.
 * Each click is what a guest does: the mouse moves onto the button (Playwright's real pointer
 * events), rests there 150 ms, then presses (widget-steps.ts, shared with widget-timings-ab.ts).
 * A script's `element.click()` sends no pointer movement, and the widget loads its next step
 * when the guest shows intent (the first pointer or keyboard event inside it), so such a click
 * would time a path no guest takes.
 * It also lists, for the last run, the requests of the Search and Continue steps, with their
 * start and end in ms from the press (the page's resource timings; those that started after the
 * paint are marked, the step did not wait for them), and the requests to the provider made
 * before the form was interactive (files and API calls, each with its start time), the figure
 * the timings on a loaded machine blur least, and (from the uncounted first run) every request
 * a plain page load makes when nobody touches the widget: what the hotel's page pays for it.
 * Figures, not pass/fail. Run: `npx tsx bench/widget-timings.ts` (or `npm run bench`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { median } from './median.ts';
import { STEP_TIMING_SCRIPT, timeSearchAndContinue, timeToForm } from './widget-steps.ts';

const RUNS = 10;
/** How long the untouched page is watched for requests after the form is interactive. */
const IDLE_MS = 3000;

buildIfNeeded();
// Timings on a shared machine are only comparable with its load: printed with the figures.
const loadBefore = loadavg()[0]?.toFixed(1);
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-bench-'));
const provider = await startServer({ port: 0, dataDir, silent: true, rateLimitPerMinute: 0 });
const demo = await startDemo({ port: 0, providerOrigin: provider.url });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const toForm: number[] = [];
const toResults: number[] = [];
const toGuestDetail: number[] = [];
const requestCounts: number[] = [];
let lastRequests: string[] = [];
let lastContinueRequests: string[] = [];
let lastSearchRequests: string[] = [];
let untouched: string[] = [];
try {
  for (let run = 0; run < RUNS + 1; run++) {
    const context = await browser.newContext();
    await context.addInitScript(STEP_TIMING_SCRIPT);
    const page = await context.newPage();
    const started = Date.now();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(provider.url)) {
        const path = new URL(request.url()).pathname;
        requests.push(
          `${String(Date.now() - started).padStart(5)} ms  ${request.method()} ${path}`,
        );
      }
    });
    await page.goto(`${demo.url}/`);
    const ready = await timeToForm(page);
    const beforeForm = [...requests];
    if (run === 0) {
      // Nobody touches the widget: what the hotel's page downloads for it.
      await page.waitForTimeout(IDLE_MS);
      untouched = [...requests];
    }
    const steps = await timeSearchAndContinue(page);
    // The first run warms caches (HTTP, PGlite); it is not counted.
    if (run > 0) {
      toForm.push(ready);
      toResults.push(steps.search.ms);
      toGuestDetail.push(steps.continue.ms);
      requestCounts.push(beforeForm.length);
      lastRequests = beforeForm;
      lastContinueRequests = steps.continue.requests;
      lastSearchRequests = steps.search.requests;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after (${cpus().length} CPUs)`,
);
const fmt = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;
console.log(`element connected → search form painted: ${fmt(toForm)}  [${RUNS} runs]`);
console.log(`click Search → results painted:              ${fmt(toResults)}  [${RUNS} runs]`);
console.log(`click Continue → guest detail with price:     ${fmt(toGuestDetail)}  [${RUNS} runs]`);
console.log(
  `requests to the provider before the form: median ${median(requestCounts)}; the last run's (since navigation):`,
);
for (const line of lastRequests) console.log(`  ${line}`);
console.log(
  `the last run's Search step (${toResults.at(-1)?.toFixed(0)} ms; start → end, ms from the press):`,
);
for (const line of lastSearchRequests) console.log(`  ${line}`);
console.log(
  `the last run's Continue step (${toGuestDetail.at(-1)?.toFixed(0)} ms; start → end, ms from the press):`,
);
for (const line of lastContinueRequests) console.log(`  ${line}`);
console.log(`requests of a plain page load (first run, ${IDLE_MS} ms after the form, untouched):`);
for (const line of untouched) console.log(`  ${line}`);
