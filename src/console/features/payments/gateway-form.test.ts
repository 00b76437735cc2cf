import { describe, expect, it } from 'vitest';
import { gatewayInput, modeMessage } from './gateway-form.ts';

describe('payment gateway form', () => {
  it('sends only the keys typed: an empty secret keeps the stored one', () => {
    expect(
      gatewayInput({
        gateway: 'stripe',
        stripe_publishable_key: ' pk_test_abc12345 ',
        stripe_secret_key: '',
        stripe_webhook_secret: '',
      }),
    ).toEqual({ gateway: 'stripe', stripe_publishable_key: 'pk_test_abc12345' });
  });

  it('says plainly which gateway and mode take the cards', () => {
    const base = { webhook_url: 'x', live_keys_allowed: true };
    expect(modeMessage({ ...base, gateway: 'test', stripe: null })).toBe('payments.now.test');
    const stripe = (mode: 'test' | 'live') => ({
      publishable_key: `pk_${mode}_x`,
      mode,
      secret_key_set: true,
      webhook_secret_set: true,
    });
    expect(modeMessage({ ...base, gateway: 'stripe', stripe: stripe('test') })).toBe(
      'payments.now.stripeTest',
    );
    expect(modeMessage({ ...base, gateway: 'stripe', stripe: stripe('live') })).toBe(
      'payments.now.stripeLive',
    );
    // Keys kept while the test gateway takes the cards: the test gateway is what is said.
    expect(modeMessage({ ...base, gateway: 'test', stripe: stripe('live') })).toBe(
      'payments.now.test',
    );
  });
});
