import type { MessageId } from '../../i18n/messages.ts';
import type { ProfileField } from './profile-form.ts';

/** The guest fields' labels, as the reservation's guest-details form words them. */
export const PROFILE_LABELS: Record<ProfileField, MessageId> = {
  last_name: 'manage.guests.lastName',
  first_name: 'manage.guests.firstName',
  last_name_kana: 'manage.guests.lastNameKana',
  first_name_kana: 'manage.guests.firstNameKana',
  phone: 'manage.guests.phone',
  postal_code: 'manage.guests.postalCode',
  prefecture_or_state: 'manage.guests.prefecture',
  street_address: 'manage.guests.street',
  building_name_and_number: 'manage.guests.building',
};

export const PROFILE_AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  phone: 'tel',
  postal_code: 'postal-code',
  prefecture_or_state: 'address-level1',
  street_address: 'address-line1',
  building_name_and_number: 'address-line2',
};

/** The member's name in the locale's written order (family name first in ja, zh, ko). */
export function memberName(first: string | null, last: string | null, locale: string): string {
  const familyFirst = /^(ja|zh|ko)/.test(locale);
  const parts = familyFirst ? [last, first] : [first, last];
  return parts.filter(Boolean).join(' ');
}
