import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ConnectivityMessageTable } from '../db/schema-connectivity.ts';

/** Messages kept per hotel: the console lists the latest; older ones are pruned on write. */
export const MESSAGES_KEPT = 200;

export type MessageEntry = Pick<
  ConnectivityMessageTable,
  'channel' | 'direction' | 'action' | 'outcome'
> & { hotelId: number | null; httpStatus: number | null; detail: string };

/**
 * Logs one message received or sent (AlpineBits exchange, webhook attempt, iCal fetch) with its
 * outcome, for the console's connectivity screen. Details are counts and reasons, never guests'
 * data or secrets.
 */
export async function recordMessage(db: Kysely<Database>, entry: MessageEntry): Promise<void> {
  const row = await db
    .insertInto('connectivity_messages')
    .values({
      hotel_id: entry.hotelId,
      channel: entry.channel,
      direction: entry.direction,
      action: entry.action.slice(0, 100),
      outcome: entry.outcome,
      http_status: entry.httpStatus,
      detail: entry.detail.slice(0, 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.hotelId !== null && row.id % 50 === 0) {
    // Now and then, drop what the console no longer shows.
    const hotelId = entry.hotelId;
    const cutoff = await db
      .selectFrom('connectivity_messages')
      .select('id')
      .where('hotel_id', '=', hotelId)
      .orderBy('id', 'desc')
      .offset(MESSAGES_KEPT)
      .limit(1)
      .executeTakeFirst();
    if (cutoff)
      await db
        .deleteFrom('connectivity_messages')
        .where('hotel_id', '=', hotelId)
        .where('id', '<=', cutoff.id)
        .execute();
  }
}
