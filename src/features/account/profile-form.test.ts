import { describe, expect, it } from 'vitest';
import type { Member } from '../../api/contract/membership.ts';
import { ApiError } from '../../api/errors/api-error.ts';
import { fieldOfError } from './field-error.ts';
import {
  PROFILE_FIELDS,
  profileBody,
  profileErrors,
  profileValues,
  shownProfileFields,
} from './profile-form.ts';

export const MEMBER: Member = {
  id: 7,
  email: 'hana@example.com',
  pending_email: null,
  first_name: 'Hana',
  last_name: 'Sato',
  first_name_kana: null,
  last_name_kana: null,
  phone: '0312345678',
  postal_code: null,
  prefecture_or_state: 'Tokyo',
  street_address: null,
  building_name_and_number: null,
  locale: 'en',
  provider: 'email',
  hotel_brand_id: 1,
  program_id: 1,
  program_name: 'Sakura Club',
  non_signed_in_program_ids: [],
  rank_id: null,
  membership_id: 'M-0001',
  accepts_promotion_emails: false,
  can_update_profile: true,
  has_password: true,
  point_program_enabled: false,
  organization: null,
  organization_role: null,
  created_at: '2026-01-01T00:00:00Z',
};

const en = { locale: 'en' as const, kanjiNameRequired: false, customerAddressRequired: true };
const ja = { locale: 'ja' as const, kanjiNameRequired: true, customerAddressRequired: false };

describe('profile form', () => {
  it('starts from the profile, empty strings for what it lacks', () => {
    const values = profileValues(MEMBER);
    expect(values.first_name).toBe('Hana');
    expect(values.postal_code).toBe('');
    expect(values.accepts_promotion_emails).toBe(false);
    expect(profileErrors(values, en)).toEqual({});
  });

  it('applies the guest rules: names, phone, post code; the address stays optional', () => {
    const values = {
      ...profileValues(MEMBER),
      first_name: '',
      phone: '03-1234',
      postal_code: '100-0001',
    };
    expect(profileErrors(values, en)).toEqual({
      first_name: 'booking.validation.required',
      phone: 'booking.validation.phone.invalid',
      postal_code: 'booking.validation.postalCode.invalid',
    });
  });

  it('asks for kana where the booking form does, and shows kana only then or when kept', () => {
    const values = profileValues(MEMBER);
    expect(Object.keys(profileErrors(values, ja)).sort()).toEqual([
      'first_name_kana',
      'last_name_kana',
    ]);
    expect(shownProfileFields(en, values)).not.toContain('first_name_kana');
    expect(shownProfileFields(ja, values)).toEqual([...PROFILE_FIELDS]);
    expect(shownProfileFields(en, { ...values, last_name_kana: 'さとう' })).toContain(
      'first_name_kana',
    );
  });

  it('sends normalised text, leaves out empty phone, post code and kana', () => {
    const values = { ...profileValues(MEMBER), first_name: ' Ｈａｎａ ', phone: '' };
    expect(profileBody(values, 'ja')).toEqual({
      first_name: 'Hana',
      last_name: 'Sato',
      prefecture_or_state: 'Tokyo',
      street_address: '',
      building_name_and_number: '',
      accepts_promotion_emails: false,
      locale: 'ja',
    });
  });

  it('puts a server refusal at the field it names, when the form has that field', () => {
    const refusal = (field: string) =>
      new ApiError({ status: 422, code: 1000, title: 'invalid', payload: { field }, local: false });
    expect(fieldOfError(refusal('phone'), PROFILE_FIELDS)).toBe('phone');
    expect(fieldOfError(refusal('rooms.0.adults'), PROFILE_FIELDS)).toBeUndefined();
    expect(
      fieldOfError(new ApiError({ status: 500, title: 'x', local: false }), PROFILE_FIELDS),
    ).toBeUndefined();
  });
});
