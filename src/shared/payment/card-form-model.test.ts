import { describe, expect, it } from 'vitest';
import {
  type CardContext,
  cardErrors,
  clearedCard,
  EMPTY_CARD,
  firstInvalid,
  groupCardNumber,
  tokenRequestOf,
} from './card-form-model.ts';

const ctx: CardContext = {
  today: '2030-01-15',
  checkout: '2030-03-02',
  amount: 30000,
  currency: 'JPY',
  online: true,
  mcpActive: false,
};
const good = {
  holder: 'HANAKO SATO',
  number: '4242 4242 4242 4242',
  brand: 'visa' as const,
  expMonth: '12',
  expYear: '31',
  cvc: '123',
};

describe('cardErrors', () => {
  it('accepts a valid card', () => {
    expect(cardErrors(good, ctx)).toEqual({});
  });
  it('reports every field in screen order, the first one first', () => {
    const errors = cardErrors(EMPTY_CARD, ctx);
    expect(Object.keys(errors)).toEqual(['holder', 'number', 'brand', 'expiry', 'cvc']);
    expect(firstInvalid(errors)).toBe('holder');
  });
  it('needs Latin letters, a matching brand, an expiry through check-out and 4 digits for Amex', () => {
    expect(cardErrors({ ...good, holder: 'はなこ' }, ctx).holder).toBe(
      'booking.validation.card.holder',
    );
    expect(cardErrors({ ...good, brand: 'jcb' }, ctx).number).toBe(
      'booking.validation.card.brandMismatch',
    );
    expect(cardErrors({ ...good, expMonth: '02', expYear: '2030' }, ctx).expiry).toBe(
      'booking.validation.card.expiresBeforeCheckout',
    );
    expect(
      cardErrors({ ...good, number: '3782 822463 10005', brand: 'amex', cvc: '123' }, ctx).cvc,
    ).toBe('booking.validation.card.securityCodeAmex');
  });
  it('refuses Visa/Master above 1,000,000 yen online, not as a guarantee', () => {
    expect(cardErrors(good, { ...ctx, amount: 1_000_001 }).number).toBe(
      'booking.validation.card.visaMasterLimit',
    );
    expect(cardErrors(good, { ...ctx, amount: 1_000_001, online: false })).toEqual({});
    expect(cardErrors(good, { ...ctx, amount: 1_000_000 })).toEqual({});
  });
  it('takes only Visa/Master in a multi-currency payment', () => {
    expect(
      cardErrors(
        { ...good, number: '3530 1113 3330 0000', brand: 'jcb' },
        {
          ...ctx,
          mcpActive: true,
        },
      ).number,
    ).toBe('booking.validation.card.brandNotAccepted');
  });
});

describe('card helpers', () => {
  it('groups the number as the brand prints it', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('4242x')).toBe('4242x');
  });
  it('builds the gateway body and wipes the card afterwards', () => {
    expect(tokenRequestOf(good)).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      holder: 'HANAKO SATO',
    });
    expect(clearedCard(good)).toEqual({ ...EMPTY_CARD, holder: 'HANAKO SATO' });
  });
});
