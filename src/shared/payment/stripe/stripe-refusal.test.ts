import { describe, expect, it } from 'vitest';
import { gatewayErrorField } from '../gateway-client.ts';
import { isElementCard, stripeRefusal } from './stripe-refusal.ts';

describe('Stripe.js refusals as catalogue codes', () => {
  it('points number, expiry and code at their field, like the test gateway', () => {
    const number = stripeRefusal({ type: 'validation_error', code: 'incomplete_number' });
    expect([number.code, gatewayErrorField(number)]).toEqual([3004, 'number']);
    const expiry = stripeRefusal({ type: 'validation_error', code: 'invalid_expiry_year_past' });
    expect([expiry.code, gatewayErrorField(expiry)]).toEqual([3005, 'expiry']);
    const cvc = stripeRefusal({ type: 'validation_error', code: 'incomplete_cvc' });
    expect([cvc.code, gatewayErrorField(cvc)]).toEqual([1000, 'cvc']);
  });

  it('declines as 3007 and a lost connection as 3001', () => {
    expect(stripeRefusal({ type: 'card_error', code: 'card_declined' }).code).toBe(3007);
    expect(stripeRefusal({ type: 'api_connection_error' }).code).toBe(3001);
  });

  it('tells an element card from the test gateway’s fields', () => {
    expect(isElementCard({ tokenise: async () => 'pm_1' })).toBe(true);
    expect(
      isElementCard({ number: '4242', exp_month: 1, exp_year: 2030, cvc: '1', holder: 'A' }),
    ).toBe(false);
  });
});
