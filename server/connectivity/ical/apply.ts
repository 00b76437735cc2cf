import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface FeedChange {
  added: number;
  removed: number;
  conflicts: number;
}

/**
 * Makes the nights one import feed closes exactly `nights` (from `today` on; with `today` null,
 * every night of the feed goes), in the caller's transaction:
 * - a new night closes the room type's stock of that night (`inventory.closed`), remembering
 *   whether it was open before any feed closed it; a night that already has bookings is a
 *   conflict, recorded for the console (the bookings stand);
 * - a night the feed no longer has opens again once no other feed closes it, if it was open
 *   before the feeds closed it (a night the hotel closed itself stays closed).
 * Changing `inventory` notifies the search caches like any stock change.
 */
export async function closeNightsForFeed(
  trx: Kysely<Database>,
  feed: { feedId: number; roomTypeId: number },
  nights: readonly string[],
  today: string | null,
): Promise<FeedChange> {
  const held = await trx
    .selectFrom('ical_feed_nights')
    .select(['date', 'reopen'])
    .where('feed_id', '=', feed.feedId)
    .execute();
  const heldDates = new Set(held.map((n) => String(n.date)));
  const wanted = new Set(nights);
  const added = nights.filter((n) => !heldDates.has(n));
  const removed = held.filter(
    (n) => !wanted.has(String(n.date)) && (today === null || String(n.date) >= today),
  );
  let conflicts = 0;

  if (added.length > 0) {
    const stock = await trx
      .selectFrom('inventory')
      .select(['date', 'closed', 'total', 'remaining'])
      .where('room_type_id', '=', feed.roomTypeId)
      .where('date', 'in', added)
      .execute();
    const others = await trx
      .selectFrom('ical_feed_nights')
      .select(['date', 'reopen'])
      .where('room_type_id', '=', feed.roomTypeId)
      .where('feed_id', '<>', feed.feedId)
      .where('date', 'in', added)
      .execute();
    const otherReopen = new Map(others.map((o) => [String(o.date), o.reopen]));
    const rows = stock.map((s) => {
      const date = String(s.date);
      return {
        feed_id: feed.feedId,
        room_type_id: feed.roomTypeId,
        date,
        // Another feed closed it first: it knows whether the hotel had it open.
        reopen: otherReopen.get(date) ?? !s.closed,
      };
    });
    if (rows.length > 0) {
      await trx.insertInto('ical_feed_nights').values(rows).execute();
      await trx
        .updateTable('inventory')
        .set({ closed: true })
        .where('room_type_id', '=', feed.roomTypeId)
        .where(
          'date',
          'in',
          rows.map((r) => r.date),
        )
        .where('closed', '=', false)
        .execute();
    }
    const booked = stock.filter((s) => s.remaining < s.total);
    conflicts = booked.length;
    if (booked.length > 0)
      await trx
        .insertInto('ical_conflicts')
        .values(
          booked.map((s) => ({
            feed_id: feed.feedId,
            date: String(s.date),
            booked: s.total - s.remaining,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['feed_id', 'date'])
            .doUpdateSet((eb) => ({ booked: eb.ref('excluded.booked') })),
        )
        .execute();
  }

  if (removed.length > 0) {
    const dates = removed.map((n) => String(n.date));
    await trx
      .deleteFrom('ical_feed_nights')
      .where('feed_id', '=', feed.feedId)
      .where('date', 'in', dates)
      .execute();
    await trx
      .deleteFrom('ical_conflicts')
      .where('feed_id', '=', feed.feedId)
      .where('date', 'in', dates)
      .execute();
    const stillClosed = await trx
      .selectFrom('ical_feed_nights')
      .select('date')
      .where('room_type_id', '=', feed.roomTypeId)
      .where('date', 'in', dates)
      .execute();
    const kept = new Set(stillClosed.map((n) => String(n.date)));
    const reopen = removed
      .filter((n) => n.reopen && !kept.has(String(n.date)))
      .map((n) => String(n.date));
    if (reopen.length > 0)
      await trx
        .updateTable('inventory')
        .set({ closed: false })
        .where('room_type_id', '=', feed.roomTypeId)
        .where('date', 'in', reopen)
        .execute();
  }
  return { added: added.length, removed: removed.length, conflicts };
}
