import type { Kysely, Selectable } from 'kysely';
import { ErrorCode, type PaymentType } from '../../../src/api/contract/index.ts';
import type { LotteryEvent, LotteryPhase } from '../../../src/api/contract/lottery.ts';
import type { Database } from '../../db/schema.ts';
import type { LotteryEventTable } from '../../db/schema-lottery.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import { findHotel } from '../hotels.ts';
import { checkStock, releaseStock, takeStock } from '../reservations/stock.ts';

export type LotteryEventRow = Selectable<LotteryEventTable>;

/** The event with what its screens name: hotel, room type and plan. */
export interface LotteryEventView extends LotteryEventRow {
  hotel_code: string;
  hotel_name: string;
  time_zone: string;
  room_type_id: number;
  room_type_code: string;
  room_type_name: string;
  plan_code: string;
  plan_name: string;
  payment_type: PaymentType;
}

export const lotteryNotFound = (): DomainError =>
  new DomainError(ErrorCode.notFound, 404, 'No lottery event has this id.', 'id');

/** The event's phase at `now`: entries not yet open, open, closed until the draw, drawn. */
export function lotteryPhase(event: LotteryEventRow, now: Date): LotteryPhase {
  if (event.drawn_at) return 'drawn';
  if (now < event.entries_open_at) return 'upcoming';
  if (now < event.entries_close_at) return 'open';
  return 'closed';
}

