// Picking days in the calendar: what a press on a day does and why a day is refused. Used by
// the calendar dialog (loaded when the date field is opened), not by the search form itself.
import { addDays, daysBetween, type IsoDate } from '../../rules/dates.ts';
import { type AvailabilityMap, availabilityLevel } from './availability.ts';
import type { CalendarLimits, DateRange } from './range.ts';

/** Why a day cannot be picked: each maps to a message the picker shows. */
export type PickRejection = 'beforeMin' | 'afterMax' | 'soldOut' | 'tooLong' | 'soldOutNight';

/** Result of pressing a day. */
export type PickResult =
  | { readonly kind: 'checkin'; readonly checkin: IsoDate }
  | { readonly kind: 'complete'; readonly range: DateRange }
  | { readonly kind: 'rejected'; readonly reason: PickRejection };

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
