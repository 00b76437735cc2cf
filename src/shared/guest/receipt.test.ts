import { describe, expect, it } from 'vitest';
import { receiptNameError, receiptUnicodeError } from './receipt.ts';

describe('Taiwan receipt', () => {
  it('unified business number: exactly 8 half-width digits, empty allowed', () => {
    expect(receiptUnicodeError('04595257')).toBeUndefined();
    expect(receiptUnicodeError('')).toBeUndefined();
    expect(receiptUnicodeError('0459525')).toBe('booking.validation.receipt.unicode');
    expect(receiptUnicodeError('045952571')).toBe('booking.validation.receipt.unicode');
    expect(receiptUnicodeError('0459525A')).toBe('booking.validation.receipt.unicode');
    expect(receiptUnicodeError('０４５９５２５７')).toBe('booking.validation.receipt.unicode');
  });
  it('receipt name: Han characters, Traditional by a heuristic', () => {
    expect(receiptNameError('台灣積體電路製造股份有限公司')).toBeUndefined();
    expect(receiptNameError('大同（股）公司')).toBeUndefined();
    expect(receiptNameError('')).toBeUndefined();
    expect(receiptNameError('中国东方航空')).toBe('booking.validation.receipt.name');
    expect(receiptNameError('ABC Company')).toBe('booking.validation.receipt.name');
    expect(receiptNameError('（）')).toBe('booking.validation.receipt.name');
    expect(receiptNameError('大同 Co.')).toBe('booking.validation.receipt.name');
  });
});
