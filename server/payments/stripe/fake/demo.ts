import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  updateGatewaySettings,
  webhookUrlOf,
} from '../../../services/payments/gateway-settings.ts';
import type { SecretBox } from '../../secret-box.ts';
import type { FakeStripe } from './server.ts';

/** The fake's keys (test mode; they open nothing at Stripe). */
export const FAKE_KEYS = {
  stripe_publishable_key: 'pk_test_fakestripedemo0001',
  stripe_secret_key: 'sk_test_fakestripedemo0001',
  stripe_webhook_secret: 'whsec_fakestripedemo0001',
} as const;

/**
 * `STRIPE_FAKE=1` (demo and the Stripe journeys): the hotel takes cards through the local fake
 * Stripe, unless it already has a gateway of its own, and the fake delivers its signed webhook
 * events to the hotel's webhook address on this server.
 */
export async function useFakeStripe(
  db: Kysely<Database>,
  options: { box: SecretBox; fake: FakeStripe; publicOrigin: string; hotelCode: string },
): Promise<void> {
  const hotel = await db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', options.hotelCode)
    .executeTakeFirst();
  if (!hotel) throw new Error(`STRIPE_FAKE_HOTEL: no hotel ${options.hotelCode}`);
  const configured = await db
    .selectFrom('hotel_payment_gateways')
    .select('hotel_id')
    .where('hotel_id', '=', hotel.id)
    .executeTakeFirst();
  if (!configured) {
    await updateGatewaySettings(
      db,
      hotel.id,
      { gateway: 'stripe', ...FAKE_KEYS },
      {
        box: options.box,
        publicOrigin: options.publicOrigin,
        liveKeysAllowed: false,
        now: new Date(),
      },
    );
  }
  options.fake.addWebhook(
    webhookUrlOf(options.publicOrigin, hotel.id),
    FAKE_KEYS.stripe_webhook_secret,
  );
}
