import type { AppIntl } from '../../i18n/create-intl.ts';
import { formatMoney, minorToMajor } from '../../money/format-money.ts';
import { getCurrency } from '../../rules/currencies.ts';

// The calendar dialog's price texts, apart from labels.ts (whose date texts the first screen's
// date fields use) so the money formatting loads with the dialog.

/**
 * A price short enough for a day cell: compact notation ("¥12K", "¥1.2万") with the currency
 * table's symbol; whole units under 1,000 ("$124"). Screen readers get {@link formatMoney}.
 * The space next to the symbol is an ordinary one (Intl gives a no-break space), so a price
 * too wide for a narrow cell wraps there ("123.5 ألف" over "¥") instead of being cut.
 */
export function compactPrice(intl: AppIntl, amountMinor: number, currency: string): string {
  const major = minorToMajor(amountMinor, currency);
  const symbol = getCurrency(currency)?.symbol ?? currency;
  const parts = intl.formatNumberToParts(major, {
    style: 'currency',
    currency,
    currencyDisplay: symbol === currency ? 'code' : 'narrowSymbol',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: Math.abs(major) < 1000 ? 0 : 1,
  });
  return parts
    .map((p, i) => {
      if (p.type === 'currency') return symbol;
      const nextToSymbol = parts[i - 1]?.type === 'currency' || parts[i + 1]?.type === 'currency';
      return nextToSymbol && p.type === 'literal' ? p.value.replace(/\u00a0/g, ' ') : p.value;
    })
    .join('')
    .trim();
}

/** The full price for the accessible name: "¥12,000". */
export function fullPrice(intl: AppIntl, amountMinor: number, currency: string): string {
  return formatMoney(intl, amountMinor, currency);
}
