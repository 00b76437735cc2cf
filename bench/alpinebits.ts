/**
 * AlpineBits server on PostgreSQL (issue 42), in process through the real endpoint (multipart,
 * credentials, XSD check of the request, transaction):
 * - FreeRooms: one CompleteSet of 20 room types × 365 nights, each night its own Inventory
 *   element (the largest shape a channel manager sends), applied: target ≤ 1 s;
 * - GuestRequests: an OTA_ReadRQ answered with 500 pending bookings: target ≤ 500 ms.
 * Prints the median and worst of BENCH_RUNS (default 5) runs each; not a pass/fail test.
 *
 *   npx tsx bench/alpinebits.ts
 */
import { sql } from 'kysely';
import { createApp } from '../server/app.ts';
import { createCredential } from '../server/connectivity/alpinebits/credentials.ts';
import { sendAlpineBits } from '../server/connectivity/alpinebits/test-client.ts';
import { silentLogger } from '../server/http/logger.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { tokyoBooking } from '../server/test/fixtures.ts';
import { createPgTestDatabase, postgresAvailable } from '../server/test/postgres.ts';
import { addDays } from '../src/rules/dates.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOM_TYPES = 20;
const NIGHTS = 365;
const BOOKINGS = 500;

if (!(await postgresAvailable())) {
  console.log('PostgreSQL is not answering: nothing measured');
  process.exit(0);
}
const pg = await createPgTestDatabase();
const { db } = pg.handle;
try {
  const app = createApp({
    db,
    mailer: createMailer({ from: 'bench@sakura.example' }),
    publicOrigin: 'http://bench',
    widgetDir: '/nonexistent',
    logger: silentLogger,
    rateLimit: false,
  });
  const hotel = await db
    .selectFrom('hotels')
    .selectAll()
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('room_types')
    .selectAll()
    .where('hotel_id', '=', hotel.id)
    .executeTakeFirstOrThrow();
  const codes = Array.from({ length: ROOM_TYPES }, (_, i) => `BN${String(i + 1).padStart(2, '0')}`);
  await db
    .insertInto('room_types')
    .values(
      codes.map((code, i) => ({
        hotel_id: hotel.id,
        code,
        name: `Bench ${code}`,
        description: '',
        capacity: template.capacity,
        size_sqm: template.size_sqm,
        filters: JSON.stringify([]),
        total_rooms: 10,
        base_price: template.base_price,
        position: 100 + i,
      })),
    )
    .execute();
  const creds = await createCredential(db, hotel.id, 'bench');
  const today = new Date().toISOString().slice(0, 10);
  // One booking to copy for the read below, made while the hotel still has rooms.
  for (let offset = 20; offset < 60; offset++) {
    const res = await app.request('/api/v1/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tokyoBooking(addDays(today, offset))),
    });
    if (res.status < 300) break;
  }
  // Each run other counts, so every night is written every time.
  const freeRooms = (run: number) => `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelInvCountNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="4">
<UniqueID Type="16" ID="1" Instance="CompleteSet"/>
<Inventories HotelCode="${hotel.code}">
${codes
  .flatMap((code, r) =>
    Array.from({ length: NIGHTS }, (_, n) => {
      const day = addDays(today, n + 1);
      return `<Inventory><StatusApplicationControl Start="${day}" End="${day}" InvTypeCode="${code}"/><InvCounts><InvCount CountType="2" Count="${((n + r + run) % 6) + 1}"/></InvCounts></Inventory>`;
    }),
  )
  .join('\n')}
</Inventories></OTA_HotelInvCountNotifRQ>`;

  const time = async (label: string, target: number, once: (run: number) => Promise<void>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await once(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    const worst = times.at(-1) ?? Number.NaN;
    console.log(
      `${label}: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ≤ ${target} ms)`,
    );
  };

  const messages = Array.from({ length: RUNS }, (_, run) => freeRooms(run));
  console.log(`FreeRooms request: ${((messages[0]?.length ?? 0) / 1024).toFixed(0)} KB`);
  await time(`FreeRooms ${ROOM_TYPES} room types × ${NIGHTS} nights`, 1000, async (run) => {
    const answer = await sendAlpineBits(
      app,
      creds,
      'OTA_HotelInvCountNotif:FreeRooms',
      messages[run] ?? '',
    );
    if (answer.status !== 200 || !answer.body.includes('<Success')) throw new Error(answer.body);
  });
  const applied = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code LIKE 'BN%' AND t.hotel_id = ${hotel.id} AND i.date > ${today}`.execute(db);
  console.log(`  nights written: ${applied.rows[0]?.n}`);

  // 500 confirmed bookings nobody has read: copies of that booking (the trigger records each).
  const source = await db
    .selectFrom('reservations')
    .select('id')
    .where('hotel_id', '=', hotel.id)
    .where('status', '=', 'done')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO reservations (number, hotel_id, email, status, checkin_date, checkout_date,
      payment_type, guest, rooms, extras, answers, coupon_code, special_request, price,
      total_price, min_nights, bypass_token_hash, locale, modified_by_staff, cancellation)
    SELECT 'B' || lpad(g::text, 9, '0'), hotel_id, email, 'done', checkin_date, checkout_date,
      payment_type, guest, rooms, extras, answers, coupon_code, special_request, price,
      total_price, min_nights, 'bench-' || g, locale, modified_by_staff, cancellation
    FROM reservations, generate_series(1, ${BOOKINGS}) g WHERE id = ${source.id}`.execute(db);
  const read = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.001"><ReadRequests>
<HotelReadRequest HotelCode="${hotel.code}"/></ReadRequests></OTA_ReadRQ>`;
  let sent = 0;
  await time(`OTA_ReadRQ with ${BOOKINGS}+ pending bookings`, 500, async () => {
    const answer = await sendAlpineBits(app, creds, 'OTA_Read:GuestRequests', read);
    if (answer.status !== 200) throw new Error(answer.body);
    sent = answer.body.split('<HotelReservation ').length - 1;
  });
  console.log(`  bookings in each answer: ${sent} (kept pending: none acknowledged)`);
} finally {
  await pg.drop();
}
