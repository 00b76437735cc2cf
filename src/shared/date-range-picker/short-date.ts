import type { AppIntl } from '../../i18n/create-intl.ts';
import { type IsoDate, toUtcDate } from '../../rules/dates.ts';

// At UTC midnight in UTC, as labels.ts: the viewer's time zone never moves a day.

/** A short date for the field: "Tue, May 12". The year appears when it is not `todayYear`'s. */
export function shortDate(intl: AppIntl, date: IsoDate, today: IsoDate): string {
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return intl.formatDate(toUtcDate(date), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