/** Reads one event with its hotel, room type and plan; 404 when there is none. */
export async function findLotteryEvent(
  db: Kysely<Database>,
  id: number,
): Promise<LotteryEventView> {
  const row = await db
    .selectFrom('lottery_events as e')
    .innerJoin('hotels as h', 'h.id', 'e.hotel_id')
    .innerJoin('plans as p', 'p.id', 'e.plan_id')
    .innerJoin('room_types as rt', 'rt.id', 'p.room_type_id')
    .selectAll('e')
    .select([
      'h.code as hotel_code',
      'h.name as hotel_name',
      'h.time_zone as time_zone',
      'rt.id as room_type_id',
      'rt.code as room_type_code',
      'rt.name as room_type_name',
      'p.code as plan_code',
      'p.name as plan_name',
      'p.payment_type as payment_type',
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) throw lotteryNotFound();
  return row;
}

/** The event's name or note in `locale` when it has one there, else the plain text. */
export function lotteryText(
  plain: string,
  texts: Readonly<Record<string, string>>,
  locale: string | null | undefined,
): string {
  const own = locale ? texts[locale] : undefined;
  return own ? own : plain;
}

/** The event setting as `GET /lottery_events/{id}` answers it, its texts in `locale`. */
export function presentLotteryEvent(
  event: LotteryEventView,
  now: Date,
  locale?: string | null,
): LotteryEvent {
  return {
    id: event.id,
    hotel_code: event.hotel_code,
    hotel_name: event.hotel_name,
    time_zone: event.time_zone,
    name: lotteryText(event.name, event.names, locale),
    notification: lotteryText(event.notification, event.notifications, locale),
    room_type_code: event.room_type_code,
    room_type_name: event.room_type_name,
    room_plan_code: event.plan_code,
    room_plan_name: event.plan_name,
    payment_type: event.payment_type,
    entries_open_at: event.entries_open_at.toISOString(),
    entries_close_at: event.entries_close_at.toISOString(),
    result_at: event.result_at.toISOString(),
    reservation_deadline: event.reservation_deadline.toISOString(),
    stay_from: event.stay_from,
    stay_to: event.stay_to,
    min_nights: event.min_nights,
    max_nights: event.max_nights,
    max_adults: event.max_adults,
    rooms_held: event.rooms_held,
    phase: lotteryPhase(event, now),
  };
}

/** What a hotel sets up for an event. */
export interface NewLotteryEvent {
  hotelCode: string;
  planCode: string;
  name: string;
  notification?: string;
  entriesOpenAt: Date;
  entriesCloseAt: Date;
  resultAt: Date;
  reservationDeadline: Date;
  stayFrom: string;
  stayTo: string;
  minNights: number;
  maxNights: number;
  roomsHeld: number;
  /** Adults an entry may ask for; absent or null: the room type's capacity. */
  maxAdults?: number | null;
  /** Name and note per locale (the console's); absent: the plain texts only. */
  names?: Record<string, string>;
  notifications?: Record<string, string>;
  /** Members see it; absent: published (the CLI's and the API's events are live at once). */
  published?: boolean;
}

/**
 * Creates an event and holds its rooms: `roomsHeld` rooms of the plan's room type are taken
 * from every night of the stay window (1105 when a night has fewer free), so ordinary
 * bookings cannot take what the winners were promised. One transaction.
 */
export async function createLotteryEvent(
  db: Kysely<Database>,
  input: NewLotteryEvent,
): Promise<number> {
  const hotel = await findHotel(db, input.hotelCode);
  return db.transaction().execute((tx) => insertLotteryEvent(tx, hotel.id, input));
}

/**
 * `createLotteryEvent` inside the caller's transaction (the console records its audit entry in
 * the same one). A plan code the hotel does not have is a 400 naming `plan_code`.
 */
export async function insertLotteryEvent(
  tx: Kysely<Database>,
  hotelId: number,
  input: Omit<NewLotteryEvent, 'hotelCode'>,
): Promise<number> {
  const plan = await lotteryPlan(tx, hotelId, input.planCode);
  const maxAdults = lotteryMaxAdults(input.maxAdults, plan.capacity);
  await checkStock(tx, plan.room_type_id, input.roomsHeld, input.stayFrom, input.stayTo);
  await takeStock(tx, plan.room_type_id, input.roomsHeld, input.stayFrom, input.stayTo);
  const row = await tx
    .insertInto('lottery_events')
    .values({
      hotel_id: hotelId,
      plan_id: plan.id,
      name: input.name,
      notification: input.notification ?? '',
      entries_open_at: input.entriesOpenAt,
      entries_close_at: input.entriesCloseAt,
      result_at: input.resultAt,
      reservation_deadline: input.reservationDeadline,
      stay_from: input.stayFrom,
      stay_to: input.stayTo,
      min_nights: input.minNights,
      max_nights: input.maxNights,
      max_adults: maxAdults,
      rooms_held: input.roomsHeld,
      published: input.published ?? true,
      names: JSON.stringify(input.names ?? {}),
      notifications: JSON.stringify(input.notifications ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The hotel's plan an event is for, with its room type's capacity; 400 at `plan_code` if none. */
export async function lotteryPlan(tx: Kysely<Database>, hotelId: number, planCode: string) {
  const plan = await tx
    .selectFrom('plans as p')
    .innerJoin('room_types as rt', 'rt.id', 'p.room_type_id')
    .select(['p.id', 'p.room_type_id', 'rt.capacity'])
    .where('p.hotel_id', '=', hotelId)
    .where('p.code', '=', planCode)
    .executeTakeFirst();
  if (!plan) throw invalid('plan_code', 'unknown');
  return plan;
}

/** The adults limit asked for, within what the room holds (400 at `max_adults` above it). */
export function lotteryMaxAdults(asked: number | null | undefined, capacity: number): number {
  if (asked === null || asked === undefined) return capacity;
  if (asked > capacity) throw invalid('max_adults', 'capacity');
  return asked;
}

/** Gives `count` held rooms of an event back to ordinary sale for the nights of a stay. */
export function releaseHeld(
  db: Kysely<Database>,
  event: Pick<LotteryEventView, 'room_type_id'>,
  count: number,
  checkin: string,
  checkout: string,
): Promise<void> {
  return releaseStock(db, event.room_type_id, count, checkin, checkout);
}
