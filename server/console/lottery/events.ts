import { type Kysely, sql } from 'kysely';
import type {
  ConsoleLotteryEntry,
  ConsoleLotteryEvent,
  CreateConsoleLotteryEvent,
} from '../../../src/api/contract/console/lottery.ts';
import type { Database } from '../../db/schema.ts';
import { CSV_BOM, csvLine } from '../../services/corporate/csv.ts';
import {
  findLotteryEvent,
  insertLotteryEvent,
  type LotteryEventView,
  lotteryNotFound,
  presentLotteryEvent,
} from '../../services/lottery/events.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';

type Tally = ConsoleLotteryEvent['tally'];
const NO_TALLY: Tally = { entries: 0, winners: 0, booked: 0, declined: 0 };

/** Entries per event: all live ones, drawn winners, winners who booked, winners who did not. */
async function tallies(db: Kysely<Database>, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, Tally>();
  const rows = await db
    .selectFrom('lottery_entries')
    .select([
      'event_id',
      sql<number>`count(*) filter (where status <> 'registration_cancelled')`.as('entries'),
      sql<number>`count(*) filter (where status like 'winner%')`.as('winners'),
      sql<number>`count(*) filter (where status = 'winner_reservation_confirmed')`.as('booked'),
      sql<number>`count(*) filter (where status in ('winner_reservation_pending_declined', 'winner_reservation_cancelled'))`.as(
        'declined',
      ),
    ])
    .where('event_id', 'in', eventIds)
    .groupBy('event_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.event_id,
      {
        entries: Number(r.entries),
        winners: Number(r.winners),
        booked: Number(r.booked),
        declined: Number(r.declined),
      },
    ]),
  );
}

function present(event: LotteryEventView, tally: Tally, now: Date): ConsoleLotteryEvent {
  return {
    ...presentLotteryEvent(event, now),
    drawn_at: event.drawn_at?.toISOString() ?? null,
    tally,
    published: event.published,
    names: event.names,
    notifications: event.notifications,
  };
}

/** One of the hotel's events (404 for another hotel's id, so ids do not leak across hotels). */
export async function hotelLotteryEvent(
  db: Kysely<Database>,
  hotelId: number,
  id: number,
): Promise<LotteryEventView> {
  const event = await findLotteryEvent(db, id);
  if (event.hotel_id !== hotelId) throw lotteryNotFound();
  return event;
}

/** One event as the console shows it. */
export async function consoleLotteryEvent(
  db: Kysely<Database>,
  event: LotteryEventView,
  now: Date,
): Promise<ConsoleLotteryEvent> {
  const tally = (await tallies(db, [event.id])).get(event.id) ?? NO_TALLY;
  return present(event, tally, now);
}

/** The hotel's events, newest first. */
export async function listLotteryEvents(
  db: Kysely<Database>,
  hotelId: number,
  now: Date,
): Promise<ConsoleLotteryEvent[]> {
  const ids = await db
    .selectFrom('lottery_events')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .orderBy('id', 'desc')
    .execute();
  const events = await Promise.all(ids.map((r) => findLotteryEvent(db, r.id)));
  const counts = await tallies(
    db,
    ids.map((r) => r.id),
  );
  return events.map((e) => present(e, counts.get(e.id) ?? NO_TALLY, now));
}

/**
 * Sets up an event as a draft (members see it once it is published), holding its rooms, and
 * records it in the audit log, in one transaction.
 */
export async function createConsoleLotteryEvent(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  hotel: { id: number; code: string },
  input: CreateConsoleLotteryEvent,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const id = await insertLotteryEvent(tx, hotel.id, {
      planCode: input.plan_code,
      name: input.name,
      notification: input.notification,
      entriesOpenAt: new Date(input.entries_open_at),
      entriesCloseAt: new Date(input.entries_close_at),
      resultAt: new Date(input.result_at),
      reservationDeadline: new Date(input.reservation_deadline),
      stayFrom: input.stay_from,
      stayTo: input.stay_to,
      minNights: input.min_nights,
      maxNights: input.max_nights,
      roomsHeld: input.rooms_held,
      maxAdults: input.max_adults,
      names: input.names,
      notifications: input.notifications,
      published: false,
    });
    await recordAudit(tx, {
      staff,
      hotelId: hotel.id,
      action: 'lottery.create',
      target: `lottery_event:${id}`,
      before: undefined,
      after: input,
      at: now,
    });
    return id;
  });
}

/** The event's entries in the order they came, with the booking a winner made. */
export async function lotteryEntries(
  db: Kysely<Database>,
  eventId: number,
): Promise<ConsoleLotteryEntry[]> {
  const rows = await db
    .selectFrom('lottery_entries as le')
    .innerJoin('members as m', 'm.id', 'le.member_id')
    .leftJoin('reservations as r', 'r.id', 'le.reservation_id')
    .select([
      'le.entry_number',
      'le.first_name',
      'le.last_name',
      'm.email',
      'le.checkin_date',
      'le.checkout_date',
      'le.adults',
      'le.status',
      'r.number as reservation_number',
      'le.created_at',
    ])
    .where('le.event_id', '=', eventId)
    .orderBy('le.id')
    .execute();
  return rows.map((r) => ({
    entry_number: r.entry_number,
    name: `${r.first_name} ${r.last_name}`,
    email: r.email,
    checkin_date: r.checkin_date,
    checkout_date: r.checkout_date,
    adults: r.adults,
    status: r.status,
    reservation_number: r.reservation_number ?? null,
    created_at: r.created_at.toISOString(),
  }));
}

const CSV_COLUMNS = [
  'entry_number',
  'name',
  'email',
  'checkin_date',
  'checkout_date',
  'adults',
  'status',
  'reservation_number',
  'created_at',
] as const satisfies readonly (keyof ConsoleLotteryEntry)[];

/** The entries as a spreadsheet-safe CSV file (BOM, formula-guarded cells). */
export function lotteryEntriesCsv(entries: readonly ConsoleLotteryEntry[]): string {
  return (
    CSV_BOM +
    csvLine(CSV_COLUMNS) +
    entries.map((e) => csvLine(CSV_COLUMNS.map((c) => e[c] ?? ''))).join('')
  );
}
