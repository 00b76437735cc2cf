import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { closeNightsForFeed } from './apply.ts';

/** Adds an import URL for a room type of the hotel; the poll job reads it soon after. */
export async function createIcalFeed(
  db: Kysely<Database>,
  input: { hotelId: number; roomTypeId: number; url: string; name: string },
): Promise<{ id: number }> {
  return db
    .insertInto('ical_feeds')
    .values({
      hotel_id: input.hotelId,
      room_type_id: input.roomTypeId,
      url: input.url,
      name: input.name.slice(0, 100),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Removes an import feed: it is no longer read, and the nights it alone had closed (that were
 * open before) open again. False when the hotel has no such live feed. Run it in a transaction.
 */
export async function removeIcalFeed(
  db: Kysely<Database>,
  hotelId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const feed = await db
    .updateTable('ical_feeds')
    .set({ removed_at: now })
    .where('id', '=', id)
    .where('hotel_id', '=', hotelId)
    .where('removed_at', 'is', null)
    .returning(['id', 'room_type_id'])
    .executeTakeFirst();
  if (!feed) return false;
  await closeNightsForFeed(db, { feedId: feed.id, roomTypeId: feed.room_type_id }, [], null);
  return true;
}
