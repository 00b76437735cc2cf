import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { checkUrlToSave, type OutboundPolicy } from '../outbound-host.ts';
import { createWebhookEndpoint, disableWebhookEndpoint, redeliver } from '../webhooks/endpoints.ts';
import { type Actor, audited, iso } from './audit.ts';

export async function listEndpoints(db: Kysely<Database>, hotelId: number) {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'description', 'created_at', 'disabled_at'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: iso(r.created_at) ?? '',
    disabled_at: iso(r.disabled_at),
  }));
}

export async function addEndpoint(
  db: Kysely<Database>,
  actor: Actor,
  input: { url: string; description: string },
  outbound: OutboundPolicy,
) {
  await checkUrlToSave(input.url, outbound);
  const made = await audited(
    db,
    actor,
    {
      action: 'connectivity.webhook.create',
      target: 'webhooks',
      before: null,
      after: (e: { id: number }) => ({ id: e.id, url: input.url, description: input.description }),
    },
    (trx) => createWebhookEndpoint(trx, actor.hotel.id, input.url, input.description),
  );
  return {
    id: made.id,
    url: input.url,
    description: input.description,
    secret: made.secret,
    created_at: actor.now.toISOString(),
    disabled_at: null,
  };
}

export async function disableEndpoint(db: Kysely<Database>, actor: Actor, id: number) {
  await audited(
    db,
    actor,
    {
      action: 'connectivity.webhook.disable',
      target: `webhook:${id}`,
      before: { id },
      after: () => ({ disabled: true }),
    },
    async (trx) => {
      if (!(await disableWebhookEndpoint(trx, actor.hotel.id, id, actor.now)))
        throw notFound('webhook endpoint');
    },
  );
}

export async function listDeliveries(db: Kysely<Database>, hotelId: number) {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .innerJoin('channel_events as e', 'e.id', 'd.event_id')
    .innerJoin('reservations as r', 'r.id', 'e.reservation_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.event_id',
      'd.event_type',
      'r.number as reservation_number',
      'd.status',
      'd.attempts',
      'd.last_status',
      'd.last_error',
      'd.next_attempt_at',
      'd.delivered_at',
      'd.created_at',
    ])
    .where('w.hotel_id', '=', hotelId)
    .orderBy('d.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    ...r,
    event_id: `evt_${r.event_id}`,
    next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
    delivered_at: iso(r.delivered_at),
    created_at: iso(r.created_at) ?? '',
  }));
}

export async function redeliverDelivery(db: Kysely<Database>, actor: Actor, id: number) {
  await audited(
    db,
    actor,
    {
      action: 'connectivity.webhook.redeliver',
      target: `webhook_delivery:${id}`,
      before: { id },
      after: () => ({ pending: true }),
    },
    async (trx) => {
      if (!(await redeliver(trx, actor.hotel.id, id, actor.now)))
        throw notFound('webhook delivery');
    },
  );
}
