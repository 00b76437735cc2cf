/**
 * Where the inline widget's main-thread time goes on a phone: a plain host page with the README's
 * inline embed, in real Chromium at 4× CPU slowdown (Lighthouse's mobile factor) with the V8
 * sampling profiler on, from navigation until the search form is interactive plus one idle
 * second. Each sample's function is traced back through the build's source maps to its package
 * or src folder (the groups of the size report), so a figure names code, not a minified chunk.
 * Medians of RUNS (default 5) page loads of the self time per group, and the top functions.
 * Figures, not pass/fail; on a busy machine every figure grows. Run:
 * `npm run build && npx tsx bench/widget-profile.ts`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startDemo } from '../demo/server.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { startServer } from '../server/main.ts';
import { ensureSnapshot } from '../server/test/snapshot.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { decodeMappings, groupOf, MAPS_DIR } from '../test/unit/bundle-composition.ts';
import { hostPage, readmeEmbeds } from './lighthouse-pages.ts';
import { median } from './median.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TOP = 20;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A built chunk's mappings and sources, to name the source file at a generated position. */
interface ChunkMap {
  lines: [number, number | undefined][][];
  sources: string[];
}

const chunkMaps = new Map<string, ChunkMap | undefined>();

function chunkMap(file: string): ChunkMap | undefined {
  if (!chunkMaps.has(file)) {
    const mapFile = join(MAPS_DIR, `${file}.map`);
    let map: ChunkMap | undefined;
    if (existsSync(mapFile)) {
      const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as {
        sources: string[];
        mappings: string;
      };
      map = {
        lines: decodeMappings(raw.mappings),
        sources: raw.sources.map((source) => relative('.', resolve(dirname(mapFile), source))),
      };
    }
    chunkMaps.set(file, map);
  }
  return chunkMaps.get(file);
}

/** The source file a function of a widget chunk starts in, or undefined. */
function sourceAt(file: string, line: number, column: number): string | undefined {
  const map = chunkMap(file);
  const segments = map?.lines[line];
  if (!map || !segments) return undefined;
  let found: number | undefined;
  for (const [segmentColumn, source] of segments) {
    if (segmentColumn > column) break;
    found = source;
  }
  return found === undefined ? undefined : map.sources[found];
}

/** What a sample's function is: its group (package, src folder) and a readable name. */
function describe(frame: CallFrame, providerOrigin: string): { group: string; name: string } {
  if (!frame.url) {
    // V8's pseudo-frames: (program) is native work (style, layout, parsing), and so on.
    return { group: frame.functionName || '(native)', name: frame.functionName || '(native)' };
  }
  const widgetFile = frame.url.startsWith(`${providerOrigin}/widget/`)
    ? frame.url.slice(`${providerOrigin}/widget/`.length)
    : undefined;
  if (widgetFile === undefined) return { group: '(host page)', name: frame.functionName };
  if (widgetFile === 'hotel-booking.js') return { group: 'loader', name: frame.functionName };
  const source = sourceAt(widgetFile, frame.lineNumber, frame.columnNumber);
  if (source === undefined) return { group: widgetFile, name: frame.functionName };
  const group = groupOf(source);
  return {
    group,
    name: `${frame.functionName || '(anonymous)'} in ${source.replace(/^.*node_modules\//, '')}`,
  };
}

/** Busy samples of a profile: each sample's time is the gap to the next; idle ones skipped. */
function busySamples(profile: Profile): { frame: CallFrame; ms: number }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  return profile.samples.flatMap((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    return frame && frame.functionName !== '(idle)' ? [{ frame, ms }] : [];
  });
}

/**
 * One load of `page` on a phone (390 px, 4× CPU slowdown) with V8's sampling profiler on, from
 * navigation until `settled` resolves (with a time in the page's clock).
 */
