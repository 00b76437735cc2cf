import type * as v from 'valibot';
import type { Member, ProfileUpdateSchema } from '../../api/contract/membership.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { normaliseInput } from '../../shared/form/text.ts';
import { maxLengthError, postalCodeError } from '../../shared/guest/guest-fields.ts';
import { type GuestFormContext, validateGuestForm } from '../../shared/guest/guest-form.ts';
import { kanaNamesRequired } from '../../shared/guest/guest-name.ts';

/** The profile fields a member edits, in the form's order (product.md §3 Guest and Member). */
export const PROFILE_FIELDS = [
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
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The form as typed: every text field a string (empty when the profile has none). */
export type ProfileValues = Record<ProfileField, string> & { accepts_promotion_emails: boolean };

/** The server's maximum lengths of the address lines (contract `GuestSchema`). */
const ADDRESS_MAX = [
  ['prefecture_or_state', 100],
  ['street_address', 200],
  ['building_name_and_number', 200],
] as const;

export type ProfileBody = v.InferInput<typeof ProfileUpdateSchema>;

export function profileValues(member: Member): ProfileValues {
  const values = { accepts_promotion_emails: member.accepts_promotion_emails } as ProfileValues;
  for (const field of PROFILE_FIELDS) values[field] = member[field] ?? '';
  return values;
}

/**
 * The fields the form shows: kana only where the booking form asks for it (Japanese with the
 * hotel's `kanji_name_required`), or when the member already has kana to keep editable.
 */
export function shownProfileFields(ctx: GuestFormContext, values: ProfileValues): ProfileField[] {
  const kana =
    kanaNamesRequired(ctx) || values.first_name_kana !== '' || values.last_name_kana !== '';
  return PROFILE_FIELDS.filter((field) => kana || !field.endsWith('_kana'));
}

/**
 * The booking form's guest rules (shared/guest) on the profile: the same names, kana, phone
 * and post code the guest-detail step will accept when it is prefilled from this profile. The
 * address stays optional (a member need not have one); the e-mail is changed separately.
 */
export function profileErrors(
  values: ProfileValues,
  ctx: GuestFormContext,
): Partial<Record<ProfileField, MessageId>> {
  const text = normalised(values);
  const all = validateGuestForm(
    {
      ...text,
      email: 'member@example.com',
      email_confirmation: 'member@example.com',
      terms_accepted: true,
    },
    { ...ctx, customerAddressRequired: false },
  );
  const errors: Partial<Record<ProfileField, MessageId>> = {};
  for (const field of PROFILE_FIELDS) {
    const error = all[field];
    if (error) errors[field] = error;
  }
  // With the address optional the booking rules skip its format; the server does not.
  const postal = postalCodeError(text.postal_code);
  if (postal) errors.postal_code = postal;
  for (const [field, max] of ADDRESS_MAX) {
    const long = maxLengthError(text[field], max);
    if (long) errors[field] = long;
  }
  return errors;
}

function normalised(values: ProfileValues): Record<ProfileField, string> {
  const out = {} as Record<ProfileField, string>;
  for (const field of PROFILE_FIELDS) out[field] = normaliseInput(values[field]);
  return out;
}

/**
 * The `PUT /memberships/update` body. Names always; phone, post code and kana only when filled
 * (the contract takes no empty value for them); the address lines always, so clearing one
 * clears it.
 */
export function profileBody(values: ProfileValues, locale: string): ProfileBody {
  const text = normalised(values);
  const body: ProfileBody = {
    first_name: text.first_name,
    last_name: text.last_name,
    prefecture_or_state: text.prefecture_or_state,
    street_address: text.street_address,
    building_name_and_number: text.building_name_and_number,
    accepts_promotion_emails: values.accepts_promotion_emails,
    locale,
  };
  for (const field of ['first_name_kana', 'last_name_kana', 'phone', 'postal_code'] as const) {
    if (text[field]) body[field] = text[field];
  }
  return body;
}
