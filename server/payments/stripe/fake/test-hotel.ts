import Stripe from 'stripe';
import type { App } from '../../../app.ts';
import { updateGatewaySettings } from '../../../services/payments/gateway-settings.ts';
import type { TestContext } from '../../../test/harness.ts';
import { createSecretBox, DEVELOPMENT_SECRET_KEY } from '../../secret-box.ts';
import type { FakeStripe } from './server.ts';

/** The test hotel's webhook signing secret (route tests sign their deliveries with it). */
export const TEST_WEBHOOK_SECRET = 'whsec_testsecretforthehotel0001';

/** Route tests: sakura-tokyo takes its cards through Stripe (test-mode keys); its id. */
export async function useStripe(ctx: TestContext): Promise<number> {
  const hotel = await ctx.handle.db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirstOrThrow();
  await updateGatewaySettings(
    ctx.handle.db,
    hotel.id,
    {
      gateway: 'stripe',
      stripe_publishable_key: 'pk_test_hotelpublishable01',
      stripe_secret_key: 'sk_test_hotelsecret000001',
      stripe_webhook_secret: TEST_WEBHOOK_SECRET,
    },
    {
      box: createSecretBox(DEVELOPMENT_SECRET_KEY),
      publicOrigin: 'https://book.test',
      liveKeysAllowed: false,
      now: new Date(),
    },
  );
  return hotel.id;
}

const signer = new Stripe('sk_test_signer');

/**
 * The fake's last event of `type` about an object, delivered to the hotel's webhook endpoint
 * as Stripe would (signed with the SDK's test helper).
 */
export function deliverEvent(
  ctx: TestContext,
  app: App,
  fake: FakeStripe,
  at: { hotelId: number; type: string; objectId: string; secret?: string },
) {
  const event = [...fake.events]
    .reverse()
    .find((e) => e.type === at.type && (e.data.object as { id?: string }).id === at.objectId);
  if (!event) throw new Error(`no ${at.type} event for ${at.objectId}`);
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: at.secret ?? TEST_WEBHOOK_SECRET,
  });
  return ctx.call(
    'POST',
    `/stripe/webhooks/${at.hotelId}`,
    payload,
    { 'content-type': 'application/json', 'stripe-signature': header },
    app,
  );
}
