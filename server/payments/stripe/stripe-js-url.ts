/** Stripe.js, always loaded from Stripe (its terms forbid bundling or self-hosting it). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
