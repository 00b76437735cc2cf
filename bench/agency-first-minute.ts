/**
 * The first minute after `npm start` (issue 36): starts `scripts/start.ts` as `npm start` does,
 * on a fresh DATA_DIR, so the 2,100-hotel agency catalogue loads in the background, and asks
 * what a guest's first visit asks (the loader, the server-drawn first screen, the widget's
 * settings) one after the other, every 100 ms, for 60 s after the server listens. Prints p50,
 * p95 and max per answer, while the catalogue loads and after. Figures, not a test.
 *
 *   npx tsx bench/agency-first-minute.ts             # embedded PGlite
 *   DB=postgres npx tsx bench/agency-first-minute.ts # a fresh PostgreSQL database
 *
 * AGENCY_HOTELS and SECONDS change the catalogue's size and the time watched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';

const SECONDS = Number(process.env.SECONDS_WATCHED ?? process.env.SECONDS ?? 60);
const PAUSE_MS = 100;
const root = join(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const attributes = JSON.stringify({ 'hotel-code': 'sakura-tokyo' });
const ANSWERS = {
  loader: '/widget/hotel-booking.js',
  'first screen': `/widget/first-screen?${new URLSearchParams({ a: attributes })}`,
  settings: '/api/v1/hotels/sakura-tokyo/settings/booking_widget',
} as const;
type Answer = keyof typeof ANSWERS;

interface Sample {
  answer: Answer;
  ms: number;
  status: number;
  /** Whether the catalogue was still loading when the answer came. */
  loading: boolean;
}

/** A fresh, empty PostgreSQL database (the server migrates and seeds it) and its remover. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hbw_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A copy of the built widget for the server to serve: other builds (`npm start`, journeys) empty
 * dist/widget while they run, which would turn the loader's answers into 404s mid-bench.
 */
async function widgetCopy(into: string): Promise<string> {
  const built = join(root, 'dist/widget');
  for (let waited = 0; waited < 300; waited++) {
    if (existsSync(join(built, 'manifest.json')) && existsSync(join(built, 'hotel-booking.js'))) {
      await cp(built, into, { recursive: true });
      if (existsSync(join(into, 'hotel-booking.js'))) return into;
      await rm(into, { recursive: true, force: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no built widget in dist/widget');
}

/** Starts `npm start`'s script; resolves with the provider's address once it listens. */
function start(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  listening: Promise<string>;
  loaded: { at: number | null; line: string };
} {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const loaded = { at: null as number | null, line: '' };
  let buffered = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`npm start exited (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const provider = /Provider server \(API[^:]*:\s+(\S+)/.exec(line);
        if (provider?.[1]) resolve(provider[1]);
        if (line.includes('agency catalogue')) {
          loaded.at = performance.now();
          loaded.line = line;
        }
      }
    });
  });
  return { child, listening, loaded };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summary(samples: readonly Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const f = (ms: number) => (Number.isNaN(ms) ? '-' : `${ms.toFixed(1)} ms`);
  return {
    n: sorted.length,
    p50: f(percentile(sorted, 50)),
    p95: f(percentile(sorted, 95)),
    max: f(sorted.at(-1) ?? Number.NaN),
    'over 100 ms': sorted.filter((ms) => ms > 100).length,
    'not 200': samples.filter((s) => s.status !== 200).length,
  };
}

buildIfNeeded();
const postgres = process.env.DB === 'postgres' ? await freshPostgres() : null;
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-booking-first-minute-'));
const widgetDir = await widgetCopy(`${dataDir}-widget`);
const { DATABASE_URL: _inherited, ...env } = process.env;
const server = start({
  ...env,
  DATA_DIR: dataDir,
  WIDGET_DIR: widgetDir,
  PORT: '0',
  DEMO_PORT: '0',
  OIDC_PORT: '0',
  RATE_LIMIT_PER_MINUTE: '0',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
});
const samples: Sample[] = [];
try {
  const launched = performance.now();
  const origin = await server.listening;
  const listened = performance.now();
  console.log(
    `${postgres ? 'PostgreSQL' : 'PGlite'}: listening ${((listened - launched) / 1000).toFixed(1)} s after launch; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  while (performance.now() - listened < SECONDS * 1000) {
    for (const [answer, path] of Object.entries(ANSWERS) as [Answer, string][]) {
      const asked = performance.now();
      const response = await fetch(new URL(path, origin), {
        headers: { 'accept-language': 'en' },
      });
      await response.arrayBuffer();
      samples.push({
        answer,
        ms: performance.now() - asked,
        status: response.status,
        loading: server.loaded.at === null,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  const loadedAfter =
    server.loaded.at === null
      ? `still loading after ${SECONDS} s`
      : `catalogue loaded ${((server.loaded.at - listened) / 1000).toFixed(1)} s after listening`;
  console.log(`${loadedAfter}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}
${server.loaded.line}`);
  const rows: Record<string, ReturnType<typeof summary>> = {};
  for (const answer of Object.keys(ANSWERS) as Answer[]) {
    const own = samples.filter((s) => s.answer === answer);
    rows[`${answer}, loading`] = summary(own.filter((s) => s.loading));
    rows[`${answer}, loaded`] = summary(own.filter((s) => !s.loading));
  }
  console.table(rows);
} finally {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
  await rm(widgetDir, { recursive: true, force: true });
  await postgres?.drop();
}
