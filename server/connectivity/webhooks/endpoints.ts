import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A new endpoint's signing secret: shown once in the console, then only used to sign. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export async function createWebhookEndpoint(
  db: Kysely<Database>,
  hotelId: number,
  url: string,
  description: string,
): Promise<{ id: number; secret: string }> {
  const secret = newWebhookSecret();
  const row = await db
    .insertInto('webhook_endpoints')
    .values({ hotel_id: hotelId, url, secret, description: description.slice(0, 200) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

/** Stops sending to an endpoint; its delivery log stays. False when it was not live. */
export async function disableWebhookEndpoint(
  db: Kysely<Database>,
  hotelId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now })
    .where('id', '=', id)
    .where('hotel_id', '=', hotelId)
    .where('disabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (row)
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', last_error: 'endpoint disabled' })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  return row !== undefined;
}

/**
 * Sends a delivery again (the console's "redeliver"): back to pending, due now, its attempts
 * counted afresh. False when the hotel has no such delivery or its endpoint is disabled.
 */
export async function redeliver(
  db: Kysely<Database>,
  hotelId: number,
  deliveryId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now })
    .where('id', '=', deliveryId)
    .where('endpoint_id', 'in', (eb) =>
      eb
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('hotel_id', '=', hotelId)
        .where('disabled_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
