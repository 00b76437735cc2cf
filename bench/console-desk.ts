/**
 * The reservations desk's speed (issue 40) on PostgreSQL with 10,000 seeded reservations: desk
 * searches (p95 ≤ 200 ms), a reservation's page (≤ 150 ms), the dashboard (≤ 300 ms), and how
 * long a new booking takes to reach an open desk's event stream (≤ 1 s). In-process requests
 * (app.request: routing, staff gate, validation, SQL, JSON; no socket), a fresh database from
 * the test snapshot's migrations and seed. Figures, not a test.
 *
 *   npx tsx bench/console-desk.ts          # RESERVATIONS=10000 ROUNDS=40
 */
import { sql } from 'kysely';
import { createApp } from '../server/app.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { tokyoBooking } from '../server/test/fixtures.ts';
import type { TestContext } from '../server/test/harness.ts';
import { createPgTestDatabase } from '../server/test/postgres.ts';
import { signedInStaff } from '../server/test/staff.ts';
import { addDays } from '../src/rules/dates.ts';

const RESERVATIONS = Number(process.env.RESERVATIONS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const pg = await createPgTestDatabase();
const db = pg.handle.db;
try {
  const app = createApp({
    db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
    logger: () => {},
    rateLimit: false,
  });
  const ctx = { handle: pg.handle } as unknown as TestContext;
  const staff = await signedInStaff(ctx, { role: 'manager' });
  const today = new Date().toISOString().slice(0, 10);

  // One real booking as the template, then 10,000 copies spread over a year of stays, names and
  // booking days (the triggers write each one's history as a booking does).
  const first = await app.request('/api/v1/reservations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(tokyoBooking(addDays(today, 30), 1)),
  });
  if (first.status !== 201)
    throw new Error(`template booking: ${first.status} ${await first.text()}`);
  const seeding = performance.now();
  await sql`
    INSERT INTO reservations (number, hotel_id, email, status, checkin_date, checkout_date,
      payment_type, guest, rooms, extras, answers, price, total_price, min_nights,
      bypass_token_hash, locale, created_at, updated_at)
    SELECT 'B' || lpad(g::text, 9, '0'), t.hotel_id, 'guest' || g || '@bench.example',
      CASE WHEN g % 10 = 0 THEN 'cancelled' ELSE 'done' END,
      current_date + (g % 365) - 60, current_date + (g % 365) - 60 + 1 + (g % 3),
      t.payment_type,
      jsonb_build_object('first_name', 'Guest' || (g % 997), 'last_name', 'Family' || (g % 1009),
        'phone', '+8190' || lpad(g::text, 8, '0')),
      t.rooms, t.extras, t.answers, t.price, t.total_price, t.min_nights,
      md5('bench' || g), t.locale, now() - ((g % 90) || ' days')::interval, now()
    FROM generate_series(1, ${RESERVATIONS}) g,
      (SELECT * FROM reservations ORDER BY id DESC LIMIT 1) t`.execute(db);
  await sql`ANALYZE`.execute(db);
  console.log(`seeded ${RESERVATIONS} reservations in ${fmt(performance.now() - seeding)}`);

  const get = async (path: string): Promise<number> => {
    const start = performance.now();
    const res = await app.request(path, { headers: staff.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - start;
  };
  const DESK = '/api/v1/console/hotels/sakura-tokyo/reservations';
  const searches = [
    `${DESK}`,
    `${DESK}?q=Family12`,
    `${DESK}?q=guest4242`,
    `${DESK}?q=B00000777`,
    `${DESK}?q=${encodeURIComponent('+81900000')}`,
    `${DESK}?today=arrivals`,
    `${DESK}?today=in_house&sort=name`,
    `${DESK}?status=cancelled&sort=-total&page=3`,
    `${DESK}?stay_from=${addDays(today, 10)}&stay_to=${addDays(today, 20)}&source=widget`,
    `${DESK}?booked_from=${addDays(today, -7)}&room_type=standard-double&member=no`,
  ];
  const measure = async (label: string, paths: string[], limit: number) => {
    for (const path of paths) await get(path); // warm
    const times: number[] = [];
    const byPath = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const path of paths) {
        const ms = await get(path);
        times.push(ms);
        byPath.set(path, [...(byPath.get(path) ?? []), ms]);
      }
    if (process.env.DETAIL)
      for (const [path, list] of byPath)
        console.log(
          `  ${path.replace(/^.*reservations/, '')}: p50 ${fmt(percentile(list, 50))}, p95 ${fmt(percentile(list, 95))}`,
        );
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `${label}: p50 ${fmt(p50)}, p95 ${fmt(p95)}, max ${fmt(Math.max(...times))} (${times.length} requests; target ≤ ${limit} ms) ${p95 <= limit ? 'OK' : 'OVER'}`,
    );
  };
  await measure('desk search', searches, 200);
  const numbers = [7, 1234, 5555, 9876].map((n) => `B${String(n).padStart(9, '0')}`);
  await measure(
    'reservation page',
    numbers.map((n) => `${DESK}/${n}`),
    150,
  );
  await measure(
    'dashboard',
    [
      '/api/v1/console/hotels/sakura-tokyo/dashboard?nights=30',
      '/api/v1/console/hotels/sakura-tokyo/dashboard?nights=90',
    ],
    300,
  );

  // A booking made through another app instance (another process's share of the database),
  // timed from the request until the open desk's stream says so.
  const other = createApp({
    db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'https://book.test',
    widgetDir: '/nonexistent-widget-dir',
    logger: () => {},
    rateLimit: false,
  });
  const stream = await app.request('/api/v1/console/hotels/sakura-tokyo/reservation-updates', {
    headers: staff.headers,
  });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const until = async (pattern: RegExp) => {
    while (!pattern.test(text)) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended');
      text += decoder.decode(chunk.value);
    }
  };
  await until(/event: ready/);
  const free = await sql<{ date: string }>`
    SELECT i.date FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code = 'standard-double' AND i.date > ${addDays(today, 100)} AND i.remaining > 0
      AND NOT i.closed ORDER BY i.date LIMIT 10`.execute(db);
  const delays: number[] = [];
  for (const { date: checkin } of free.rows) {
    const start = performance.now();
    const res = await other.request('/api/v1/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokyoBooking(checkin, 1)),
    });
    const booked = (await res.json()) as { data?: { reservation_number: string } };
    const number = booked.data?.reservation_number;
    if (!number) throw new Error(`booking: ${res.status}`);
    await until(new RegExp(`"reservation_number":"${number}","kind":"created"`));
    delays.push(performance.now() - start);
  }
  await reader.cancel();
  console.log(
    `new booking to open desk (booking request included): p50 ${fmt(percentile(delays, 50))}, max ${fmt(Math.max(...delays))} (target ≤ 1000 ms) ${Math.max(...delays) <= 1000 ? 'OK' : 'OVER'}`,
  );
} finally {
  await pg.drop();
}
