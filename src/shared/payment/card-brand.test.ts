import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../rules/luhn.ts';
import {
  cardDigits,
  cardLengths,
  detectCardBrand,
  sameCardBrand,
  validCardBrand,
} from './card-brand.ts';
import { TEST_CARDS } from './test-cards.ts';

describe('card brand detection', () => {
  it.each(TEST_CARDS)('%s is a valid %s card', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
    expect(validCardBrand(number)).toBe(brand);
    expect(luhnValid(cardDigits(number) ?? '')).toBe(true);
  });
  it('detects from the prefix while typing', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('51')).toBe('master');
    expect(detectCardBrand('2720')).toBe('master');
    expect(detectCardBrand('2721')).toBeUndefined();
    expect(detectCardBrand('2220')).toBeUndefined();
    expect(detectCardBrand('34')).toBe('amex');
    expect(detectCardBrand('37')).toBe('amex');
    expect(detectCardBrand('3528')).toBe('jcb');
    expect(detectCardBrand('3589')).toBe('jcb');
    expect(detectCardBrand('3590')).toBeUndefined();
    expect(detectCardBrand('3095')).toBe('diners');
    expect(detectCardBrand('36')).toBe('diners');
    expect(detectCardBrand('38')).toBe('diners');
    expect(detectCardBrand('6011')).toBeUndefined();
    expect(detectCardBrand('')).toBeUndefined();
    expect(detectCardBrand('4x')).toBeUndefined();
  });
  it('rejects a wrong check digit or length', () => {
    expect(validCardBrand('4242 4242 4242 4241')).toBeUndefined();
    expect(validCardBrand('4242 4242 4242 424')).toBeUndefined();
    expect(validCardBrand('3782 822463 100050')).toBeUndefined();
  });
  it('reads numbers with spaces or hyphens only', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('４２４２')).toBeUndefined();
    expect(cardDigits('4242.4242')).toBeUndefined();
  });
  it('knows the lengths and the API brand names', () => {
    expect(cardLengths('amex')).toEqual([15]);
    expect(sameCardBrand('mastercard', 'master')).toBe(true);
    expect(sameCardBrand('ponta_visa', 'visa')).toBe(true);
    expect(sameCardBrand('jcb', 'visa')).toBe(false);
  });
});
