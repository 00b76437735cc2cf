/**
 * Agency search under load: the 2,100-hotel catalogue on PostgreSQL (and on PGlite with
 * `BENCH_AGENCY_PGLITE=1`; seeding it there takes one to two minutes), 10 connections (set
 * `BENCH_CONNECTIONS`), `BENCH_SECONDS` per scenario (default 8). Each request searches
 * another stay (check-ins spread over 60 days), so no two neighbours share a plan cache.
 * Prints p50/p95/p99 and req/s; the target is p95 ≤ 50 ms for the dated search on PostgreSQL.
 * The server keeps the nights it has searched in memory (server/agency/stay-index.ts): before
 * the runs, 23 searches of 14 nights read every night the scenarios use, and their times are
 * printed as the cost of nights not yet in memory.
 *
 *   npx tsx bench/agency-search.ts
 */
import autocannon from 'autocannon';
import { seedCatalogue } from '../server/agency/seed-catalogue.ts';
import type { DbHandle } from '../server/db/connect.ts';
import { createPgTestDatabase, postgresAvailable } from '../server/test/postgres.ts';
import { openSnapshotDb, testToday } from '../server/test/snapshot.ts';
import { addDays } from '../src/rules/dates.ts';
import { listen, printRows, type Row, row } from './server/measure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);

/** Each scenario: the query for the n-th request (its check-in spread over 60 days). */
const SCENARIOS: Record<string, (checkin: string, n: number) => Record<string, string>> = {
  // Every request another stay (300 check-ins, 1–7 nights, 1–4 adults): no reuse of a
  // stay's prices, the cost of pricing all hotels every time.
  'dated, all hotels, a new stay each time': (_, n) => ({
    // (n mod 300, n mod 7, n mod 4) repeats only after 2,100 requests.
    checkin: addDays(testToday(), 7 + (n % 300)),
    checkout: addDays(testToday(), 7 + (n % 300) + 1 + (n % 7)),
    adults: String(1 + (n % 4)),
  }),
  'dated, all hotels, 2 nights': (checkin) => ({
    checkin,
    checkout: addDays(checkin, 2),
    adults: '2',
  }),
  'dated, area + amenity + budget': (checkin) => ({
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    area: 'kyoto',
    amenities: 'onsen',
    price_max: '40000',
  }),
  'dated, keyword 旅館 + rating': (checkin) => ({
    checkin,
    checkout: addDays(checkin, 3),
    adults: '2',
    q: '旅館',
    rating_min: '4',
    order: 'rating',
  }),
  'undated, keyword': () => ({ q: 'tokyo', order: 'recommended' }),
};

/** Searches every night the scenarios use once, 14 at a time, and prints what that took. */
async function warm(name: string, url: string): Promise<void> {
  const times: number[] = [];
  for (let first = 7; first < 7 + 300 + 7; first += 14) {
    const checkin = addDays(testToday(), first);
    const query = new URLSearchParams({ checkin, checkout: addDays(checkin, 14), adults: '1' });
    const started = performance.now();
    const res = await fetch(`${url}/api/ota/v1/hotels/search?${query}`);
    await res.text();
    if (!res.ok) throw new Error(`warm-up search: ${res.status}`);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (t: number | undefined) => `${(t ?? 0).toFixed(0)} ms`;
  console.log(
    `  [${name}] ${times.length} searches of 14 new nights each: median ${ms(sorted[Math.floor(times.length / 2)])}, max ${ms(sorted[times.length - 1])}`,
  );
}

async function bench(name: string, handle: DbHandle): Promise<Row[]> {
  const started = performance.now();
  const { hotels } = await seedCatalogue(handle.db, testToday());
  console.log(
    `  [${name}] catalogue: ${hotels} hotels seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = await listen(handle);
  const rows: Row[] = [];
  try {
    await warm(name, server.url);
    for (const connections of CONNECTIONS)
      for (const [scenario, query] of Object.entries(SCENARIOS)) {
        let n = 0;
        const result = await autocannon({
          url: server.url,
          connections,
          duration: SECONDS,
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => {
                n += 1;
                const checkin = addDays(testToday(), 7 + (n % 60));
                return {
                  ...req,
                  path: `/api/ota/v1/hotels/search?${new URLSearchParams(query(checkin, n))}`,
                };
              },
            },
          ],
        });
        rows.push(row(name, connections, scenario, result));
      }
  } finally {
    await server.close();
  }
  return rows;
}

const rows: Row[] = [];
console.log(`== Agency search (${SECONDS}s per run, ${CONNECTIONS.join(' and ')} connections) ==`);
if (await postgresAvailable()) {
  const pg = await createPgTestDatabase();
  try {
    rows.push(...(await bench('PostgreSQL', pg.handle)));
  } finally {
    await pg.drop();
  }
} else console.log('  PostgreSQL not reachable: skipped');
if (process.env.BENCH_AGENCY_PGLITE === '1') {
  const pglite = await openSnapshotDb();
  try {
    rows.push(...(await bench('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}
printRows(rows);
