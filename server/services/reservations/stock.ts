import { type Kysely, sql } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';

/** Rooms wanted per room type, taken in id order so concurrent bookings lock rows alike. */
export function roomsPerType(rooms: readonly { room_type_id: number }[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const r of rooms) counts.set(r.room_type_id, (counts.get(r.room_type_id) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes `count` rooms of a type for every night of the stay in one conditional UPDATE: a night
 * is decremented only while it still has enough rooms, so two bookings can never both take the
 * last room. If fewer nights were updated than the stay has, the caller's transaction must roll
 * back — this function throws the catalogue's 1105 "room became full" to make that happen.
 */
export async function takeStock(
  db: Kysely<Database>,
  roomTypeId: number,
  count: number,
  checkin: string,
  checkout: string,
): Promise<void> {
  const taken = await db
    .updateTable('inventory')
    .set({ remaining: sql`remaining - ${count}` })
    .where('room_type_id', '=', roomTypeId)
    .where('date', '>=', checkin)
    .where('date', '<', checkout)
    .where('remaining', '>=', count)
    .where('closed', '=', false)
    .returning('date')
    .execute();
  if (taken.length !== daysBetween(checkin, checkout)) throw roomBecameFull();
}

/** The catalogue's 1105, the same for a booking that lost the race and a quote of a full room. */
export const roomBecameFull = (): DomainError =>
  new DomainError(
    ErrorCode.roomBecameFull,
    409,
    'The room became full while you were booking. Please choose another room or date.',
  );

/**
 * The read-only twin of `takeStock` for a quote: throws 1105 unless every night of the stay
 * still has `count` rooms of the type. Nothing is held; the booking itself takes the rooms.
 */
export async function checkStock(
  db: Kysely<Database>,
  roomTypeId: number,
  count: number,
  checkin: string,
  checkout: string,
): Promise<void> {
  const free = await db
    .selectFrom('inventory')
    .select('date')
    .where('room_type_id', '=', roomTypeId)
    .where('date', '>=', checkin)
    .where('date', '<', checkout)
    .where('remaining', '>=', count)
    .where('closed', '=', false)
    .execute();
  if (free.length !== daysBetween(checkin, checkout)) throw roomBecameFull();
}

/** Gives rooms back (cancel, date change); never above the night's total. */
export async function releaseStock(
  db: Kysely<Database>,
  roomTypeId: number,
  count: number,
  checkin: string,
  checkout: string,
): Promise<void> {
  await db
    .updateTable('inventory')
    .set({ remaining: sql`LEAST(total, remaining + ${count})` })
    .where('room_type_id', '=', roomTypeId)
    .where('date', '>=', checkin)
    .where('date', '<', checkout)
    .execute();
}
