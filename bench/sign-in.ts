/**
 * Member sign-in latency (`POST /api/v1/memberships/sign_in`, in process) on PGlite and on
 * PostgreSQL (when one answers): p50 and p95 of each run, and the median of those over several
 * runs. The wrong-password and unknown-e-mail answers are timed too: they must take about as
 * long as a success (no enumeration by timing). The cost is the scrypt hash, on purpose
 * (server/services/members/passwords.ts). Prints figures; not a pass/fail test.
 *
 *   npx tsx bench/sign-in.ts        # BENCH_RUNS (default 5) × BENCH_SIGN_INS (default 20)
 */

import { type App, createApp } from '../server/app.ts';
import type { DbHandle } from '../server/db/connect.ts';
import { DEMO_MEMBER } from '../server/db/seed/members.ts';
import { silentLogger } from '../server/http/logger.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { CURRENT_PARAMS } from '../server/services/members/passwords.ts';
import { createPgTestDatabase, postgresAvailable } from '../server/test/postgres.ts';
import { openSnapshotDb } from '../server/test/snapshot.ts';
import { PUBLIC_WIDGET_SECRET } from '../src/api/contract/index.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PER_RUN = Number(process.env.BENCH_SIGN_INS ?? 20);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const median = (xs: number[]): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** A new app per sign-in (built outside the timing): each starts with an empty throttle, so
 * the wrong-password runs measure the check, not the 429. */
const appOn = (handle: DbHandle): App =>
  createApp({
    db: handle.db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'http://bench',
    widgetDir: '/nonexistent',
    logger: silentLogger,
    rateLimit: false,
  });

async function clientSession(app: App): Promise<string> {
  const res = await app.request('/identity/api/client_sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'sakura-tokyo', secret: PUBLIC_WIDGET_SECRET }),
  });
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

interface Scenario {
  label: string;
  email: string;
  password: string;
  status: number;
}

async function run(handle: DbHandle, session: string, s: Scenario, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = appOn(handle);
    const t = performance.now();
    const res = await app.request('/api/v1/memberships/sign_in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-session': session },
      body: JSON.stringify({ email: s.email, password: s.password }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== s.status) throw new Error(`${s.label}: ${res.status}, expected ${s.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchDb(name: string, handle: DbHandle): Promise<void> {
  const session = await clientSession(appOn(handle));
  const scenarios: Scenario[] = [
    {
      label: 'right password',
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      status: 200,
    },
    { label: 'wrong password', email: DEMO_MEMBER.email, password: 'Wrong2026pw', status: 401 },
    {
      label: 'unknown e-mail',
      email: 'nobody@sakura.example',
      password: 'Wrong2026pw',
      status: 401,
    },
  ];
  for (const s of scenarios) {
    await run(handle, session, s, 2); // warm-up: first scrypt, first queries
    const p50s: number[] = [];
    const p95s: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(handle, session, s, PER_RUN);
      p50s.push(r.p50);
      p95s.push(r.p95);
    }
    console.log(
      `${name.padEnd(9)} ${s.label.padEnd(15)} p50 ${median(p50s).toFixed(1).padStart(6)} ms  p95 ${median(p95s).toFixed(1).padStart(6)} ms  (median of ${RUNS} runs × ${PER_RUN})`,
    );
  }
}

const { N, r, p } = CURRENT_PARAMS;
console.log(`scrypt N=2^${Math.log2(N)} r=${r} p=${p}, ${(128 * N * r) / 2 ** 20} MiB per hash`);
const pglite = await openSnapshotDb();
await benchDb('pglite', pglite);
await pglite.close();
if (await postgresAvailable()) {
  const pg = await createPgTestDatabase();
  try {
    await benchDb('postgres', pg.handle);
  } finally {
    await pg.drop();
  }
} else console.log('postgres  (no server answered: skipped)');
