import { addDays, daysBetween, stayNights } from '../dates.ts';

/**
 * Restriction evaluation (issue 39): whether a plan may be sold for a stay, and if not, the one
 * reason a guest is told. Pure; the room search leaves a refused plan out, the calendar leaves it
 * out of a night's price, and the quote, the booking and a change refuse with the reason's code.
 */

/** A plan's restrictions on one night (`plan_restrictions`); a night without a row has none. */
export interface NightRestriction {
  readonly stop_sell: boolean;
  readonly closed_to_arrival: boolean;
  readonly closed_to_departure: boolean;
  /** Every stay through this night lasts at least / at most so many nights. */
  readonly min_stay_through: number | null;
  readonly max_stay_through: number | null;
  /** A stay arriving this night lasts at least / at most so many nights. */
  readonly min_stay_arrival: number | null;
  readonly max_stay_arrival: number | null;
}

export const NO_RESTRICTION: NightRestriction = {
  stop_sell: false,
  closed_to_arrival: false,
  closed_to_departure: false,
  min_stay_through: null,
  max_stay_through: null,
  min_stay_arrival: null,
  max_stay_arrival: null,
};

/** A plan's own limits, the same every night. */
export interface PlanLimits {
  /** Bookable (the day of booking, hotel time) within these days; null: open-ended. */
  readonly sale_from: string | null;
  readonly sale_until: string | null;
  /** Every night of the stay within these; null: open-ended. */
  readonly stay_from: string | null;
  readonly stay_until: string | null;
  /** Days between the booking day and check-in, at least / at most. */
  readonly advance_min_days: number | null;
  readonly advance_max_days: number | null;
}

/** Why a plan cannot be sold for a stay; `code` is the catalogue code a refusal answers with. */
export type StayRefusal =
  | { reason: 'stop_sell'; date: string }
  | { reason: 'closed_to_arrival'; date: string }
  | { reason: 'closed_to_departure'; date: string }
  | { reason: 'min_stay'; nights: number }
  | { reason: 'max_stay'; nights: number }
  | { reason: 'advance_min'; days: number }
  | { reason: 'advance_max'; days: number }
  | { reason: 'sale_period'; from: string | null; until: string | null }
  | { reason: 'stay_period'; from: string | null; until: string | null };

/**
 * The first reason `plan` cannot be sold for the stay, or null. Order (the most specific for
 * the guest first): sale period, booking window, stay period, stop-sell, closed to arrival,
 * closed to departure, minimum stay, maximum stay.
 */
export function refuseStay(
  stay: { checkin: string; checkout: string; today: string },
  plan: PlanLimits,
  nightOf: (date: string) => NightRestriction | undefined,
): StayRefusal | null {
  const { checkin, checkout, today } = stay;
  if ((plan.sale_from && today < plan.sale_from) || (plan.sale_until && today > plan.sale_until))
    return { reason: 'sale_period', from: plan.sale_from, until: plan.sale_until };
  const ahead = daysBetween(today, checkin);
  if (plan.advance_min_days !== null && ahead < plan.advance_min_days)
    return { reason: 'advance_min', days: plan.advance_min_days };
  if (plan.advance_max_days !== null && ahead > plan.advance_max_days)
    return { reason: 'advance_max', days: plan.advance_max_days };
  const lastNight = addDays(checkout, -1);
  if (
    (plan.stay_from && checkin < plan.stay_from) ||
    (plan.stay_until && lastNight > plan.stay_until)
  )
    return { reason: 'stay_period', from: plan.stay_from, until: plan.stay_until };
  const nights = stayNights(checkin, checkout);
  const rows = nights.map((date) => ({ date, r: nightOf(date) ?? NO_RESTRICTION }));
  const stopped = rows.find((n) => n.r.stop_sell);
  if (stopped) return { reason: 'stop_sell', date: stopped.date };
  const arrival = rows[0]?.r ?? NO_RESTRICTION;
  if (arrival.closed_to_arrival) return { reason: 'closed_to_arrival', date: checkin };
  if ((nightOf(checkout) ?? NO_RESTRICTION).closed_to_departure)
    return { reason: 'closed_to_departure', date: checkout };
  const length = nights.length;
  let min = arrival.min_stay_arrival ?? 0;
  let max = arrival.max_stay_arrival ?? Number.POSITIVE_INFINITY;
  for (const { r } of rows) {
    min = Math.max(min, r.min_stay_through ?? 0);
    max = Math.min(max, r.max_stay_through ?? Number.POSITIVE_INFINITY);
  }
  if (length < min) return { reason: 'min_stay', nights: min };
  if (length > max) return { reason: 'max_stay', nights: max };
  return null;
}
