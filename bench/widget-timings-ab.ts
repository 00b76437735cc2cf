/**
 * A/B of the inline widget's three timings (connected → search form, Search → results, Continue
 * → guest detail, timed as in widget-timings.ts: widget-steps.ts) for two built widget folders:
 * one server each, runs alternated (A B, B A, …; the first pair uncounted) so the machine's load
 * falls on both alike. Prints the medians,
 * the last run's requests, and per run when the widget chunk, the English messages and the
 * startup calls started and ended (ms from connected): what the form waited for.
 * Run: `cp -r dist/widget /tmp/a` (before), rebuild, then
 * `npx tsx bench/widget-timings-ab.ts /tmp/a dist/widget [runs]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { startServer } from '../server/main.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { median } from './median.ts';
import { STEP_TIMING_SCRIPT, timeSearchAndContinue } from './widget-steps.ts';

const [dirA = '', dirB = '', runsArg = '10'] = process.argv.slice(2);
const RUNS = Number(runsArg);
if (!dirA || !dirB) throw new Error('Usage: npx tsx bench/widget-timings-ab.ts DIR_A DIR_B [runs]');
const loadBefore = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const variants: {
  name: string;
  dir: string;
  dataDir: string;
  provider: Awaited<ReturnType<typeof startServer>>;
  demo: Awaited<ReturnType<typeof startDemo>>;
  times: number[];
  search: number[];
  continue: number[];
  ends: string[];
  requests: string[];
}[] = [];
for (const [name, dir] of [
  ['A', dirA],
  ['B', dirB],
] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-ab-'));
  const provider = await startServer({
    port: 0,
    dataDir,
    silent: true,
    rateLimitPerMinute: 0,
    widgetDir: resolve(dir),
  });
  const demo = await startDemo({ port: 0, providerOrigin: provider.url });
  variants.push({
    name,
    dir,
    dataDir,
    provider,
    demo,
    times: [] as number[],
    search: [] as number[],
    continue: [] as number[],
    ends: [] as string[],
    requests: [] as string[],
  });
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < RUNS + 1; run++) {
    for (const v of run % 2 ? variants : [...variants].reverse()) {
      const context = await browser.newContext();
      await context.addInitScript(STEP_TIMING_SCRIPT);
      const page = await context.newPage();
      const started = Date.now();
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(v.provider.url))
          requests.push(
            `${String(Date.now() - started).padStart(5)} ms  ${request.method()} ${new URL(request.url()).pathname}`,
          );
      });
      await page.goto(`${v.demo.url}/`);
      const ready = await page.evaluate(async () => {
        const w = window as unknown as {
          __waitFor(t: () => boolean, label: string): Promise<number>;
          __screen(): ShadowRoot | undefined;
          __connected: number;
        };
        const at = await w.__waitFor(
          () => Boolean(w.__screen()?.querySelector('form button[type=submit]')),
          'the search form',
        );
        const ends = performance
          .getEntriesByType('resource')
          .filter((e) => /chunks\/(widget|en)-|client_sessions|booking_widget/.test(e.name))
          .map(
            (e) =>
              `${e.name.split('/').pop()?.slice(0, 22)} ${(e.startTime - w.__connected).toFixed(0)}→${((e as PerformanceResourceTiming).responseEnd - w.__connected).toFixed(0)}`,
          );
        return { ms: at - w.__connected, ends };
      });
      const steps = await timeSearchAndContinue(page);
      if (run > 0) {
        v.times.push(ready.ms);
        v.search.push(steps.search.ms);
        v.continue.push(steps.continue.ms);
        v.ends.push(`${ready.ms.toFixed(0)}: ${ready.ends.join(', ')}`);
        v.requests = [...requests];
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const v of variants) {
    await v.demo.close();
    await v.provider.close();
    rmSync(v.dataDir, { recursive: true, force: true });
  }
}
console.log(
  `load average before ${loadBefore}; after ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${cpus().length} CPUs)`,
);
for (const v of variants) {
  console.log(
    `${v.name} ${v.dir}: connected → form median ${median(v.times).toFixed(0)} ms (min ${Math.min(...v.times).toFixed(0)}, max ${Math.max(...v.times).toFixed(0)}) [${v.times.map((t) => t.toFixed(0)).join(' ')}]`,
  );
  for (const [step, times] of [
    ['Search → results', v.search],
    ['Continue → guest detail', v.continue],
  ] as const)
    console.log(
      `${v.name}: ${step} median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  for (const line of v.requests) console.log(`   ${line}`);
  for (const line of v.ends) console.log(`   form at ${line}`);
}
