/**
 * `npm run payments:check`: walks the whole card flow of the Stripe adapter against YOUR Stripe
 * account in test mode, so a hotel sees with its own keys what the booking server will do:
 *
 *   STRIPE_SECRET_KEY=sk_test_… npm run payments:check
 *
 * It makes test-mode PaymentIntents (pre-paid with automatic capture and refunds that add up, a
 * card held with a partial capture, a void, the refusals 3007/3005/3002, a 3-D Secure challenge
 * left unanswered then abandoned, a saved card through a Customer and a SetupIntent, and the
 * member wallet's "Add a card": a SetupIntent on the member's Customer confirmed as Stripe.js
 * would (here with the secret key), 3-D Secure asked then closed (3008), a card kept, paid and
 * detached twice), with
 * Stripe's test PaymentMethods in place of typed cards, and prints one line per step. It refuses
 * live keys (sk_live_ / rk_live_): test mode moves no real money. Exit code 0 when every step
 * passed. Webhooks are not part of it: `stripe listen --forward-to
 * <server>/stripe/webhooks/<hotel id>` (Stripe CLI) forwards test events to a running server.
 */

import { confirmWithSdk, walkStripe } from '../server/payments/stripe/check/walk.ts';
import { createStripeGateway, stripeClient } from '../server/payments/stripe/gateway.ts';
import { secretKeyMode } from '../server/payments/stripe/keys.ts';

const key = process.env.STRIPE_SECRET_KEY ?? '';
const mode = secretKeyMode(key);
if (mode !== 'test') {
  console.error(
    mode === 'live'
      ? 'Refusing a live key: run this with your test-mode secret key (sk_test_… or rk_test_…).'
      : 'Set STRIPE_SECRET_KEY to your test-mode secret key (sk_test_… or rk_test_…).',
  );
  process.exit(2);
}

const gateway = createStripeGateway({
  secretKey: key,
  hotelId: 0,
  origin: () => process.env.PUBLIC_ORIGIN ?? 'https://booking.example',
});
const steps = await walkStripe(gateway, confirmWithSdk(stripeClient({ secretKey: key })));
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name}: ${s.detail}`);
const failed = steps.filter((s) => !s.ok).length;
console.log(
  failed === 0 ? `All ${steps.length} steps passed.` : `${failed} of ${steps.length} steps failed.`,
);
process.exit(failed === 0 ? 0 : 1);
