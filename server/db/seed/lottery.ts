import type { Kysely } from 'kysely';
import { addDays } from '../../../src/rules/dates.ts';
import { createLotteryEvent } from '../../services/lottery/events.ts';
import { checkStock } from '../../services/reservations/stock.ts';
import type { Database } from '../schema.ts';
import { DEMO_MEMBER } from './members.ts';

const HOTEL = 'sakura-tokyo';
const PLAN = 'std-room-only';
const DAY_MS = 86_400_000;

/** The demo open event's name (journeys and the README refer to it). */
export const DEMO_LOTTERY_NAME = 'Summer fireworks week';

/**
 * The first stay window of `nights` nights from `offset` days on with `rooms` free every night;
 * null when none (a start never fails for want of demo data).
 */
async function freeWindow(
  db: Kysely<Database>,
  today: string,
  offset: number,
  nights: number,
  rooms: number,
): Promise<string | null> {
  const type = await db
    .selectFrom('plans as p')
    .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
    .select('p.room_type_id')
    .where('h.code', '=', HOTEL)
    .where('p.code', '=', PLAN)
    .executeTakeFirstOrThrow();
  for (let day = offset; day < offset + 120; day++) {
    const from = addDays(today, day);
    const free = await checkStock(db, type.room_type_id, rooms, from, addDays(from, nights)).then(
      () => true,
      () => false,
    );
    if (free) return from;
  }
  return null;
}

/**
 * Two lottery events at Sakura Tokyo (once; kept on later starts): an open one (entries until
 * 14 days from now, drawn at day 15, winners book until day 20; 1 Standard Double held on each
 * of 7 nights about two months ahead, stays of 1–3 nights), and one whose deadline passed
 * yesterday, in which the demo member won and never booked (the "reservation deadline passed"
 * case; the lottery job declines it and releases its room on start).
 */
export async function seedLottery(
  db: Kysely<Database>,
  today: string,
  now = new Date(),
): Promise<void> {
  const seeded = await db
    .selectFrom('lottery_events as e')
    .innerJoin('hotels as h', 'h.id', 'e.hotel_id')
    .select('e.id')
    .where('h.code', '=', HOTEL)
    .executeTakeFirst();
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', DEMO_MEMBER.email)
    .executeTakeFirst();
  if (seeded || !member) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const openFrom = await freeWindow(db, today, 60, 7, 1);
  if (!openFrom) return;
  await createLotteryEvent(db, {
    hotelCode: HOTEL,
    planCode: PLAN,
    name: DEMO_LOTTERY_NAME,
    notification: 'One Standard Double is held on each night of the fireworks week.',
    entriesOpenAt: at(-1),
    entriesCloseAt: at(14),
    resultAt: at(15),
    reservationDeadline: at(20),
    stayFrom: openFrom,
    stayTo: addDays(openFrom, 7),
    minNights: 1,
    maxNights: 3,
    roomsHeld: 1,
  });
  // Looked for after the open event took its rooms, so the two never compete for one night.
  const pastFrom = await freeWindow(db, today, 90, 3, 1);
  if (!pastFrom) return;
  const past = await createLotteryEvent(db, {
    hotelCode: HOTEL,
    planCode: PLAN,
    name: 'Autumn leaves weekend',
    entriesOpenAt: at(-30),
    entriesCloseAt: at(-10),
    resultAt: at(-9),
    reservationDeadline: at(-1),
    stayFrom: pastFrom,
    stayTo: addDays(pastFrom, 3),
    minNights: 1,
    maxNights: 2,
    roomsHeld: 1,
  });
  await db
    .updateTable('lottery_events')
    .set({ drawn_at: at(-9), draw_seed: 20_261_124 })
    .where('id', '=', past)
    .execute();
  await db
    .insertInto('lottery_entries')
    .values({
      entry_number: 'L000000001',
      event_id: past,
      member_id: member.id,
      status: 'winner_reservation_pending',
      checkin_date: pastFrom,
      checkout_date: addDays(pastFrom, 2),
      adults: 2,
      first_name: DEMO_MEMBER.first_name,
      last_name: DEMO_MEMBER.last_name,
      locale: 'en',
      result_mailed_at: at(-9),
      created_at: at(-20),
      updated_at: at(-9),
    })
    .execute();
}
