import type { Kysely } from 'kysely';
import type { BookingWidgetSettings } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { testStripeJsUrl } from '../../payments/stripe/stripe-js-url.ts';

const CARD_BRANDS = ['visa', 'master', 'jcb', 'amex', 'diners'];

/**
 * The init settings' `payment_gateway_setting`: the built-in test gateway (`provider: null`) or
 * Stripe with the hotel's publishable key (never anything secret). Part of the kept settings
 * answer; migration 034's trigger drops it when the hotel's gateway changes.
 */
export async function paymentGatewaySetting(
  db: Kysely<Database>,
  hotelId: number,
): Promise<BookingWidgetSettings['payment_gateway_setting']> {
  const row = await db
    .selectFrom('hotel_payment_gateways')
    .select(['gateway', 'stripe_publishable_key'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  if (row?.gateway !== 'stripe' || !row.stripe_publishable_key)
    return { provider: null, card_brands: CARD_BRANDS };
  const jsUrl = testStripeJsUrl();
  return {
    provider: 'stripe',
    card_brands: CARD_BRANDS,
    stripe: { publishable_key: row.stripe_publishable_key, ...(jsUrl ? { js_url: jsUrl } : {}) },
  };
}
