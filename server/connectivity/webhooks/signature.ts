import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every webhook request (README "Webhooks": how a receiver verifies them). */
export const WEBHOOK_HEADERS = {
  id: 'Webhook-Id',
  timestamp: 'Webhook-Timestamp',
  signature: 'Webhook-Signature',
} as const;

/** A receiver refuses a signature older (or newer) than this: a replay must be fresh. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `v1=` and the hex HMAC-SHA256, keyed by the endpoint's secret, of `<timestamp>.<body>`: the
 * timestamp (Unix seconds, also sent in Webhook-Timestamp) is signed with the body, so a
 * captured request cannot be replayed later with a new timestamp.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `v1=${mac}`;
}

/**
 * What a receiver does (and the tests' receiver does): the signature must match the body and
 * timestamp, and the timestamp be within the tolerance of its own clock. Deduplicate by
 * Webhook-Id (or the body's `id`) as well: delivery is at least once.
 */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  nowSeconds: number,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
