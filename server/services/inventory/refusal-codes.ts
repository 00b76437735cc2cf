import { ErrorCode } from '../../../src/api/contract/error.ts';
import type { StayRefusal } from '../../../src/rules/inventory/restrictions.ts';

/** The catalogue code and the payload (the message's values) a refused stay answers with. */
export function refusalError(r: StayRefusal): {
  code: number;
  payload: Record<string, string | number | null>;
  message: string;
} {
  switch (r.reason) {
    case 'stop_sell':
      return {
        code: ErrorCode.planStopSell,
        payload: { date: r.date },
        message: `This plan is not sold on ${r.date}.`,
      };
    case 'closed_to_arrival':
      return {
        code: ErrorCode.closedToArrival,
        payload: { date: r.date },
        message: `This plan does not take arrivals on ${r.date}.`,
      };
    case 'closed_to_departure':
      return {
        code: ErrorCode.closedToDeparture,
        payload: { date: r.date },
        message: `This plan does not take departures on ${r.date}.`,
      };
    case 'min_stay':
      return {
        code: ErrorCode.minStay,
        payload: { nights: r.nights },
        message: `This plan needs a stay of at least ${r.nights} nights on these dates.`,
      };
    case 'max_stay':
      return {
        code: ErrorCode.maxStay,
        payload: { nights: r.nights },
        message: `This plan allows a stay of at most ${r.nights} nights on these dates.`,
      };
    case 'advance_min':
      return {
        code: ErrorCode.bookTooLate,
        payload: { days: r.days },
        message: `This plan must be booked at least ${r.days} days before arrival.`,
      };
    case 'advance_max':
      return {
        code: ErrorCode.bookTooEarly,
        payload: { days: r.days },
        message: `This plan can be booked at most ${r.days} days before arrival.`,
      };
    case 'sale_period':
      return {
        code: ErrorCode.planOffSale,
        payload: { from: r.from, until: r.until },
        message: 'This plan is not on sale today.',
      };
    case 'stay_period':
      return {
        code: ErrorCode.outsideStayPeriod,
        payload: { from: r.from, until: r.until },
        message: 'This plan is not offered for these dates.',
      };
  }
}
