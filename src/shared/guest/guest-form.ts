import type { RuleResult } from '../form/rule-types.ts';
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
import { guestNameError, kanaNamesRequired, type NameRuleContext } from './guest-name.ts';
import { receiptNameError, receiptUnicodeError } from './receipt.ts';

/** The guest-detail form as typed (product §3 Guest plus the form-only fields). */
export interface GuestFormValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly first_name_kana?: string;
  readonly last_name_kana?: string;
  readonly email: string;
  readonly email_confirmation: string;
  readonly phone?: string;
  readonly postal_code?: string;
  readonly prefecture_or_state?: string;
  readonly street_address?: string;
  readonly building_name_and_number?: string;
  /** Taiwan receipt: unified business number and receipt name. */
  readonly receipt_unicode?: string;
  readonly receipt_name?: string;
  readonly terms_accepted: boolean;
}

/** A field of the guest form. */
export type GuestFormField = keyof GuestFormValues;

/** The hotel settings and locale that shape the guest form. */
export interface GuestFormContext extends NameRuleContext {
  /** `customer_address_required` of the init settings. */
  readonly customerAddressRequired: boolean;
  /** Whether the phone must be filled (guest-field requirement `required`). */
  readonly phoneRequired?: boolean;
}

/** The server's maximum lengths of the address lines (contract `GuestSchema`). */
const ADDRESS_MAX = [
  ['prefecture_or_state', 100],
  ['street_address', 200],
  ['building_name_and_number', 200],
] as const;

/**
 * Validates the whole guest form: a map from field to message id, holding only the invalid
 * fields (an empty object means the form can be submitted). Address fields are checked only
 * where the hotel requires an address; kana fields only for Japanese with `kanji_name_required`.
 */
export function validateGuestForm(
  values: GuestFormValues,
  ctx: GuestFormContext,
): Partial<Record<GuestFormField, NonNullable<RuleResult>>> {
  const errors: Partial<Record<GuestFormField, NonNullable<RuleResult>>> = {};
  const set = (field: GuestFormField, result: RuleResult): void => {
    if (result !== undefined) errors[field] = result;
  };
  set('first_name', guestNameError(values.first_name, 'name', ctx));
  set('last_name', guestNameError(values.last_name, 'name', ctx));
  if (kanaNamesRequired(ctx)) {
    set('first_name_kana', guestNameError(values.first_name_kana ?? '', 'kana', ctx));
    set('last_name_kana', guestNameError(values.last_name_kana ?? '', 'kana', ctx));
  }
  set('email', emailError(values.email));
  set('email_confirmation', emailConfirmationError(values.email, values.email_confirmation));
  const phone = values.phone ?? '';
  set('phone', (ctx.phoneRequired ? requiredError(phone) : undefined) ?? phoneError(phone));
  if (ctx.customerAddressRequired) {
    for (const field of requiredAddressFields(true)) set(field, requiredError(values[field]));
    set('postal_code', errors.postal_code ?? postalCodeError(values.postal_code ?? ''));
    for (const [field, max] of ADDRESS_MAX) {
      set(field, errors[field] ?? maxLengthError(values[field] ?? '', max));
    }
  }
  set('receipt_unicode', receiptUnicodeError(values.receipt_unicode ?? ''));
  set('receipt_name', receiptNameError(values.receipt_name ?? ''));
  set('terms_accepted', termsError(values.terms_accepted));
  return errors;
}
