import type { IsoDate } from '../../rules/dates.ts';

/** What the calendar shows for one day (from `/rooms/availability`). */
export interface DayAvailability {
  /** Lowest price of the night in minor units of `currency`. */
  readonly lowestPrice?: number;
  readonly currency: string;
  /** Rooms still bookable that night. */
  readonly roomsLeft?: number;
  /** Nothing bookable that night: not a check-in day (it may still be a check-out day). */
  readonly soldOut?: boolean;
}

/** Availability per `YYYY-MM-DD`; days missing from the map are simply not known yet. */
export type AvailabilityMap = ReadonlyMap<IsoDate, DayAvailability>;

/** Below this many rooms left a day is marked "few rooms left" (spec doc 2 §9). */
export const FEW_ROOMS_THRESHOLD = 10;

/** How a day's availability is summarised in the grid. */
export type AvailabilityLevel = 'unknown' | 'available' | 'few' | 'soldOut';

/** The day's level: sold out, few rooms left (fewer than 10), available or unknown. */
export function availabilityLevel(day: DayAvailability | undefined): AvailabilityLevel {
  if (!day) return 'unknown';
  if (day.soldOut || day.roomsLeft === 0) return 'soldOut';
  if (day.roomsLeft !== undefined && day.roomsLeft < FEW_ROOMS_THRESHOLD) return 'few';
  return 'available';
}
