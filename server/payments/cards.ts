import { luhnValid } from '../../src/rules/luhn.ts';

/** What the test gateway does with a card at authorisation. */
export type CardOutcome =
  | 'succeeds'
  | 'requires_3ds'
  | 'declined'
  | 'expired'
  | 'timeout'
  | 'fails_3ds';

/** The documented test cards (server/README.md), one per outcome. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000003220': 'requires_3ds',
  '4000000000000002': 'declined',
  '4000000000000069': 'expired',
  '4000000000000119': 'timeout',
  '4000008400001629': 'fails_3ds',
};

/** Digits only (spaces as typed are allowed). */
export function normaliseNumber(number: string): string {
  return number.replace(/\s+/g, '');
}

/** A card number the gateway accepts: 12–19 digits passing the Luhn check. */
export function cardNumberValid(digits: string): boolean {
  return /^[0-9]{12,19}$/.test(digits) && luhnValid(digits);
}

/** Card brand from the number's prefix (the brands of product.md §4 multi-currency). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'master';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function expired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** Outcome of a number; any other valid number is declined, like a real test mode. */
export function outcomeOf(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? 'declined';
}
