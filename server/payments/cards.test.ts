import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardNumberValid,
  expired,
  normaliseNumber,
  outcomeOf,
  TEST_CARDS,
} from './cards.ts';

describe('test cards', () => {
  it('every documented test card passes Luhn and is a Visa', () => {
    for (const number of Object.keys(TEST_CARDS)) {
      expect(cardNumberValid(number)).toBe(true);
      expect(cardBrand(number)).toBe('visa');
    }
    expect(new Set(Object.values(TEST_CARDS)).size).toBe(Object.keys(TEST_CARDS).length);
  });

  it('rejects bad checksums and lengths', () => {
    expect(cardNumberValid('4242424242424241')).toBe(false);
    expect(cardNumberValid('42424242')).toBe(false);
    expect(cardNumberValid('4242a24242424242')).toBe(false);
  });

  it('detects brands', () => {
    expect(cardBrand('5555555555554444')).toBe('master');
    expect(cardBrand('2223003122003222')).toBe('master');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('36227206271667')).toBe('diners');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });

  it('expiry is valid through the end of its month', () => {
    const now = new Date('2030-05-31T23:00:00Z');
    expect(expired(5, 2030, now)).toBe(false);
    expect(expired(4, 2030, now)).toBe(true);
    expect(expired(12, 2029, now)).toBe(true);
    expect(expired(1, 2031, now)).toBe(false);
  });

  it('maps numbers to outcomes; unknown valid numbers are declined', () => {
    expect(outcomeOf(normaliseNumber('4000 0000 0000 3220'))).toBe('requires_3ds');
    expect(outcomeOf('5555555555554444')).toBe('declined');
  });
});
