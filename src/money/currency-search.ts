import type { AppIntl } from '../i18n/create-intl.ts';
import {
  CURRENCIES,
  type CurrencyCode,
  type KnownCurrency,
  SUGGESTED_CURRENCIES,
} from '../rules/currencies.ts';
import { currencyNameId } from './currency-name.ts';

/** A currency as the currency modal shows it. */
export interface CurrencyOption extends KnownCurrency {
  /** Translated name in the active locale. */
  readonly name: string;
  readonly selected: boolean;
  readonly suggested: boolean;
}

/** Translated name of a currency in the active locale. */
export function currencyName(intl: AppIntl, code: CurrencyCode): string {
  return String(intl.formatMessage({ id: currencyNameId(code) }));
}

/**
 * The modal's list: the selected currency first, then all the others sorted by translated
 * name (collated in the active locale).
 */
export function orderCurrencies(
  intl: AppIntl,
  selected: CurrencyCode | undefined,
): CurrencyOption[] {
  const collator = new Intl.Collator(intl.locale);
  const options = CURRENCIES.map<CurrencyOption>((c) => ({
    ...c,
    name: currencyName(intl, c.code),
    selected: c.code === selected,
    suggested: SUGGESTED_CURRENCIES.includes(c.code),
  }));
  return options.sort(
    (a, b) =>
      Number(b.selected) - Number(a.selected) ||
      collator.compare(a.name, b.name) ||
      a.code.localeCompare(b.code),
  );
}

/** The suggested currencies in their spec order (AUD, CNY, EUR, TWD, KRW, USD). */
export function suggestedCurrencies(options: readonly CurrencyOption[]): CurrencyOption[] {
  return SUGGESTED_CURRENCIES.flatMap((code) => options.filter((o) => o.code === code));
}

function normalise(text: string, locale: string): string {
  // NFKC folds full-width input (ＵＳＤ) typed with Japanese/Chinese IMEs to ASCII.
  return text.normalize('NFKC').toLocaleLowerCase(locale).trim();
}

/**
 * Case-insensitive substring search over every field of a currency (code, symbol, decimals)
 * and its translated name. An empty query keeps every option. Order is preserved.
 */
export function searchCurrencies(
  options: readonly CurrencyOption[],
  query: string,
  locale = 'en',
): CurrencyOption[] {
  const needle = normalise(query, locale);
  if (needle === '') return [...options];
  return options.filter((o) =>
    [o.code, o.symbol, String(o.decimals), o.name].some((field) =>
      normalise(field, locale).includes(needle),
    ),
  );
}
