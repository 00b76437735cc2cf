import { describe, expect, it } from 'vitest';
import { type GuestFormContext, type GuestFormValues, validateGuestForm } from './guest-form.ts';

const valid: GuestFormValues = {
  first_name: 'Taro',
  last_name: 'Yamada',
  email: 'taro@example.com',
  email_confirmation: 'taro@example.com',
  phone: '+819012345678',
  terms_accepted: true,
};
const en: GuestFormContext = {
  locale: 'en',
  kanjiNameRequired: false,
  customerAddressRequired: false,
};

describe('validateGuestForm', () => {
  it('returns no errors for a valid form', () => {
    expect(validateGuestForm(valid, en)).toEqual({});
  });
  it('reports each invalid field with its message', () => {
    expect(
      validateGuestForm(
        {
          ...valid,
          first_name: '',
          email_confirmation: 'x@example.com',
          phone: '12-34',
          terms_accepted: false,
        },
        en,
      ),
    ).toEqual({
      first_name: 'booking.validation.required',
      email_confirmation: 'booking.validation.email.mismatch',
      phone: 'booking.validation.phone.invalid',
      terms_accepted: 'booking.validation.terms.required',
    });
  });
  it('requires the phone only when the hotel asks for it', () => {
    expect(validateGuestForm({ ...valid, phone: '' }, en)).toEqual({});
    expect(validateGuestForm({ ...valid, phone: '' }, { ...en, phoneRequired: true })).toEqual({
      phone: 'booking.validation.required',
    });
  });
  it('checks the address only where customer_address_required', () => {
    const withAddress = { ...en, customerAddressRequired: true };
    expect(validateGuestForm(valid, withAddress)).toEqual({
      postal_code: 'booking.validation.required',
      prefecture_or_state: 'booking.validation.required',
      street_address: 'booking.validation.required',
    });
    expect(
      validateGuestForm(
        { ...valid, postal_code: '100-0001', prefecture_or_state: 'Tokyo', street_address: '1-1' },
        withAddress,
      ),
    ).toEqual({ postal_code: 'booking.validation.postalCode.invalid' });
    expect(validateGuestForm({ ...valid, postal_code: '100-0001' }, en)).toEqual({});
    expect(
      validateGuestForm(
        {
          ...valid,
          postal_code: '1000001',
          prefecture_or_state: 'T'.repeat(101),
          street_address: '1-1',
          building_name_and_number: 'B'.repeat(201),
        },
        withAddress,
      ),
    ).toEqual({
      prefecture_or_state: 'booking.validation.maxLength',
      building_name_and_number: 'booking.validation.maxLength',
    });
  });
  it('asks kana readings for ja with kanji_name_required', () => {
    const ja: GuestFormContext = {
      locale: 'ja',
      kanjiNameRequired: true,
      customerAddressRequired: false,
    };
    const form = { ...valid, first_name: '太郎', last_name: '山田' };
    expect(validateGuestForm(form, ja)).toEqual({
      first_name_kana: 'booking.validation.required',
      last_name_kana: 'booking.validation.required',
    });
    expect(
      validateGuestForm({ ...form, first_name_kana: 'タロウ', last_name_kana: 'やまだ' }, ja),
    ).toEqual({});
  });
  it('checks the Taiwan receipt fields when filled', () => {
    expect(validateGuestForm({ ...valid, receipt_unicode: '123' }, en)).toEqual({
      receipt_unicode: 'booking.validation.receipt.unicode',
    });
  });
});
