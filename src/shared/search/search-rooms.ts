import type { EndpointQuery } from '../../api/client/call-endpoint.ts';
import type { RoomSearchQuerySchema } from '../../api/contract/rooms.ts';
import { addDays } from '../../rules/dates.ts';
import type { SearchCriteria } from './criteria.ts';
import type { SearchRoomGuests } from './guests/payload.ts';

/** The query of `GET /rooms` as the widget sends it. */
export type RoomSearchParams = EndpointQuery<typeof RoomSearchQuerySchema>;

/**
 * The `GET /rooms` parameters for a search: every room with its dates and children, the sort,
 * the view, codes, and a request for the next available date when nothing matches. A day-use
 * stay is sent as check-in to the next day, which is how the provider books day use.
 */
export function roomSearchParams(
  code: string,
  criteria: SearchCriteria,
  rooms: readonly SearchRoomGuests[],
  currency?: string,
): RoomSearchParams {
  const checkout = criteria.dayUse ? addDays(criteria.checkin, 1) : criteria.checkout;
  // An undated search sends the rooms without dates and a number of nights.
  const dates = criteria.undated ? {} : { checkin_date: criteria.checkin, checkout_date: checkout };
  return {
    code,
    rooms: JSON.stringify(rooms.map((room) => ({ ...room, ...dates }))),
    search_type: criteria.undated ? 'undated' : undefined,
    nights: criteria.undated ? criteria.nights : undefined,
    order: criteria.order,
    type: criteria.type,
    is_day_use: criteria.dayUse || undefined,
    promo_code: criteria.promoCode || undefined,
    coupon_code: criteria.couponCode || undefined,
    ...(criteria.voucherCode ? { mode: 'voucher', voucher_coupon_code: criteria.voucherCode } : {}),
    room_search_filters: criteria.filters.length ? criteria.filters.join(',') : undefined,
    currency,
    search_next_available_date_if_no_result: true,
  };
}

/**
 * The last search again in another currency, when the guest picked one in the header after the
 * results were shown (the answer carries converted prices only for the currency asked). Null
 * before any search or when the currency is the one already asked for.
 */
export function searchInCurrency(
  lastKey: string | undefined,
  currency: string,
): RoomSearchParams | null {
  if (lastKey === undefined) return null;
  let params: RoomSearchParams;
  try {
    params = JSON.parse(lastKey) as RoomSearchParams;
  } catch {
    return null;
  }
  return params.currency === currency ? null : { ...params, currency };
}
