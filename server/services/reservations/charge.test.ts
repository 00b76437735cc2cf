import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { USD_CONVERSION, YEN_TOTAL } from '../../test/fixtures.ts';
import { chargeOf, checkExpectedTotal, priceChanged, shownTotal } from './charge.ts';

const price = YEN_TOTAL;
const usd = USD_CONVERSION;
const inYen = { price, conversion: null };
const inDollars = {
  price: { ...price, mcp_currency: 'USD', mcp_exchange_rate: usd, mcp_total_price: 14874 },
  conversion: usd,
};
const hotel = { currency: 'JPY' };

describe('chargeOf', () => {
  it('charges the hotel total in the hotel currency', () => {
    expect(chargeOf(inYen, hotel)).toEqual({ amount: 22200, currency: 'JPY' });
  });
  it('charges the converted total in a multi-currency booking', () => {
    expect(chargeOf(inDollars, hotel)).toEqual({ amount: 14874, currency: 'USD' });
  });
});

describe('shownTotal', () => {
  it('is the total in the currency the guest saw', () => {
    expect(shownTotal(inYen)).toBe(22200);
    expect(shownTotal(inDollars)).toBe(14874);
  });
});

describe('priceChanged', () => {
  it('is a 409 with the new total and reason price_changed', () => {
    const e = priceChanged(inYen);
    expect(e).toBeInstanceOf(DomainError);
    expect(e.status).toBe(409);
    expect(e.payload).toEqual({ total_price: 22200, reason: 'price_changed' });
  });
  it('carries the converted total and rate when the exchange rate moved', () => {
    expect(priceChanged(inDollars).payload).toEqual({
      total_price: 22200,
      reason: 'exchange_rate_updated',
      mcp_total_price: 14874,
      mcp_currency: 'USD',
      mcp_exchange_rate: usd,
    });
  });
});

describe('checkExpectedTotal', () => {
  it('passes when no total was sent or the shown total matches', () => {
    expect(() => checkExpectedTotal(inYen, undefined)).not.toThrow();
    expect(() => checkExpectedTotal(inYen, 22200)).not.toThrow();
    expect(() => checkExpectedTotal(inDollars, 14874)).not.toThrow();
  });
  it('refuses a total that differs from what the guest was shown', () => {
    expect(() => checkExpectedTotal(inYen, 22000)).toThrow(DomainError);
    // A multi-currency guest is shown the converted total, not the hotel's.
    expect(() => checkExpectedTotal(inDollars, 22200)).toThrow(DomainError);
  });
});
