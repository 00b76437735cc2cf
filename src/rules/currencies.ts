import type { MessageId } from '../i18n/messages.ts';

/** One row of the currency table. */
export interface Currency {
  /** ISO 4217 code. */
  readonly code: string;
  /** Digits after the decimal point: amounts are integers in 10^-decimals units. */
  readonly decimals: 0 | 2;
  /** Display symbol; the code itself when the spec gives no symbol. */
  readonly symbol: string;
}

/**
 * The 34 currencies of the spec (product §1), in the spec's order. Decimals are 0 for JPY,
 * IDR, TWD, KRW and VND and 2 for the others; symbols are given for JPY, EUR, GBP, TWD, KRW and
 * USD, the others show their code. This table is the only place these facts live.
 */
export const CURRENCIES = [
  { code: 'JPY', decimals: 0, symbol: '¥' },
  { code: 'ARS', decimals: 2, symbol: 'ARS' },
  { code: 'AUD', decimals: 2, symbol: 'AUD' },
  { code: 'BRL', decimals: 2, symbol: 'BRL' },
  { code: 'CAD', decimals: 2, symbol: 'CAD' },
  { code: 'CNY', decimals: 2, symbol: 'CNY' },
  { code: 'CZK', decimals: 2, symbol: 'CZK' },
  { code: 'DKK', decimals: 2, symbol: 'DKK' },
  { code: 'EUR', decimals: 2, symbol: '€' },
  { code: 'HKD', decimals: 2, symbol: 'HKD' },
  { code: 'INR', decimals: 2, symbol: 'INR' },
  { code: 'IDR', decimals: 0, symbol: 'IDR' },
  { code: 'ILS', decimals: 2, symbol: 'ILS' },
  { code: 'MOP', decimals: 2, symbol: 'MOP' },
  { code: 'MYR', decimals: 2, symbol: 'MYR' },
  { code: 'MXN', decimals: 2, symbol: 'MXN' },
  { code: 'TWD', decimals: 0, symbol: 'NT$' },
  { code: 'NZD', decimals: 2, symbol: 'NZD' },
  { code: 'NOK', decimals: 2, symbol: 'NOK' },
  { code: 'PHP', decimals: 2, symbol: 'PHP' },
  { code: 'GBP', decimals: 2, symbol: '£' },
  { code: 'QAR', decimals: 2, symbol: 'QAR' },
  { code: 'RUB', decimals: 2, symbol: 'RUB' },
  { code: 'SAR', decimals: 2, symbol: 'SAR' },
  { code: 'SGD', decimals: 2, symbol: 'SGD' },
  { code: 'ZAR', decimals: 2, symbol: 'ZAR' },
  { code: 'KRW', decimals: 0, symbol: '₩' },
  { code: 'LKR', decimals: 2, symbol: 'LKR' },
  { code: 'SEK', decimals: 2, symbol: 'SEK' },
  { code: 'CHF', decimals: 2, symbol: 'CHF' },
  { code: 'THB', decimals: 2, symbol: 'THB' },
  { code: 'AED', decimals: 2, symbol: 'AED' },
  { code: 'USD', decimals: 2, symbol: '$' },
  { code: 'VND', decimals: 0, symbol: 'VND' },
] as const satisfies readonly Currency[];

/** A code of the currency table. */
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** A row of the table with its code narrowed to {@link CurrencyCode}. */
export type KnownCurrency = Currency & { readonly code: CurrencyCode };

/** Every currency code, in table order. */
export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((c) => c.code);

/** The hotel default: JPY, shown as ¥. */
export const DEFAULT_CURRENCY: CurrencyCode = 'JPY';

/** Currencies offered first in the currency modal. */
export const SUGGESTED_CURRENCIES: readonly CurrencyCode[] = [
  'AUD',
  'CNY',
  'EUR',
  'TWD',
  'KRW',
  'USD',
];

const BY_CODE: ReadonlyMap<string, KnownCurrency> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** True when `value` is a code of the table (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** Normalises user or server input (`usd`, ` USD `) to a table code, or `undefined`. */
export function toCurrencyCode(value: string | null | undefined): CurrencyCode | undefined {
  const code = value?.trim().toUpperCase();
  return isCurrencyCode(code) ? code : undefined;
}

/** The table row of a code, or `undefined` when the code is not in the table. */
export function getCurrency(code: string): KnownCurrency | undefined {
  return BY_CODE.get(code);
}

/** The i18n key of a currency's translated name. */
export function currencyNameId(code: CurrencyCode): MessageId {
  return `currency.name.${code}`;
}
