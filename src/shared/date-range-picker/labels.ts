// The calendar dialog's date texts (and other screens' full dates). The date field's short
// date, which the search form shows, is in short-date.ts so the form loads without these.
import type { AppIntl } from '../../i18n/create-intl.ts';
import { type IsoDate, toUtcDate } from '../../rules/dates.ts';
import type { Weekday } from './week-start.ts';

// Dates are formatted at UTC midnight in UTC, so the viewer's time zone never moves a day.
const UTC = { timeZone: 'UTC' } as const;

/** "May 2030" in the active locale. */
export function monthTitle(intl: AppIntl, month: IsoDate): string {
  return intl.formatDate(toUtcDate(month), { ...UTC, year: 'numeric', month: 'long' });
}

/** The day-of-month number in the locale's digits ("12", "١٢"). */
export function dayNumber(intl: AppIntl, date: IsoDate): string {
  return intl.formatDate(toUtcDate(date), { ...UTC, day: 'numeric' });
}

/** The full date a screen reader hears: "Tuesday, May 12, 2030". */
export function fullDate(intl: AppIntl, date: IsoDate): string {
  return intl.formatDate(toUtcDate(date), {
    ...UTC,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

// 2023-01-01 was a Sunday: weekday n is 2023-01-(1+n).
const SUNDAY = Date.UTC(2023, 0, 1);

/** Short and long names of a weekday ("Su"/"Sunday"), for column headers. */
export function weekdayName(intl: AppIntl, weekday: Weekday): { short: string; long: string } {
  const date = new Date(SUNDAY + weekday * 86_400_000);
  return {
    short: intl.formatDate(date, { ...UTC, weekday: 'narrow' }),
    long: intl.formatDate(date, { ...UTC, weekday: 'long' }),
  };
}
