import type { ApiClient, SearchParams } from '../../api/client/types.ts';
import { type RoomSearchResponse, RoomSearchResponseSchema } from '../../api/contract/rooms.ts';

/** What a results page asks for, in the spec's search query parameter names. */
export interface RoomQuery {
  code: string;
  checkin: string;
  checkout: string;
  adults: number;
  room_count: number;
  order?: 'recommended' | 'price_low_to_high' | 'price_high_to_low' | undefined;
  type?: 'rooms' | 'plans' | undefined;
  promo_code?: string | undefined;
  coupon_code?: string | undefined;
  currency?: string | undefined;
}

/** The `GET /rooms` parameters for a query; always asks for the next available date. */
export function roomSearchParams(query: RoomQuery): SearchParams {
  return {
    code: query.code,
    checkin: query.checkin,
    checkout: query.checkout,
    adults: query.adults,
    room_count: query.room_count,
    order: query.order ?? 'price_low_to_high',
    type: query.type ?? 'rooms',
    promo_code: query.promo_code || undefined,
    coupon_code: query.coupon_code || undefined,
    currency: query.currency,
    search_next_available_date_if_no_result: true,
  };
}

/** Searches rooms; rejects with an ApiError (network, server error, malformed answer). */
export async function searchRooms(
  client: ApiClient,
  query: RoomQuery,
  signal?: AbortSignal,
): Promise<RoomSearchResponse> {
  const answer = await client.get('/rooms', RoomSearchResponseSchema, {
    searchParams: roomSearchParams(query),
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
