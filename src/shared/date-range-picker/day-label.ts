import type { AppIntl } from '../../i18n/create-intl.ts';
import { translate } from '../../i18n/react.tsx';
import type { IsoDate } from '../../rules/dates.ts';
import { availabilityLevel, type DayAvailability } from './availability.ts';
import { fullDate } from './labels.ts';
import type { RangePosition } from './pick.ts';
import { fullPrice } from './price-labels.ts';

/** What a day cell knows about its day. */
export interface DayFacts {
  readonly position: RangePosition;
  readonly isToday: boolean;
  /** Before today: not sold out, simply gone. */
  readonly isPast?: boolean;
  readonly pickable: boolean;
  readonly availability: DayAvailability | undefined;
}

/**
 * The accessible name of a day: the full date, then today / its place in the stay, then
 * price and rooms left or why it cannot be picked. The grid cell shows a compact version.
 */
export function dayLabel(intl: AppIntl, day: IsoDate, facts: DayFacts): string {
  const parts = [fullDate(intl, day)];
  if (facts.isToday) parts.push(translate(intl, 'cal.day.today'));
  if (facts.position === 'checkin') parts.push(translate(intl, 'search.checkin'));
  if (facts.position === 'checkout') parts.push(translate(intl, 'search.checkout'));
  if (facts.position === 'inside') parts.push(translate(intl, 'cal.day.inStay'));
  if (facts.isPast) {
    parts.push(translate(intl, 'cal.day.past'));
    return intl.formatList(parts, { type: 'unit', style: 'short' });
  }
  const info = facts.availability;
  const level = availabilityLevel(info);
  if (level === 'soldOut') {
    parts.push(translate(intl, 'cal.day.soldOut'));
  } else if (info) {
    if (info.lowestPrice !== undefined) {
      const price = fullPrice(intl, info.lowestPrice, info.currency);
      parts.push(translate(intl, 'cal.day.from', { price }));
    }
    if (level === 'few' && info.roomsLeft !== undefined) {
      parts.push(translate(intl, 'cal.day.roomsLeft', { count: info.roomsLeft }));
    }
  }
  if (!facts.pickable && level !== 'soldOut') parts.push(translate(intl, 'cal.day.unavailable'));
  return intl.formatList(parts, { type: 'unit', style: 'short' });
}
