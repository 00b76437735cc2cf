import { describe, expect, it } from 'vitest';
import { stripeSettingOf } from './stripe-setting.ts';

describe('stripeSettingOf', () => {
  it('reads a Stripe hotel’s publishable key and the test-only script URL', () => {
    expect(
      stripeSettingOf({
        payment_gateway_setting: {
          provider: 'stripe',
          card_brands: [],
          stripe: { publishable_key: 'pk_test_x', js_url: 'http://127.0.0.1:9/v3/' },
        },
      }),
    ).toEqual({ publishable_key: 'pk_test_x', js_url: 'http://127.0.0.1:9/v3/' });
  });

  it('is undefined for the test gateway or an answer without a key', () => {
    expect(
      stripeSettingOf({ payment_gateway_setting: { provider: null, card_brands: [] } }),
    ).toBeUndefined();
    expect(
      stripeSettingOf({
        payment_gateway_setting: { provider: 'stripe', card_brands: [], stripe: {} },
      }),
    ).toBeUndefined();
    expect(stripeSettingOf(undefined)).toBeUndefined();
  });
});
