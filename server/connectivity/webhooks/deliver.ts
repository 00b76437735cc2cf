import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordMessage } from '../messages.ts';
import { fetchOutbound, type OutboundPolicy } from '../outbound-host.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff.ts';
import { signWebhook, WEBHOOK_HEADERS } from './signature.ts';

export interface DeliverDeps {
  db: Kysely<Database>;
  now: () => Date;
  fetch?: typeof fetch;
  /** Whether internal hosts may be reached (outbound-host.ts); default not. */
  outbound?: OutboundPolicy;
  /** First retry wait (doubled after each failure); tests shorten it. */
  baseDelayMs?: number;
  /** A receiver that has not answered by then counts as failed. */
  timeoutMs?: number;
}

/**
 * Sends every due delivery once: 2xx is delivered; anything else (status, timeout, refused
 * connection, a redirect, a host resolving to an internal address) is retried after an exponential wait, and after MAX_ATTEMPTS given up
 * as failed. Each attempt is signed afresh (its own timestamp) and logged for the console.
 * Returns the attempts made.
 */
export async function deliverDue(deps: DeliverDeps, limit = 50): Promise<number> {
  const outbound = {
    policy: deps.outbound ?? { allowPrivateHosts: false },
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
  const due = await deps.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', 'w.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.event_id',
      'd.event_type',
      'd.payload',
      'd.attempts',
      'w.url',
      'w.secret',
      'w.hotel_id',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', deps.now())
    .where('w.disabled_at', 'is', null)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  for (const delivery of due) {
    const at = deps.now();
    const timestamp = Math.floor(at.getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      // Redirects are not followed (a 3xx is a failed attempt); an internal host is refused.
      const res = await fetchOutbound(
        delivery.url,
        {
          method: 'POST',
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'hotel-booking-webhooks/1',
            [WEBHOOK_HEADERS.id]: `evt_${delivery.event_id}`,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(delivery.secret, timestamp, delivery.payload),
          },
          body: delivery.payload,
        },
        outbound,
      );
      status = res.status;
      await res.body?.cancel();
      if (status < 200 || status >= 300) error = `answered ${status}`;
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 200) : 'request failed';
    }
    const attempts = delivery.attempts + 1;
    const delivered = error === null;
    const givenUp = !delivered && attempts >= MAX_ATTEMPTS;
    await deps.db
      .updateTable('webhook_deliveries')
      .set({
        attempts,
        last_attempt_at: at,
        last_status: status,
        last_error: error,
        status: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
        delivered_at: delivered ? at : null,
        next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts, deps.baseDelayMs)),
      })
      .where('id', '=', delivery.id)
      .execute();
    await recordMessage(deps.db, {
      hotelId: delivery.hotel_id,
      channel: 'webhook',
      direction: 'sent',
      action: delivery.event_type,
      outcome: delivered ? 'success' : 'error',
      httpStatus: status,
      detail: `delivery ${delivery.id} to ${new URL(delivery.url).host}, attempt ${attempts}: ${
        delivered ? 'delivered' : givenUp ? `${error}; given up` : error
      }`,
    });
  }
  return due.length;
}
