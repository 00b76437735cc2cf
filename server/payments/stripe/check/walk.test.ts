import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../fake/server.ts';
import { createStripeGateway, stripeClient } from '../gateway.ts';
import { confirmWithSdk, walkStripe } from './walk.ts';

/** `npm run payments:check`'s walk, here against the fake (the same calls it makes to Stripe). */
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

it('walks every step of the card flow', async () => {
  const gateway = createStripeGateway({
    secretKey: 'sk_test_walk0000001',
    hotelId: 0,
    origin: () => 'https://booking.example',
    endpoint: fake.endpoint,
  });
  const steps = await walkStripe(
    gateway,
    confirmWithSdk(stripeClient({ secretKey: 'sk_test_walk0000001', endpoint: fake.endpoint })),
  );
  expect(steps.filter((s) => !s.ok)).toEqual([]);
  expect(steps).toHaveLength(9);
});
