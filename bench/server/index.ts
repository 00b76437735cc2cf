/**
 * Server benchmark: search and booking latency (p50/p95/p99) and throughput under load on
 * loopback, on PGlite and on PostgreSQL (when one answers), plus the booking race result.
 * Prints figures; it is not a pass/fail test. `BENCH_SECONDS` sets each run's length (default 8).
 *
 *   npx tsx bench/server/index.ts
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { createApp } from '../../server/app.ts';
import type { DbHandle } from '../../server/db/connect.ts';
import { silentLogger } from '../../server/http/logger.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { tokyoBooking } from '../../server/test/fixtures.ts';
import { createPgTestDatabase, postgresAvailable } from '../../server/test/postgres.ts';
import { openSnapshotDb, testToday } from '../../server/test/snapshot.ts';
import { addDays } from '../../src/rules/dates.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  db: string;
  scenario: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  ok: number;
  /** Non-2xx answers by status, e.g. `409×9` (1105 on the seed's sold-out nights). */
  other: string;
}

async function listen(handle: DbHandle): Promise<{ url: string; close(): Promise<void> }> {
  const app = createApp({
    db: handle.db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'http://bench',
    widgetDir: '/nonexistent',
    logger: silentLogger,
    rateLimit: false,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

// autocannon reports p97.5 and p99 but not p95; p95 is read from the p90–p97.5 span linearly.
function p95(h: Result['latency']): number {
  return Math.round((h.p90 + ((h.p97_5 - h.p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}

function row(db: string, scenario: string, r: Result): Row {
  return {
    db,
    scenario,
    p50: r.latency.p50,
    p95: p95(r.latency),
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    ok: r['2xx'],
    other:
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${code}×${count}`)
        .concat(r.errors + r.timeouts > 0 ? [`errors×${r.errors + r.timeouts}`] : [])
        .join(' ') || '-',
  };
}

async function benchDb(name: string, handle: DbHandle): Promise<Row[]> {
  const server = await listen(handle);
  const today = testToday();
  const rows: Row[] = [];
  try {
    const checkin = addDays(today, 30);
    const search = await autocannon({
      url: `${server.url}/api/v1/rooms?code=sakura-tokyo&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    rows.push(row(name, 'search GET /api/v1/rooms', search));

    // Bookings spread over 300 days and three hotels' worth of stock so they rarely sell out.
    let n = 0;
    const booking = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
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
    rows.push(row(name, 'book POST /api/v1/reservations', booking));
    console.log(`  [${name}] race: ${await race(server.url, handle, addDays(today, 340))}`);
  } finally {
    await server.close();
  }
  return rows;
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
console.log(`== Provider server (${SECONDS}s per run, ${CONNECTIONS} connections, loopback) ==`);
const pglite = await openSnapshotDb();
rows.push(...(await benchDb('PGlite', pglite)));
await pglite.close();
if (await postgresAvailable()) {
  const pg = await createPgTestDatabase();
  try {
    rows.push(...(await benchDb('PostgreSQL', pg.handle)));
  } finally {
    await pg.drop();
  }
} else {
  console.log('  PostgreSQL not reachable: skipped');
}
console.table(
  rows.map((r) => ({
    db: r.db,
    scenario: r.scenario,
    p50: `${r.p50} ms`,
    p95: `${r.p95} ms`,
    p99: `${r.p99} ms`,
    'req/s': r.rps,
    ok: r.ok,
    'non-2xx': r.other,
  })),
);
