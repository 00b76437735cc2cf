import type { IntlShape } from '@formatjs/intl';
import { formatMoney, minorToMajor } from '../../money/format-money.ts';
import { getCurrency } from '../../rules/currencies.ts';
import { type IsoDate, toUtcDate } from '../../rules/dates.ts';
import type { Weekday } from './week-start.ts';

// Dates are formatted at UTC midnight in UTC, so the viewer's time zone never moves a day.
const UTC = { timeZone: 'UTC' } as const;

/** "May 2030" in the active locale. */
export function monthTitle(intl: IntlShape, month: IsoDate): string {
  return intl.formatDate(toUtcDate(month), { ...UTC, year: 'numeric', month: 'long' });
}

/** The day-of-month number in the locale's digits ("12", "١٢"). */
export function dayNumber(intl: IntlShape, date: IsoDate): string {
  return intl.formatDate(toUtcDate(date), { ...UTC, day: 'numeric' });
}

/** The full date a screen reader hears: "Tuesday, May 12, 2030". */
export function fullDate(intl: IntlShape, date: IsoDate): string {
  return intl.formatDate(toUtcDate(date), {
    ...UTC,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** A short date for the field: "Tue, May 12". The year appears when it is not `todayYear`'s. */
export function shortDate(intl: IntlShape, date: IsoDate, today: IsoDate): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return intl.formatDate(toUtcDate(date), {
    ...UTC,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

// 2023-01-01 was a Sunday: weekday n is 2023-01-(1+n).
const SUNDAY = Date.UTC(2023, 0, 1);

/** Short and long names of a weekday ("Su"/"Sunday"), for column headers. */
export function weekdayName(intl: IntlShape, weekday: Weekday): { short: string; long: string } {
  const date = new Date(SUNDAY + weekday * 86_400_000);
  return {
    short: intl.formatDate(date, { ...UTC, weekday: 'narrow' }),
    long: intl.formatDate(date, { ...UTC, weekday: 'long' }),
  };
}

/**
 * A price short enough for a day cell: compact notation ("¥12K", "¥1.2万") with the currency
 * table's symbol; whole units under 1,000 ("$124"). Screen readers get {@link formatMoney}.
 * The space next to the symbol is an ordinary one (Intl gives a no-break space), so a price
 * too wide for a narrow cell wraps there ("123.5 ألف" over "¥") instead of being cut.
 */
export function compactPrice(intl: IntlShape, amountMinor: number, currency: string): string {
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
export function fullPrice(intl: IntlShape, amountMinor: number, currency: string): string {
  return formatMoney(intl, amountMinor, currency);
}
