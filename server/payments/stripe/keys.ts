/**
 * What a Stripe key says about itself: its kind and its mode, from the prefix Stripe gives it
 * (`sk_test_…`, `rk_live_…`, `pk_test_…`, `whsec_…`). The console shows the mode from the secret
 * key: a hotel sees plainly whether real cards are charged.
 */
export type StripeMode = 'test' | 'live';

const SECRET = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
const PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;
const WEBHOOK = /^whsec_[A-Za-z0-9+/=]{8,}$/;

/** The mode of a secret or restricted key; null when it is not one. */
export function secretKeyMode(key: string): StripeMode | null {
  const match = SECRET.exec(key);
  return match ? (match[2] as StripeMode) : null;
}

/** The mode of a publishable key; null when it is not one. */
export function publishableKeyMode(key: string): StripeMode | null {
  const match = PUBLISHABLE.exec(key);
  return match ? (match[1] as StripeMode) : null;
}

export const isWebhookSecret = (value: string): boolean => WEBHOOK.test(value);

/** The last four characters, the only part of a secret ever shown again. */
export const keyHint = (key: string): string => key.slice(-4);