async function profiledLoad(
  name: string,
  settled: (page: Page) => Promise<number>,
): Promise<{ profile: Profile; at: number }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}/${name}.html`);
    const at = await settled(page);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    return { profile, at };
  } finally {
    await context.close();
  }
}

/**
 * In the page: resolves when the search form's submit button is drawn: in the server's drawing
 * of the first screen (a new guest) or the widget's own shadow root.
 */
const FORM_READY = `new Promise((resolve) => {
  const app = () => document.getElementById('w')?.shadowRoot?.querySelector('.r > *')?.shadowRoot;
  const tick = () => (app()?.querySelector('form button[type=submit]') ? resolve(performance.now()) : requestAnimationFrame(tick));
  tick();
})`;

buildIfNeeded();
const loadBefore = loadavg()[0]?.toFixed(1);
const dataDir = mkdtempSync(join(tmpdir(), 'hotel-booking-profile-'));
const pages = mkdtempSync(join(tmpdir(), 'hotel-booking-profile-pages-'));
const inline = readmeEmbeds().get('inline');
if (!inline) throw new Error('The README has no inline embed');
writeFileSync(join(pages, 'inline.html'), hostPage(inline));
writeFileSync(join(pages, 'none.html'), hostPage());
const server = await startServer({
  port: 0,
  dataDir,
  silent: true,
  rateLimitPerMinute: 0,
  seedSnapshot: await ensureSnapshot(),
});
const site = await startDemo({ port: 0, providerOrigin: server.url, root: pages });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const byGroup = new Map<string, number[]>();
const byFunction = new Map<string, number[]>();
const busy: number[] = [];
const baseline: number[] = [];
const formAt: number[] = [];
try {
  // The first load warms the server and the HTTP cache's compile hints; it is not counted.
  for (let run = 0; run <= RUNS; run++) {
    const { profile, at: ready } = await profiledLoad('inline', async (page) => {
      const at = (await page.evaluate(FORM_READY)) as number;
      await page.waitForTimeout(1000);
      return at;
    });
    if (run === 0) continue;
    // The same page without the widget, over the same span.
    const without = await profiledLoad('none', async (page) => {
      await page.waitForTimeout(ready + 1000);
      return 0;
    });
    baseline.push(busySamples(without.profile).reduce((sum, sample) => sum + sample.ms, 0));

    const groups = new Map<string, number>();
    const functions = new Map<string, number>();
    let total = 0;
    for (const { frame, ms } of busySamples(profile)) {
      const { group, name } = describe(frame, server.url);
      groups.set(group, (groups.get(group) ?? 0) + ms);
      functions.set(name, (functions.get(name) ?? 0) + ms);
      total += ms;
    }
    busy.push(total);
    formAt.push(ready);
    for (const [group, ms] of groups) byGroup.set(group, [...(byGroup.get(group) ?? []), ms]);
    for (const [name, ms] of functions) byFunction.set(name, [...(byFunction.get(name) ?? []), ms]);
  }
} finally {
  await browser.close();
  await site.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pages, { recursive: true, force: true });
}

/** A group missing from a run spent nothing in it: count it as 0 for the median. */
const medianOfRuns = (values: number[]) =>
  median([...values, ...Array<number>(RUNS - values.length).fill(0)]);
const rows = (map: Map<string, number[]>, limit: number) =>
  [...map]
    .map(([key, values]) => [key, medianOfRuns(values)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`);

console.log(
  `inline widget on a plain host page, ${CPU_SLOWDOWN}× CPU slowdown, 390 px phone; medians of ${RUNS} loads; load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after, ${cpus().length} CPUs`,
);
console.log(
  `navigation → search form interactive: ${median(formAt).toFixed(0)} ms; main thread busy until one idle second after it: ${median(busy).toFixed(0)} ms (the page without the widget, same span: ${median(baseline).toFixed(0)} ms)`,
);
console.log(
  '\nself time by package or src folder ((program): native work such as style and layout):',
);
for (const row of rows(byGroup, 40)) console.log(row);
console.log(`\ntop ${TOP} functions by self time:`);
for (const row of rows(byFunction, TOP)) console.log(row);
