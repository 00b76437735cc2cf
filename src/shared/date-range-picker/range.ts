import { addDays, addMonths, daysBetween, type IsoDate } from '../../rules/dates.ts';
import { type AvailabilityMap, availabilityLevel } from './availability.ts';

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

/** Why a day cannot be picked: each maps to a message the picker shows. */
export type PickRejection = 'beforeMin' | 'afterMax' | 'soldOut' | 'tooLong' | 'soldOutNight';

/** Result of pressing a day. */
export type PickResult =
  | { readonly kind: 'checkin'; readonly checkin: IsoDate }
  | { readonly kind: 'complete'; readonly range: DateRange }
  | { readonly kind: 'rejected'; readonly reason: PickRejection };

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

/** The last day focus may reach: the latest possible check-out. */
export function lastReachableDate(limits: CalendarLimits): IsoDate {
  return addDays(limits.maxDate, limits.maxNights);
}

/** Why `day` cannot be a check-in day, or null when it can. */
export function checkinRejection(
  day: IsoDate,
  limits: CalendarLimits,
  availability: AvailabilityMap | undefined,
): PickRejection | null {
  if (day < limits.minDate) return 'beforeMin';
  if (day > limits.maxDate) return 'afterMax';
  if (availabilityLevel(availability?.get(day)) === 'soldOut') return 'soldOut';
  return null;
}

/**
 * Why `day` cannot be the check-out of a stay starting `checkin`, or null when it can. The
 * check-out day itself may be sold out (nobody sleeps there that night), but no night of the
 * stay may be.
 */
export function checkoutRejection(
  checkin: IsoDate,
  day: IsoDate,
  limits: CalendarLimits,
  availability: AvailabilityMap | undefined,
): PickRejection | null {
  const nights = daysBetween(checkin, day);
  if (nights < 1) return 'beforeMin';
  if (nights > limits.maxNights) return 'tooLong';
  for (let night = checkin; night < day; night = addDays(night, 1)) {
    if (availabilityLevel(availability?.get(night)) === 'soldOut') return 'soldOutNight';
  }
  return null;
}

/**
 * Applies one press on a day. The first press picks the check-in; the second picks the
 * check-out when it is later, or starts over as a new check-in when it is not later. In
 * single-date mode (day use) one press completes a stay whose check-out is its check-in.
 */
export function pickDay(
  pending: IsoDate | null,
  day: IsoDate,
  limits: CalendarLimits,
  availability: AvailabilityMap | undefined,
  single = false,
): PickResult {
  if (single || pending === null || day <= pending) {
    const reason = checkinRejection(day, limits, availability);
    if (reason) return { kind: 'rejected', reason };
    return single
      ? { kind: 'complete', range: { checkin: day, checkout: day } }
      : { kind: 'checkin', checkin: day };
  }
  const reason = checkoutRejection(pending, day, limits, availability);
  if (reason) return { kind: 'rejected', reason };
  return { kind: 'complete', range: { checkin: pending, checkout: day } };
}

/** Whether a day is pickable right now (for `aria-disabled`). */
export function isPickable(
  pending: IsoDate | null,
  day: IsoDate,
  limits: CalendarLimits,
  availability: AvailabilityMap | undefined,
  single = false,
): boolean {
  return pickDay(pending, day, limits, availability, single).kind !== 'rejected';
}

/** Where a day sits in the chosen or half-chosen range. */
export type RangePosition = 'checkin' | 'checkout' | 'single' | 'inside' | 'none';

/** Position of `day` relative to the selection (`pending` = check-in awaiting its check-out). */
export function rangePosition(
  day: IsoDate,
  value: DateRange | null,
  pending: IsoDate | null,
): RangePosition {
  if (pending !== null) return day === pending ? 'checkin' : 'none';
  if (!value) return 'none';
  if (value.checkin === value.checkout) return day === value.checkin ? 'single' : 'none';
  if (day === value.checkin) return 'checkin';
  if (day === value.checkout) return 'checkout';
  return day > value.checkin && day < value.checkout ? 'inside' : 'none';
}

/** Nights of a range (0 for a day-use range). */
export function nightsOf(range: DateRange): number {
  return Math.max(0, daysBetween(range.checkin, range.checkout));
}
