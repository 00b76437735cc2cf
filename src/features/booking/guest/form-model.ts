import type { BookingWidgetSettings } from '../../../api/contract/settings.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import type { Locale } from '../../../rules/locales.ts';
import { normaliseInput } from '../../../shared/form/text.ts';
import { maxLengthError } from '../../../shared/guest/guest-fields.ts';
import type { GuestFormContext, GuestFormField } from '../../../shared/guest/guest-form.ts';
import { NAME_MAX_LENGTH } from '../../../shared/guest/guest-name.ts';
import type { DraftGuest } from '../draft.ts';

/** Free text is at most 255 characters (doc 2 §9). */
export const SPECIAL_REQUEST_MAX = 255;

/** The hotel settings and locale that shape the form (shared/guest/guest-form.ts). */
export function guestFormContext(
  settings:
    | Pick<BookingWidgetSettings, 'kanji_name_required' | 'customer_address_required'>
    | undefined,
  locale: Locale,
): GuestFormContext {
  return {
    locale,
    kanjiNameRequired: settings?.kanji_name_required ?? false,
    customerAddressRequired: settings?.customer_address_required ?? false,
  };
}

/** The `{max}` of `booking.validation.maxLength` for each field that has one. */
const MAX_LENGTH: Partial<Record<GuestFormField, number>> = {
  first_name: NAME_MAX_LENGTH,
  last_name: NAME_MAX_LENGTH,
  first_name_kana: NAME_MAX_LENGTH,
  last_name_kana: NAME_MAX_LENGTH,
  prefecture_or_state: 100,
  street_address: 200,
  building_name_and_number: 200,
};

/** A field's message with its ICU values (the length limit for `maxLength`). */
export function fieldMessage(
  field: GuestFormField,
  id: MessageId,
): { id: MessageId; values?: Record<string, number> } {
  const max = MAX_LENGTH[field];
  return id === 'booking.validation.maxLength' && max !== undefined
    ? { id, values: { max } }
    : { id };
}

/** The special request's message, if it is too long. */
export function specialRequestError(value: string): MessageId | undefined {
  return maxLengthError(value, SPECIAL_REQUEST_MAX);
}

/**
 * Only the errors the guest should see now: every error after a submit, otherwise those of the
 * fields the guest has left (blur). Typing in a fresh field never shows an error yet.
 */
export function visibleErrors<F extends string>(
  errors: Partial<Record<F, MessageId>>,
  touched: ReadonlySet<string>,
  submitted: boolean,
): Partial<Record<F, MessageId>> {
  if (submitted) return errors;
  const shown: Partial<Record<F, MessageId>> = {};
  for (const [field, id] of Object.entries(errors) as [F, MessageId][]) {
    if (touched.has(field)) shown[field] = id;
  }
  return shown;
}

/** Text fields normalised on blur and before submit (NFKC, spaces; see shared/form/text.ts). */
const NORMALISED = [
  'first_name',
  'last_name',
  'first_name_kana',
  'last_name_kana',
  'email',
  'email_confirmation',
  'phone',
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
] as const satisfies readonly GuestFormField[];

/** The value of one field as it will be validated and sent. */
export function normaliseField(field: GuestFormField, value: string): string {
  return (NORMALISED as readonly string[]).includes(field) ? normaliseInput(value) : value;
}

/** Every text field of the guest normalised (what the submit validates and saves). */
export function normaliseGuest(guest: DraftGuest): DraftGuest {
  const next: DraftGuest = { ...guest };
  for (const field of NORMALISED) {
    const value = next[field];
    if (typeof value === 'string') next[field] = normaliseInput(value);
  }
  return next;
}

/** Family name first where that is the written order (Japanese, Chinese, Korean). */
export function familyNameFirst(locale: Locale): boolean {
  return locale === 'ja' || locale === 'zh_Hans' || locale === 'zh_Hant' || locale === 'ko';
}
