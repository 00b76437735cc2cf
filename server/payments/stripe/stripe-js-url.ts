/**
 * Stripe.js is loaded from Stripe (`@stripe/stripe-js` injects https://js.stripe.com/…), as
 * Stripe requires. Only tests and the demo, which cannot reach Stripe, point the widget at the
 * local fake's stand-in instead: HB_TEST_STRIPE_JS_URL (set by the journeys' server and by
 * `STRIPE_FAKE=1 npm start`), answered as `payment_gateway_setting.stripe.js_url`.
 */
export function testStripeJsUrl(): string | undefined {
  return process.env.HB_TEST_STRIPE_JS_URL || undefined;
}
