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
 * The 34 currency codes of the spec (product §1), in the spec's order. With the two lists
 * below, this is the only place the table's facts live: decimals are 0 for JPY, IDR, TWD, KRW
 * and VND and 2 for the others; symbols are given for JPY, EUR, GBP, TWD, KRW and USD, the
 * others show their code. (Lists rather than 34 rows: the search form checks a code on the
 * widget's first screen and downloads this file with it.)
 */
export const CURRENCY_CODES = [
  'JPY',
  'ARS',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'INR',
  'IDR',
  'ILS',
  'MOP',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'GBP',
  'QAR',
  'RUB',
  'SAR',
  'SGD',
  'ZAR',
  'KRW',
  'LKR',
  'SEK',
  'CHF',
  'THB',
  'AED',
  'USD',
  'VND',
] as const;

/** A code of the currency table. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** A row of the table with its code narrowed to {@link CurrencyCode}. */
export type KnownCurrency = Currency & { readonly code: CurrencyCode };

/** Currencies whose amounts have no minor unit. */
const NO_DECIMALS: readonly CurrencyCode[] = ['JPY', 'IDR', 'TWD', 'KRW', 'VND'];

/** The symbols the spec gives. */
const SYMBOLS: Partial<Record<CurrencyCode, string>> = {
  JPY: '¥',
  EUR: '€',
  TWD: 'NT$',
  GBP: '£',
  KRW: '₩',
  USD: '$',
};

/** The table: one row per code, in the spec's order. */
export const CURRENCIES: readonly KnownCurrency[] = /* @__PURE__ */ CURRENCY_CODES.map((code) => ({
  code,
  decimals: NO_DECIMALS.includes(code) ? 0 : 2,
  symbol: SYMBOLS[code] ?? code,
}));

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

const BY_CODE: ReadonlyMap<string, KnownCurrency> = /* @__PURE__ */ new Map(
  CURRENCIES.map((c) => [c.code, c]),
);

/** True when `value` is a code of the table (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
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
