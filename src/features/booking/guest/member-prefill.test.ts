import { describe, expect, it } from 'vitest';
import type { Member } from '../../../api/contract/membership.ts';
import { EMPTY_GUEST } from '../empty-guest.ts';
import { prefillFromMember } from './member-prefill.ts';

const member = {
  email: 'hana@example.com',
  first_name: 'Hana',
  last_name: 'Sato',
  first_name_kana: 'ハナ',
  last_name_kana: 'サトウ',
  phone: '0312345678',
  postal_code: null,
  prefecture_or_state: 'Tokyo',
  street_address: null,
  building_name_and_number: null,
} as Member;

describe('guest details from the member profile', () => {
  it('fills an empty form, both e-mail fields included', () => {
    expect(prefillFromMember(EMPTY_GUEST, member)).toEqual({
      ...EMPTY_GUEST,
      first_name: 'Hana',
      last_name: 'Sato',
      first_name_kana: 'ハナ',
      last_name_kana: 'サトウ',
      phone: '0312345678',
      prefecture_or_state: 'Tokyo',
      email: 'hana@example.com',
      email_confirmation: 'hana@example.com',
    });
  });

  it('never overwrites what the guest typed', () => {
    const typed = { ...EMPTY_GUEST, first_name: 'Ken', email: 'ken@example.com', phone: ' ' };
    const filled = prefillFromMember(typed, member);
    expect(filled?.first_name).toBe('Ken');
    expect(filled?.last_name).toBe('Sato');
    expect(filled?.email).toBe('ken@example.com');
    expect(filled?.email_confirmation).toBe('');
    expect(filled?.phone).toBe('0312345678');
  });

  it('says so when the profile adds nothing', () => {
    const full = prefillFromMember(EMPTY_GUEST, member);
    expect(full && prefillFromMember(full, member)).toBeUndefined();
  });
});
