import { describe, expect, it } from 'vitest';
import { isBlank, normaliseInput } from '../form/text.ts';
import {
  emailConfirmationError,
  emailError,
  maxLengthError,
  phoneError,
  postalCodeError,
  requiredAddressFields,
  requiredError,
  termsError,
} from './guest-fields.ts';

describe('required and length', () => {
  it('rejects empty and whitespace-only values', () => {
    expect(requiredError('')).toBe('booking.validation.required');
    expect(requiredError('   ')).toBe('booking.validation.required');
    expect(requiredError(undefined)).toBe('booking.validation.required');
    expect(requiredError(null)).toBe('booking.validation.required');
    expect(requiredError('a')).toBeUndefined();
  });
  it('counts length like the server (trimmed, UTF-16 units)', () => {
    expect(maxLengthError('a'.repeat(5), 5)).toBeUndefined();
    expect(maxLengthError(` ${'a'.repeat(5)} `, 5)).toBeUndefined();
    expect(maxLengthError('a'.repeat(6), 5)).toBe('booking.validation.maxLength');
  });
});

describe('e-mail', () => {
  it('requires a valid address', () => {
    expect(emailError('')).toBe('booking.validation.required');
    expect(emailError('guest@example.com')).toBeUndefined();
    expect(emailError(' guest@example.com ')).toBeUndefined();
    expect(emailError('guest@')).toBe('booking.validation.email.invalid');
    expect(emailError('guest example.com')).toBe('booking.validation.email.invalid');
    expect(emailError('a@b')).toBe('booking.validation.email.invalid');
  });
  it('requires the confirmation to equal the address', () => {
    expect(emailConfirmationError('a@example.com', '')).toBe('booking.validation.required');
    expect(emailConfirmationError('a@example.com', 'a@example.com ')).toBeUndefined();
    expect(emailConfirmationError('a@example.com', 'b@example.com')).toBe(
      'booking.validation.email.mismatch',
    );
    expect(emailConfirmationError('A@example.com', 'a@example.com')).toBe(
      'booking.validation.email.mismatch',
    );
  });
});

describe('phone', () => {
  it('accepts digits with an optional leading +', () => {
    expect(phoneError('09012345678')).toBeUndefined();
    expect(phoneError('+819012345678')).toBeUndefined();
    expect(phoneError('')).toBeUndefined();
  });
  it('rejects other characters, a + inside, too short or long, full-width digits', () => {
    expect(phoneError('090-1234-5678')).toBe('booking.validation.phone.invalid');
    expect(phoneError('090 1234 5678')).toBe('booking.validation.phone.invalid');
    expect(phoneError('81+9012345678')).toBe('booking.validation.phone.invalid');
    expect(phoneError('1234')).toBe('booking.validation.phone.invalid');
    expect(phoneError('1'.repeat(21))).toBe('booking.validation.phone.invalid');
    expect(phoneError('０９０１２３４５６７８')).toBe('booking.validation.phone.invalid');
    expect(phoneError(normaliseInput('０９０１２３４５６７８'))).toBeUndefined();
  });
});

describe('post code', () => {
  it('accepts letters and digits only', () => {
    expect(postalCodeError('1000001')).toBeUndefined();
    expect(postalCodeError('SW1A1AA')).toBeUndefined();
    expect(postalCodeError('')).toBeUndefined();
    expect(postalCodeError('100-0001')).toBe('booking.validation.postalCode.invalid');
    expect(postalCodeError('SW1A 1AA')).toBe('booking.validation.postalCode.invalid');
    expect(postalCodeError('〒1000001')).toBe('booking.validation.postalCode.invalid');
  });
});

describe('terms and address', () => {
  it('requires the terms', () => {
    expect(termsError(false)).toBe('booking.validation.terms.required');
    expect(termsError(true)).toBeUndefined();
  });
  it('asks the address only where the hotel requires it', () => {
    expect(requiredAddressFields(false)).toEqual([]);
    expect(requiredAddressFields(true)).toEqual([
      'postal_code',
      'prefecture_or_state',
      'street_address',
    ]);
  });
});

describe('normaliseInput', () => {
  it('turns full-width Latin and the ideographic space half-width, half-width kana full-width', () => {
    expect(normaliseInput('ＹＡＭＡＤＡ　Ｔａｒｏ')).toBe('YAMADA Taro');
    expect(normaliseInput('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(normaliseInput('  a   b ')).toBe('a b');
  });
  it('knows blank values', () => {
    expect(isBlank(' ')).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});
