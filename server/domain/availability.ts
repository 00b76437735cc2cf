/** One night of stock as read from the inventory table. */
export interface NightStock {
  date: string;
  remaining: number;
  closed: boolean;
}

/**
 * Rooms sellable for a whole stay: the smallest remaining count over its nights; zero if any
 * night is closed or missing (no rate loaded means not for sale).
 */
export function roomsLeftForStay(
  nights: readonly NightStock[],
  expectedNights: readonly string[],
): number {
  let left = Number.POSITIVE_INFINITY;
  for (const date of expectedNights) {
    const night = nights.find((n) => n.date === date);
    if (!night || night.closed) return 0;
    left = Math.min(left, night.remaining);
  }
  return Number.isFinite(left) ? Math.max(left, 0) : 0;
}

export { planLimit } from '../../src/rules/plan-limit.ts';

/** Under ten rooms left shows as "few left" on the calendar (doc 2 §9). */
export const LOW_AVAILABILITY_THRESHOLD = 10;

export function calendarStatus(
  roomsLeft: number,
  closed: boolean,
): 'available' | 'few_left' | 'sold_out' | 'closed' {
  if (closed) return 'closed';
  if (roomsLeft <= 0) return 'sold_out';
  return roomsLeft < LOW_AVAILABILITY_THRESHOLD ? 'few_left' : 'available';
}
