import type { Kysely } from 'kysely';
import type { SubscriptionStatus } from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { hashToken, newBypassToken } from './reservations/tokens.ts';

/** `hanako@example.com` → `h***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/**
 * Records consent and returns a fresh unsubscribe token for the next e-mail. Each call replaces
 * the token (only hashes are stored), so the newest e-mail's link is the one that works.
 */
export async function subscribe(
  db: Kysely<Database>,
  brandId: number,
  email: string,
): Promise<string> {
  const token = newBypassToken();
  const values = {
    brand_id: brandId,
    email_key: email.trim().toLowerCase(),
    subscribed: true,
    token_hash: hashToken(token),
  };
  await db
    .insertInto('marketing_subscriptions')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['brand_id', 'email_key'])
        .doUpdateSet({ subscribed: true, token_hash: values.token_hash, updated_at: new Date() }),
    )
    .execute();
  return token;
}

/**
 * The link at the foot of a marketing e-mail: the hosted unsubscribe page with the token, and
 * the hotel code and language so the page opens in the hotel's shell and the guest's language
 * (without `code` the hosted app cannot start).
 */
export function unsubscribeLink(
  origin: string,
  token: string,
  hotelCode: string,
  locale: string | undefined,
): string {
  const query = new URLSearchParams({ token, code: hotelCode });
  if (locale) query.set('locale', locale);
  return `${origin}/unsubscribe-email/confirmation?${query}`;
}

async function byToken(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('marketing_subscriptions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw notFound('Subscription');
  return row;
}

export async function subscriptionStatus(
  db: Kysely<Database>,
  token: string,
): Promise<SubscriptionStatus> {
  const row = await byToken(db, token);
  return { email: maskEmail(row.email_key), subscribed: row.subscribed };
}

/** Idempotent: unsubscribing twice is still unsubscribed. */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string,
): Promise<SubscriptionStatus> {
  const row = await byToken(db, token);
  await db
    .updateTable('marketing_subscriptions')
    .set({ subscribed: false, updated_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  return { email: maskEmail(row.email_key), subscribed: false };
}
