/**
 * Issue 39's inventory on PostgreSQL:
 * - Osaka gets 20 more room types × 3 rate plans (one derived at −10 %), a year of rates and
 *   rooms to sell, and restrictions (two-night minimum on Saturday arrivals, Sundays closed to
 *   arrival, a stop-sell every 9th night): the console's calendar answer for 20 room types ×
 *   3 plans × 90 nights (target p95 ≤ 300 ms) and a bulk change of 365 nights × 20 rows, rates
 *   and rooms to sell (target ≤ 1 s).
 * - The guest's room search at Tokyo at 50 connections, a new stay each request (target p95 ≤
 *   50 ms): first as seeded, then with restrictions in play on every plan (the same three kinds)
 *   and its room-only plans priced by own rates, breakfast plans derived from them; with the
 *   CPU one request cost (Node + PostgreSQL), which a busy shared machine disturbs far less.
 *   The server runs as its own process (`server/main.ts` on the database, as `npm start` runs it)
 *   so that the load generator's work in this process does not queue in front of its answers;
 *   its CPU figure is the server process's alone.
 * Each is measured `BENCH_RUNS` times (default 5: the searches on a shared 2-core machine vary) and the median of the runs is printed with
 * every run's figure. Console calls go through the app in process (`app.request`: handler and
 * database, no socket); the search goes over loopback HTTP with autocannon.
 *
 *   npx tsx bench/inventory.ts
 */
import autocannon from 'autocannon';
import { createApp } from '../server/app.ts';
import { CSRF_HEADER, csrfTokenFor } from '../server/console/auth/csrf.ts';
import { sessionCookieName } from '../server/console/auth/session-cookie.ts';
import { createStaffSession, DEFAULT_SESSION_POLICY } from '../server/console/auth/sessions.ts';
import { BRAND } from '../server/db/seed/data.ts';
import { silentLogger } from '../server/http/logger.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { createPgTestDatabase, postgresAvailable } from '../server/test/postgres.ts';
import { startServerProcess, stopServerProcess } from '../server/test/server-process.ts';
import { testToday } from '../server/test/snapshot.ts';
import { addDays } from '../src/rules/dates.ts';
import { median } from './median.ts';
import { cpuPerRequest, cpuTotals } from './server/cpu.ts';
import { p95 } from './server/measure.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ORIGIN = 'https://book.test';
const HOTEL = '/api/v1/console/hotels/sakura-osaka';
const TOKYO = '/api/v1/console/hotels/sakura-tokyo';
const TYPES = 20;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

