/**
 * Server benchmark: search and booking latency (p50/p95/p99) and throughput under load on
 * loopback, on PGlite and on PostgreSQL (when one answers), plus the booking race result.
 * Prints figures; it is not a pass/fail test. `BENCH_SECONDS` sets each run's length (default 8).
 *
 *   npx tsx bench/server/index.ts
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { DbHandle } from '../../server/db/connect.ts';
import { tokyoBooking } from '../../server/test/fixtures.ts';
import { createPgTestDatabase, postgresAvailable } from '../../server/test/postgres.ts';
import { openSnapshotDb, testToday } from '../../server/test/snapshot.ts';
import { addDays } from '../../src/rules/dates.ts';
import { listen, printRows, type Row, row } from './measure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Connection counts to run each scenario at (issue 20 asks for 10 and 50). */
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function benchDb(name: string, handle: DbHandle): Promise<Row[]> {
  const server = await listen(handle);
  try {
    return await measure(name, server.url, handle);
  } finally {
    await server.close();
  }
}

/** Search and booking at each connection count against `url`, then the booking race. */
async function measure(name: string, url: string, handle: DbHandle): Promise<Row[]> {
  const today = testToday();
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    const checkin = addDays(today, 30);
    const search = await autocannon({
      url: `${url}/api/v1/rooms?code=sakura-tokyo&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2`,
      connections,
      duration: SECONDS,
    });
    rows.push(row(name, connections, 'search GET /api/v1/rooms', search));

    // Bookings spread over 300 days and three hotels' worth of stock so they rarely sell out.
    let n = 0;
    const booking = await autocannon({
      url,
      connections,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/reservations',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            n += 1;
            const body = tokyoBooking(addDays(today, 2 + (n % 300)));
            return { ...req, body: JSON.stringify(body) };
          },
        },
      ],
    });
    rows.push(row(name, connections, 'book POST /api/v1/reservations', booking));
  }
  console.log(`  [${name}] race: ${await race(url, handle, addDays(today, 340))}`);
  return rows;
}

/** A free loopback port (listen on 0, read it, close). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `npm run start:cluster` with three processes on one port, against the PostgreSQL database and
 * Redis: the deployment shape of a busy provider. Resolves once /readyz answers.
 */
async function startCluster(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(resolve('node_modules/.bin/tsx'), ['scripts/cluster.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `bench:${Date.now()}:`,
      CLUSTER_WORKERS: '3',
      PORT: String(port),
      LOG: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      WIDGET_DIR: '/nonexistent',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** 50 parallel bookings for the last 5 rooms over real HTTP. */
async function race(url: string, handle: DbHandle, checkin: string): Promise<string> {
  await sql`UPDATE inventory SET remaining = 5 FROM room_types t
    WHERE t.id = inventory.room_type_id AND t.code = 'family-suite' AND inventory.date = ${checkin}`.execute(
    handle.db,
  );
  const body = JSON.stringify(
    tokyoBooking(checkin, 1, {
      rooms: [{ room_type_code: 'family-suite', room_plan_code: 'suite-dinner', adults: 2 }],
      payment_type: 'pre_paid',
    }),
  );
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${url}/api/v1/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.status),
    ),
  );
  const ms = Math.round(performance.now() - started);
  const left = await sql<{
    remaining: number;
  }>`SELECT remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code = 'family-suite' AND i.date = ${checkin}`.execute(handle.db);
  const booked = statuses.filter((s) => s === 201).length;
  const full = statuses.filter((s) => s === 409).length;
  return `50 parallel bookings for 5 rooms → ${booked} booked, ${full} "room became full", stock left ${left.rows[0]?.remaining} (${ms} ms)`;
}

const rows: Row[] = [];
console.log(
  `== Provider server (${SECONDS}s per run, ${CONNECTIONS.join(' and ')} connections, loopback) ==`,
);
const pglite = await openSnapshotDb();
rows.push(...(await benchDb('PGlite', pglite)));
await pglite.close();
if (await postgresAvailable()) {
  const pg = await createPgTestDatabase();
  try {
    rows.push(...(await benchDb('PostgreSQL', pg.handle)));
    const cluster = await startCluster(pg.url);
    try {
      rows.push(...(await measure('PostgreSQL, 3 processes', cluster.url, pg.handle)));
    } finally {
      await cluster.stop();
    }
  } finally {
    await pg.drop();
  }
} else {
  console.log('  PostgreSQL not reachable: skipped');
}
printRows(rows);
