import * as v from 'valibot';
import { EmailSchema, GuestSchema } from '../../api/contract/reservation.ts';
import type { RuleResult } from '../form/rule-types.ts';
import { isBlank } from '../form/text.ts';

/*
 * Single-field guest rules of product §5. Where the server's contract already has a schema
 * (e-mail, phone, post code) the rule asks that schema, so the form never accepts what the
 * server rejects (ARCHITECTURE principle 1) and never rejects what it accepts.
 */

const PhoneSchema = v.unwrap(GuestSchema.entries.phone);
const PostalCodeSchema = v.unwrap(GuestSchema.entries.postal_code);

/** Required fields must not be empty (whitespace only counts as empty). */
export function requiredError(value: string | null | undefined): RuleResult {
  return isBlank(value) ? 'booking.validation.required' : undefined;
}

/** At most `max` characters, counted as the server counts them (UTF-16 code units). */
export function maxLengthError(value: string, max: number): RuleResult {
  return value.trim().length > max ? 'booking.validation.maxLength' : undefined;
}

/** Required, then a valid e-mail address by the contract's `EmailSchema`. */
export function emailError(value: string): RuleResult {
  return (
    requiredError(value) ??
    (v.is(EmailSchema, value) ? undefined : 'booking.validation.email.invalid')
  );
}

/**
 * The confirmation must be filled and equal the e-mail. Compared after trimming, and
 * case-sensitively: the local part of an address may be case-sensitive, so "equal" is literal.
 */
export function emailConfirmationError(email: string, confirmation: string): RuleResult {
  return (
    requiredError(confirmation) ??
    (email.trim() === confirmation.trim() ? undefined : 'booking.validation.email.mismatch')
  );
}

/**
 * Phone: digits and `+` only (§5), as the server accepts it: an optional leading `+` and 5–20
 * half-width digits. Empty is valid here; combine with `requiredError` where the hotel requires
 * the phone.
 */
export function phoneError(value: string): RuleResult {
  if (isBlank(value)) return undefined;
  return v.is(PhoneSchema, value.trim()) ? undefined : 'booking.validation.phone.invalid';
}

/**
 * Post code: half-width letters and digits only (§5), 2–10 of them as the server accepts.
 * Hyphens (`100-0001`) are rejected, as the spec says; empty is valid here.
 */
export function postalCodeError(value: string): RuleResult {
  if (isBlank(value)) return undefined;
  return v.is(PostalCodeSchema, value.trim()) ? undefined : 'booking.validation.postalCode.invalid';
}

/** Terms and conditions must be accepted. */
export function termsError(accepted: boolean): RuleResult {
  return accepted ? undefined : 'booking.validation.terms.required';
}

/** The address fields of the guest (§3); asked only where the hotel requires an address. */
export const ADDRESS_FIELDS = [
  'postal_code',
  'prefecture_or_state',
  'street_address',
  'building_name_and_number',
] as const;

/** One of `ADDRESS_FIELDS`. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The address fields a guest must fill: none unless the hotel sets `customer_address_required`;
 * then all but the building (many addresses have no building name or number).
 */
export function requiredAddressFields(customerAddressRequired: boolean): readonly AddressField[] {
  return customerAddressRequired ? ['postal_code', 'prefecture_or_state', 'street_address'] : [];
}
