import type { Kysely } from 'kysely';
import { normaliseHotelCode } from '../../../src/rules/hotel-code.ts';
import type { Database } from '../../db/schema.ts';
import { testStripeJsUrl } from '../../payments/stripe/stripe-js-url.ts';
import { type StripeSources, stripeSources } from '../../web/csp.ts';

/**
 * The hosted page's gateway sources for a hotel code: Stripe's for a hotel that takes cards
 * through Stripe, null for the test gateway (its card form and challenge are this server's).
 */
export function stripePolicyLookup(
  db: Kysely<Database>,
): (code: string) => Promise<StripeSources | null> {
  return async (code) => {
    const row = await db
      .selectFrom('hotel_payment_gateways as g')
      .innerJoin('hotels as h', 'h.id', 'g.hotel_id')
      .select('g.gateway')
      .where('h.code_key', '=', normaliseHotelCode(code))
      .executeTakeFirst();
    return row?.gateway === 'stripe' ? stripeSources(testStripeJsUrl()) : null;
  };
}
