import { describe, expect, it } from 'vitest';
import {
  cardExpiryError,
  cardHolderError,
  cardNumberError,
  securityCodeError,
  securityCodeLength,
} from './card-fields.ts';
import { TEST_CARDS } from './test-cards.ts';

describe('card holder', () => {
  it('accepts half-width Latin letters and spaces', () => {
    expect(cardHolderError('TARO YAMADA')).toBeUndefined();
    expect(cardHolderError("JOHN O'NEIL JR.")).toBeUndefined();
    expect(cardHolderError('')).toBe('booking.validation.required');
    expect(cardHolderError('ＴＡＲＯ ＹＡＭＡＤＡ')).toBe('booking.validation.card.holder');
    expect(cardHolderError('山田太郎')).toBe('booking.validation.card.holder');
    expect(cardHolderError('TARO 2')).toBe('booking.validation.card.holder');
    expect(cardHolderError('A'.repeat(61))).toBe('booking.validation.maxLength');
  });
});

describe('card number', () => {
  it.each(TEST_CARDS)('%s is accepted as %s', (number, brand) => {
    expect(cardNumberError(number)).toBeUndefined();
    expect(cardNumberError(number, { selectedBrand: brand })).toBeUndefined();
  });
  it('rejects malformed numbers', () => {
    expect(cardNumberError('')).toBe('booking.validation.required');
    expect(cardNumberError('4242 4242 4242 4241')).toBe('booking.validation.card.number');
    expect(cardNumberError('6011 1111 1111 1117')).toBe('booking.validation.card.number');
    expect(cardNumberError('4242 abcd')).toBe('booking.validation.card.number');
  });
  it('requires the number to match the selected brand', () => {
    expect(cardNumberError('5555 5555 5555 4444', { selectedBrand: 'mastercard' })).toBeUndefined();
    expect(cardNumberError('4242 4242 4242 4242', { selectedBrand: 'ponta_visa' })).toBeUndefined();
    expect(cardNumberError('4242 4242 4242 4242', { selectedBrand: 'jcb' })).toBe(
      'booking.validation.card.brandMismatch',
    );
  });
  it('rejects brands this payment does not accept', () => {
    expect(cardNumberError('3530 1113 3330 0000', { acceptedBrands: ['visa', 'master'] })).toBe(
      'booking.validation.card.brandNotAccepted',
    );
    expect(
      cardNumberError('5555 5555 5555 4444', { acceptedBrands: ['visa', 'mastercard'] }),
    ).toBeUndefined();
  });
});

describe('expiry', () => {
  const today = '2025-06-15';
  it('needs a real month and year', () => {
    expect(cardExpiryError({ month: 0, year: 2030 }, today)).toBe('booking.validation.card.expiry');
    expect(cardExpiryError({ month: 13, year: 2030 }, today)).toBe(
      'booking.validation.card.expiry',
    );
    expect(cardExpiryError({ month: 1.5, year: 2030 }, today)).toBe(
      'booking.validation.card.expiry',
    );
    expect(cardExpiryError({ month: Number.NaN, year: 2030 }, today)).toBe(
      'booking.validation.card.expiry',
    );
    expect(cardExpiryError({ month: 1, year: 1999 }, today)).toBe('booking.validation.card.expiry');
  });
  it('is valid through the end of its month, not in the past', () => {
    expect(cardExpiryError({ month: 6, year: 2025 }, today)).toBeUndefined();
    expect(cardExpiryError({ month: 6, year: 25 }, today)).toBeUndefined();
    expect(cardExpiryError({ month: 5, year: 2025 }, today)).toBe('booking.validation.card.expiry');
    expect(cardExpiryError({ month: 12, year: 2024 }, today)).toBe(
      'booking.validation.card.expiry',
    );
  });
  it('must last through the check-out date', () => {
    expect(cardExpiryError({ month: 7, year: 2025 }, today, '2025-07-31')).toBeUndefined();
    expect(cardExpiryError({ month: 7, year: 2025 }, today, '2025-08-01')).toBe(
      'booking.validation.card.expiresBeforeCheckout',
    );
    expect(cardExpiryError({ month: 1, year: 2026 }, today, '2025-12-31')).toBeUndefined();
  });
});

describe('security code', () => {
  it('is 3 digits, 4 for Amex', () => {
    expect(securityCodeLength('amex')).toBe(4);
    expect(securityCodeLength(undefined)).toBe(3);
    expect(securityCodeError('123', 'visa')).toBeUndefined();
    expect(securityCodeError('1234', 'visa')).toBe('booking.validation.card.securityCode');
    expect(securityCodeError('12', 'jcb')).toBe('booking.validation.card.securityCode');
    expect(securityCodeError('1234', 'amex')).toBeUndefined();
    expect(securityCodeError('123', 'amex')).toBe('booking.validation.card.securityCodeAmex');
    expect(securityCodeError('12a', undefined)).toBe('booking.validation.card.securityCode');
    expect(securityCodeError('１２３', 'visa')).toBe('booking.validation.card.securityCode');
  });
});
