// What the search form needs to draw the date field (limits, defaults, nights). Picking days
// in the calendar (pick.ts) loads with the calendar dialog.
import { addDays, addMonths, daysBetween, type IsoDate } from '../../rules/dates.ts';

/** A chosen stay: check-out is after check-in (equal in single-date, day-use mode). */
export interface DateRange {
  readonly checkin: IsoDate;
  readonly checkout: IsoDate;
}

/** The bookable window and stay length. */
export interface CalendarLimits {
  /** Earliest check-in day. */
  readonly minDate: IsoDate;
  /** Latest check-in day (end of the reservable period). */
  readonly maxDate: IsoDate;
  /** Longest stay in nights. */
  readonly maxNights: number;
}

/**
 * Longest stay the picker offers when the parent gives none; the reference server refuses
 * longer stays (server/domain/stay.ts MAX_NIGHTS).
 */
export const DEFAULT_MAX_NIGHTS = 30;

/** Hotel settings that decide the first bookable day (`default_search_setting`). */
export interface MinDateSettings {
  /** `yesterday_bookable`: after midnight, last night can still be booked. */
  readonly yesterdayBookable?: boolean;
  /** `checkin_date_offset`: days from today before the first check-in (default 0). */
  readonly checkinDateOffset?: number;
}

/** First check-in day: the hotel's today (or yesterday when bookable) plus the offset. */
export function minCheckinDate(today: IsoDate, settings: MinDateSettings = {}): IsoDate {
  const base = settings.yesterdayBookable ? -1 : 0;
  return addDays(today, base + (settings.checkinDateOffset ?? 0));
}

/**
 * Last check-in day of the reservable period: `months` calendar months from today (clamped at
 * month ends), the same rule the server applies before answering 1903.
 */
export function reservableMaxDate(today: IsoDate, months: number): IsoDate {
  return addMonths(today, months);
}

/** Nights of a range (0 for a day-use range). */
export function nightsOf(range: DateRange): number {
  return Math.max(0, daysBetween(range.checkin, range.checkout));
}
