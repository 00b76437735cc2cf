import type { AppIntl } from '../i18n/create-intl.ts';
import { getCurrency } from '../rules/currencies.ts';

/** Decimals of a currency: the table's, else what `Intl` knows, else 2. */
export function currencyDecimals(code: string): number {
  const known = getCurrency(code);
  if (known) return known.decimals;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units → major units: `minorToMajor(12345, 'USD')` is `123.45`. */
export function minorToMajor(amountMinor: number, code: string): number {
  return amountMinor / 10 ** currencyDecimals(code);
}

/** Major units → integer minor units, rounded: `majorToMinor(123.455, 'USD')` is `12346`. */
export function majorToMinor(amount: number, code: string): number {
  return Math.round(amount * 10 ** currencyDecimals(code));
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** `symbol` (default): the table's symbol, or the code where it has none. `code`: always the code. */
  readonly display?: 'symbol' | 'code';
}

/**
 * Formats an integer amount in minor units with the active locale's conventions (grouping,
 * sign, position of the symbol) and the currency table's decimals and symbol:
 * JPY 12000 → `¥12,000`, USD 12345 → `$123.45`, in ar `‏12,000 ¥`.
 * Non-integer input is rounded to the nearest minor unit; non-finite input throws.
 */
export function formatMoney(
  intl: AppIntl,
  amountMinor: number,
  code: string,
  options: FormatMoneyOptions = {},
): string {
  if (!Number.isFinite(amountMinor)) {
    throw new RangeError(`formatMoney: amount must be a finite number, got ${amountMinor}`);
  }
  const decimals = currencyDecimals(code);
  const known = getCurrency(code);
  const label = options.display === 'code' || !known ? code : known.symbol;
  const hasSymbol = label !== code;
  const parts = intl.formatNumberToParts(Math.round(amountMinor) / 10 ** decimals, {
    style: 'currency',
    currency: code,
    // narrowSymbol gives the locale's spacing for symbols (`$1`), code display for codes (`ARS 1`)
    currencyDisplay: hasSymbol ? 'narrowSymbol' : 'code',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return parts.map((part) => (part.type === 'currency' ? label : part.value)).join('');
}

/** Formats a plain amount in minor units without any currency sign (e.g. for inputs). */
export function formatMinorAmount(intl: AppIntl, amountMinor: number, code: string): string {
  const decimals = currencyDecimals(code);
  return intl.formatNumber(Math.round(amountMinor) / 10 ** decimals, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
