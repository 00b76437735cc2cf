import { type IsoDate, toUtcDate } from '../rules/dates.ts';
import type { AppIntl } from './create-intl.ts';

/**
 * A stay's day as the booking screens show it ("Jan 25, 2027" in English): the guest
 * detail and payment summaries and the resume notice use this one formatter, so no screen
 * shows the contract's ISO form. Formatted at UTC midnight in UTC: the viewer's time zone
 * never moves the day.
 */
export function stayDate(intl: AppIntl, date: IsoDate): string {
  return intl.formatDate(toUtcDate(date), { timeZone: 'UTC', dateStyle: 'medium' });
}
