import { luhnValid } from '../../rules/luhn.ts';
import { normaliseCardBrand } from '../../rules/mcp.ts';
import type { IsoDay, RuleResult } from '../form/rule-types.ts';
import { requiredError } from '../guest/guest-fields.ts';
import {
  cardDigits,
  cardLengths,
  type DetectedCardBrand,
  detectCardBrand,
  sameCardBrand,
} from './card-brand.ts';

/** The gateway's longest holder name (contract `CardTokenRequest`). */
export const CARD_HOLDER_MAX_LENGTH = 60;

/**
 * Card holder: half-width Latin letters (§5), as embossed on cards: letters and single spaces,
 * plus the apostrophe, period and hyphen the gateway also accepts (`O'NEIL`, `JR.`). Full-width
 * letters are rejected here (the gateway refuses them); screens may offer `normaliseInput`.
 */
export function cardHolderError(value: string): RuleResult {
  const missing = requiredError(value);
  if (missing) return missing;
  const trimmed = value.trim();
  if (trimmed.length > CARD_HOLDER_MAX_LENGTH) return 'booking.validation.maxLength';
  return /^[A-Za-z](?:[A-Za-z'.-]| (?! ))*$/.test(trimmed)
    ? undefined
    : 'booking.validation.card.holder';
}

/** What the card-number rule checks against. */
export interface CardNumberOptions {
  /** The brand the guest picked, if the form asks for one (API names: `mastercard`, …). */
  readonly selectedBrand?: string | undefined;
  /** Brands this payment accepts (e.g. from `allowedMcpCardBrands`); absent: all. */
  readonly acceptedBrands?: readonly string[] | undefined;
}

/**
 * Card number: digits (spaces and hyphens ignored) of a known brand, of a length that brand
 * issues, passing Luhn; then it must match the selected brand and be an accepted brand.
 */
export function cardNumberError(value: string, options: CardNumberOptions = {}): RuleResult {
  const missing = requiredError(value);
  if (missing) return missing;
  const digits = cardDigits(value.trim());
  const brand = digits === undefined ? undefined : detectCardBrand(digits);
  if (
    digits === undefined ||
    brand === undefined ||
    !cardLengths(brand).includes(digits.length) ||
    !luhnValid(digits)
  ) {
    return 'booking.validation.card.number';
  }
  if (options.selectedBrand !== undefined && !sameCardBrand(options.selectedBrand, brand)) {
    return 'booking.validation.card.brandMismatch';
  }
  if (
    options.acceptedBrands !== undefined &&
    !options.acceptedBrands.some((accepted) => normaliseCardBrand(accepted) === brand)
  ) {
    return 'booking.validation.card.brandNotAccepted';
  }
  return undefined;
}

/** The expiry as typed: month 1–12 and a 2- or 4-digit year. */
export interface CardExpiry {
  readonly month: number;
  readonly year: number;
}

/** Month index (year × 12 + month − 1) of an ISO day, for month-level comparison. */
const monthIndexOfDay = (day: IsoDay): number =>
  Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * Expiry: a real month (1–12) and year, not in the past (a card is valid through the last day
 * of its expiry month, so this month is still valid), and through the check-out date: the card
 * must not expire before the guest leaves, because on-site and deferred charges are taken up to
 * check-out. Two-digit years are read as 20YY. `today` and `checkoutDate` are `YYYY-MM-DD`;
 * pass today in the hotel's time zone.
 */
export function cardExpiryError(
  expiry: CardExpiry,
  today: IsoDay,
  checkoutDate?: IsoDay | undefined,
): RuleResult {
  const { month } = expiry;
  const year = expiry.year < 100 ? 2000 + expiry.year : expiry.year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return 'booking.validation.card.expiry';
  }
  if (year < 2000 || year > 2100) return 'booking.validation.card.expiry';
  const expiryIndex = year * 12 + month - 1;
  if (expiryIndex < monthIndexOfDay(today)) return 'booking.validation.card.expiry';
  if (checkoutDate !== undefined && expiryIndex < monthIndexOfDay(checkoutDate)) {
    return 'booking.validation.card.expiresBeforeCheckout';
  }
  return undefined;
}

/** Security-code length: 4 digits for American Express (front of card), 3 for the others. */
export function securityCodeLength(brand: DetectedCardBrand | undefined): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/**
 * Security code: exactly 3 half-width digits, 4 for Amex. `brand` is the brand of the number
 * (`detectCardBrand`), so the rule follows the card actually typed.
 */
export function securityCodeError(value: string, brand: DetectedCardBrand | undefined): RuleResult {
  const length = securityCodeLength(brand);
  const ok = new RegExp(`^[0-9]{${length}}$`).test(value.trim());
  if (ok) return undefined;
  return length === 4
    ? 'booking.validation.card.securityCodeAmex'
    : 'booking.validation.card.securityCode';
}
