import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST } from '../empty-guest.ts';
import {
  familyNameFirst,
  fieldMessage,
  guestFormContext,
  normaliseField,
  normaliseGuest,
  specialRequestError,
  visibleErrors,
} from './form-model.ts';

describe('guest form model', () => {
  it('reads the hotel flags that shape the form', () => {
    expect(
      guestFormContext({ kanji_name_required: true, customer_address_required: true }, 'ja'),
    ).toEqual({ locale: 'ja', kanjiNameRequired: true, customerAddressRequired: true });
    expect(guestFormContext(undefined, 'en')).toEqual({
      locale: 'en',
      kanjiNameRequired: false,
      customerAddressRequired: false,
    });
  });

  it('gives the length limit to the max-length message', () => {
    expect(fieldMessage('first_name', 'booking.validation.maxLength')).toEqual({
      id: 'booking.validation.maxLength',
      values: { max: 50 },
    });
    expect(fieldMessage('street_address', 'booking.validation.maxLength').values).toEqual({
      max: 200,
    });
    expect(fieldMessage('email', 'booking.validation.required')).toEqual({
      id: 'booking.validation.required',
    });
  });

  it('limits the special request to 255 characters', () => {
    expect(specialRequestError('a'.repeat(255))).toBeUndefined();
    expect(specialRequestError('a'.repeat(256))).toBe('booking.validation.maxLength');
  });

  it('shows errors of left fields before a submit, all of them after', () => {
    const errors = {
      first_name: 'booking.validation.required',
      email: 'booking.validation.email.invalid',
    } as const;
    expect(visibleErrors(errors, new Set(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(['email']), false)).toEqual({
      email: 'booking.validation.email.invalid',
    });
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });

  it('normalises full-width input the way IMEs type it, but not free text', () => {
    expect(normaliseField('first_name', ' ＨＡＮＡ ')).toBe('HANA');
    expect(normaliseField('phone', '０９０１２３４５６７８')).toBe('09012345678');
    expect(normaliseGuest({ ...EMPTY_GUEST, last_name: 'ﾔﾏﾀﾞ', email: ' a@b.jp ' })).toMatchObject({
      last_name: 'ヤマダ',
      email: 'a@b.jp',
      terms_accepted: false,
    });
  });

  it('writes the family name first in East Asian locales', () => {
    expect(familyNameFirst('ja')).toBe(true);
    expect(familyNameFirst('ko')).toBe(true);
    expect(familyNameFirst('en')).toBe(false);
    expect(familyNameFirst('ar')).toBe(false);
  });
});
