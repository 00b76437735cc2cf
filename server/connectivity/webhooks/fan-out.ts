import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { webhookPayload } from './payload.ts';

const CURSOR = 'webhooks';

/**
 * Turns new reservation events into deliveries, one per live endpoint of the event's hotel that
 * existed when it happened, each with its body fixed now. The cursor moves in the same
 * transaction, so an event is fanned out exactly once even if the process dies midway (the job
 * runs in one process at a time: jobs/single-run.ts). Returns the events read.
 */
export async function fanOutEvents(db: Kysely<Database>, now: Date, batch = 500): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('connectivity_cursors')
      .values({ name: CURSOR, position: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const cursor = await trx
      .selectFrom('connectivity_cursors')
      .select('position')
      .where('name', '=', CURSOR)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const events = await trx
      .selectFrom('channel_events as e')
      .innerJoin('reservations as r', 'r.id', 'e.reservation_id')
      .innerJoin('hotels as h', 'h.id', 'e.hotel_id')
      .select([
        'e.id as event_id',
        'e.kind',
        'e.created_at as occurred_at',
        'e.hotel_id',
        'h.code as hotel_code',
        'h.currency',
        'r.number',
        'r.status',
        'r.checkin_date',
        'r.checkout_date',
        'r.email',
        'r.guest',
        'r.rooms',
        'r.special_request',
        'r.total_price',
        'r.created_at',
        'r.updated_at',
      ])
      .where('e.id', '>', cursor.position)
      .orderBy('e.id')
      .limit(batch)
      .execute();
    const last = events.at(-1);
    if (!last) return 0;
    const hotels = [...new Set(events.map((e) => e.hotel_id))];
    const endpoints = await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'hotel_id', 'created_at'])
      .where('hotel_id', 'in', hotels)
      .where('disabled_at', 'is', null)
      .execute();
    const deliveries = events.flatMap((event) => {
      const targets = endpoints.filter(
        (w) => w.hotel_id === event.hotel_id && w.created_at <= event.occurred_at,
      );
      if (targets.length === 0) return [];
      const payload = webhookPayload({
        eventId: event.event_id,
        kind: event.kind,
        occurredAt: event.occurred_at,
        hotelCode: event.hotel_code,
        currency: event.currency,
        reservation: {
          number: event.number,
          status: event.status,
          checkin_date: String(event.checkin_date),
          checkout_date: String(event.checkout_date),
          email: event.email,
          guest: event.guest,
          rooms: event.rooms,
          special_request: event.special_request,
          total_price: event.total_price,
          created_at: event.created_at,
          updated_at: event.updated_at,
        },
      });
      const type = JSON.parse(payload).type as string;
      return targets.map((w) => ({
        endpoint_id: w.id,
        event_id: event.event_id,
        event_type: type,
        payload,
        status: 'pending' as const,
        next_attempt_at: now,
      }));
    });
    if (deliveries.length > 0)
      await trx
        .insertInto('webhook_deliveries')
        .values(deliveries)
        .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
        .execute();
    await trx
      .updateTable('connectivity_cursors')
      .set({ position: last.event_id })
      .where('name', '=', CURSOR)
      .execute();
    return events.length;
  });
}
