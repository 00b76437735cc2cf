import type { IsoDate } from '../../rules/dates.ts';
import type { CriteriaError, SearchCriteria } from './criteria.ts';

// What a search does with the criteria (check them, turn them into the address's parameters):
// apart from criteria.ts, whose reading half the first screen needs, so this loads with the
// search's actions.

/** The first rule the dates break, or undefined when they can be searched. */
export function validateCriteria(
  criteria: SearchCriteria,
  minDate: IsoDate,
): CriteriaError | undefined {
  if (criteria.undated) return undefined;
  if (criteria.checkin < minDate) return 'search.error.pastDate';
  if (!criteria.dayUse && criteria.checkout <= criteria.checkin)
    return 'search.error.checkoutBeforeCheckin';
  return undefined;
}

/**
 * The criteria as the spec's search query parameters: what the hosted app's URL carries, what
 * the `hotel-booking:search` event reports and what a shared results link restores.
 */
export function criteriaParams(criteria: SearchCriteria): Record<string, string> {
  const params: Record<string, string> = {
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    adults: String(criteria.rooms[0]?.adults ?? 2),
    room_count: String(criteria.rooms.length),
    order: criteria.order,
    type: criteria.type,
  };
  if (criteria.promoCode) params.promo_code = criteria.promoCode;
  if (criteria.couponCode) params.coupon_code = criteria.couponCode;
  if (criteria.voucherCode) {
    params.mode = 'voucher';
    params.voucher_coupon_code = criteria.voucherCode;
  }
  if (criteria.filters.length) params.filter = criteria.filters.join(',');
  if (criteria.dayUse) params.is_day_use = 'true';
  if (criteria.undated) {
    params.search_type = 'undated';
    params.nights = String(criteria.nights);
  }
  return params;
}