if (!(await postgresAvailable())) {
  console.log('PostgreSQL not reachable: skipped');
  process.exit(0);
}
const pg = await createPgTestDatabase();
try {
  const db = pg.handle.db;
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', BRAND.code)
    .executeTakeFirstOrThrow();
  const staff = await db
    .insertInto('staff')
    .values({
      brand_id: brand.id,
      email: 'bench@staff.test',
      name: 'Bench',
      role: 'manager',
      hotel_limited: false,
      password_hash: null,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createStaffSession(db, {
    staffId: staff.id,
    now: new Date(),
    policy: DEFAULT_SESSION_POLICY,
    secondFactor: false,
  });
  const headers = {
    Cookie: `${sessionCookieName(ORIGIN)}=${session.secret}`,
    [CSRF_HEADER]: csrfTokenFor(session.secret),
    'content-type': 'application/json',
  };
  const app = createApp({
    db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: ORIGIN,
    widgetDir: '/nonexistent',
    logger: silentLogger,
    rateLimit: false,
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text;
  };

  const today = testToday();
  const from = addDays(today, 1);
  const to = addDays(from, 364);
  const codes = Array.from({ length: TYPES }, (_, i) => `bench-room-${i}`);
  for (const code of codes) {
    await call('POST', `${HOTEL}/room-types`, {
      code,
      name: code,
      capacity: 3,
      total_rooms: 10,
      published: true,
    });
    const plan = (suffix: string, extra: object = {}) => ({
      code: `${code}-${suffix}`,
      room_type_code: code,
      name: suffix,
      payment_type: 'on_site',
      cancellation_policy_code: 'flexible',
      published: true,
      ...extra,
    });
    await call('POST', `${HOTEL}/rate-plans`, plan('flex'));
    await call('POST', `${HOTEL}/rate-plans`, plan('breakfast'));
    await call(
      'POST',
      `${HOTEL}/rate-plans`,
      plan('saver', {
        derivation: {
          parent_plan_code: `${code}-flex`,
          kind: 'percent',
          value: -10,
          round_step: 100,
        },
      }),
    );
  }
  const own = codes.flatMap((c) => [{ plan_code: `${c}-flex` }, { plan_code: `${c}-breakfast` }]);
  await call('POST', `${HOTEL}/calendar/bulk`, {
    from,
    to,
    rows: own,
    set: { rate: { adults: [9000, 15000, 20000], children: { A: 5000 } }, rooms_to_sell: 10 },
  });
  const all = codes.flatMap((c) =>
    ['flex', 'breakfast', 'saver'].map((s) => ({ plan_code: `${c}-${s}` })),
  );
  await call('POST', `${HOTEL}/calendar/bulk`, {
    from,
    to,
    weekdays: [6],
    rows: all,
    set: { min_stay_arrival: 2 },
  });
  await call('POST', `${HOTEL}/calendar/bulk`, {
    from,
    to,
    weekdays: [7],
    rows: all,
    set: { closed_to_arrival: true },
  });
  for (let d = 0; d < 365; d += 9)
    await call('PATCH', `${HOTEL}/calendar/cell`, {
      date: addDays(from, d),
      plan_code: `${codes[d % TYPES]}-breakfast`,
      set: { stop_sell: true },
    });
  console.log(
    `== Inventory (PostgreSQL; ${TYPES} room types × 3 plans, a year of rates and restrictions; ${RUNS} runs) ==`,
  );

  // The calendar: 20 room types × 3 plans × 90 nights, 40 answers a run (a new window each).
  const calendarP95: number[] = [];
  const calendarP50: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = addDays(from, (i * 7) % 270);
      const started = performance.now();
      await call(
        'GET',
        `${HOTEL}/calendar?from=${start}&to=${addDays(start, 89)}&room_types=${codes.join(',')}`,
      );
      times.push(performance.now() - started);
    }
    calendarP95.push(percentile(times, 95));
    calendarP50.push(median(times));
  }
  console.log(
    `calendar 20×3×90: p95 median ${ms(median(calendarP95))} (runs ${calendarP95.map(ms).join(', ')}), p50 median ${ms(median(calendarP50))}; target p95 ≤ 300 ms`,
  );

  // A bulk change: 365 nights × 20 rows, rates and rooms to sell (alternating values).
  const rows20 = codes.map((c) => ({ plan_code: `${c}-flex` }));
  const bulk: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await call('POST', `${HOTEL}/calendar/bulk`, {
      from,
      to,
      rows: rows20,
      set: { rate: { adults: [9000 + run * 100, 15000, 20000] }, rooms_to_sell: 10 + (run % 2) },
    });
    bulk.push(performance.now() - started);
  }
  console.log(
    `bulk 365 nights × 20 rows: median ${ms(median(bulk))} (runs ${bulk.map(ms).join(', ')}); target ≤ 1000 ms`,
  );

  // The guest's room search at Tokyo, 50 connections, a new stay each request.
  const server = await startServerProcess({ DATABASE_URL: pg.url });
  const database = new URL(pg.url).pathname.slice(1);
  const load = (seconds: number) => {
    let n = 0;
    return autocannon({
      url: server.url,
      connections: 50,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            n += 1;
            // 5,280 different searches before one repeats, so few answers are kept ones.
            const checkin = addDays(today, 2 + (n % 330));
            const q = {
              code: 'sakura-tokyo',
              checkin,
              checkout: addDays(checkin, 1 + (Math.floor(n / 330) % 4)),
              adults: String(1 + (Math.floor(n / 1320) % 2)),
              order: Math.floor(n / 2640) % 2 ? 'price_high_to_low' : 'price_low_to_high',
            };
            return { ...req, path: `/api/v1/rooms?${new URLSearchParams(q)}` };
          },
        },
      ],
    });
  };
  const searches = async (label: string): Promise<void> => {
    const p95s: number[] = [];
    const cpus: string[] = [];
    // A warm-up first, as a server that has been up a while: its code compiled, its pools open.
    await load(5);
    for (let run = 0; run < RUNS; run++) {
      const before = cpuTotals(database, server.child.pid);
      const result = await load(SECONDS);
      const cpu = cpuPerRequest(
        before,
        cpuTotals(database, server.child.pid),
        result.requests.total,
      );
      p95s.push(p95(result.latency));
      cpus.push(cpu ? `${cpu.node}+${cpu.postgres}` : '-');
      console.log(
        `  ${label} run ${run + 1}: p50 ${result.latency.p50} ms, p95 ${p95(result.latency)} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}, CPU ms/req node+pg ${cpus.at(-1)}`,
      );
    }
    console.log(
      `room search ${label}, 50 connections: p95 median ${ms(median(p95s))} (runs ${p95s.map(ms).join(', ')}); CPU ms/req ${cpus.join(', ')}; target p95 ≤ 50 ms`,
    );
  };
  try {
    await searches('as seeded');
    const tokyo = await db
      .selectFrom('plans')
      .innerJoin('hotels', 'hotels.id', 'plans.hotel_id')
      .select(['plans.code', 'plans.room_type_id'])
      .where('hotels.code', '=', 'sakura-tokyo')
      .execute();
    const plans = tokyo.map((p) => ({ plan_code: p.code }));
    await call('POST', `${TOKYO}/calendar/bulk`, {
      from,
      to,
      rows: [{ plan_code: 'std-room-only' }],
      set: { rate: { adults: [11000, 19000] } },
    });
    await call('PATCH', `${TOKYO}/rate-plans/std-breakfast`, {
      derivation: { parent_plan_code: 'std-room-only', kind: 'amount', value: 3000 },
    });
    await call('POST', `${TOKYO}/calendar/bulk`, {
      from,
      to,
      weekdays: [6],
      rows: plans,
      set: { min_stay_arrival: 2 },
    });
    await call('POST', `${TOKYO}/calendar/bulk`, {
      from,
      to,
      weekdays: [7],
      rows: plans,
      set: { closed_to_arrival: true },
    });
    for (let d = 0; d < 365; d += 9)
      await call('PATCH', `${TOKYO}/calendar/cell`, {
        date: addDays(from, d),
        plan_code: 'std-room-only',
        set: { stop_sell: true },
      });
    await searches('with restrictions and plan rates');
  } finally {
    await stopServerProcess(server);
  }
} finally {
  await pg.drop();
}
