import type { Guest, UpdateGuests } from '../../api/contract/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { type GuestFormContext, validateGuestForm } from '../../shared/guest/guest-form.ts';

/** The guest fields a reservation's guest can update (product.md §3 Guest). */
export const GUEST_FIELDS = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'phone',
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;

export function valuesFromGuest(guest: Guest): GuestValues {
  const values = {} as GuestValues;
  for (const field of GUEST_FIELDS) values[field] = guest[field] ?? '';
  return values;
}

/**
 * The booking form's rules (src/features/booking/rules) applied to the guest fields only: the
 * e-mail and terms belong to the booking, so they are filled as valid and their results dropped.
 */
export function guestErrors(
  values: GuestValues,
  ctx: GuestFormContext,
): Partial<Record<GuestField, MessageId>> {
  const all = validateGuestForm(
    {
      ...values,
      email: 'guest@example.com',
      email_confirmation: 'guest@example.com',
      terms_accepted: true,
    },
    ctx,
  );
  const errors: Partial<Record<GuestField, MessageId>> = {};
  for (const field of GUEST_FIELDS) {
    const error = all[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The `guest` of `PUT …/guests`: names always, other fields only when filled. */
export function guestFromValues(values: GuestValues): Guest {
  const guest: Record<string, string> = {};
  for (const field of GUEST_FIELDS) {
    const value = values[field].trim();
    if (value) guest[field] = value;
  }
  return {
    ...guest,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
  } as Guest;
}

/** The `PUT …/guests` body, with the `updated_at` the form was built from (3014 if stale). */
export function guestsBody(values: GuestValues, expectedUpdatedAt: string): UpdateGuests {
  return { guest: guestFromValues(values), expected_updated_at: expectedUpdatedAt };
}
