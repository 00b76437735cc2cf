import { normaliseHotelCode } from '../src/rules/hotel-code.ts';

/** The first screen when the host page was opened with `?hotel_booking=…`. */
export interface DeepLink {
  /** App path with the search query, e.g. `/booking/result?checkin=…` or `/search`. */
  path: string;
  /** True when the host page asked for the app to be opened (modal mode opens itself). */
  open: boolean;
}

/** Host page parameters that are not search criteria and must not be passed on. */
const NOT_FORWARDED = /^(hotel_booking|code|hotel_code)$/;

/**
 * Reads the host page's deep link for one widget. `?hotel_booking=search&checkin=…` opens the
 * results with those criteria; `?hotel_booking=confirm` opens the reservation lookup. When the
 * link names a hotel (`code`), widgets for other hotels on the page ignore it.
 */
export function readDeepLink(search: string, hotelCode: string): DeepLink {
  const params = new URLSearchParams(search);
  const step = params.get('hotel_booking');
  const linkedCode = params.get('code') ?? params.get('hotel_code');
  if (!step || (linkedCode && normaliseHotelCode(linkedCode) !== hotelCode)) {
    return { path: '/booking/result', open: false };
  }
  const forwarded = new URLSearchParams();
  for (const [key, value] of params) {
    if (!NOT_FORWARDED.test(key) && value) forwarded.append(key, value);
  }
  const query = forwarded.toString();
  const base = step === 'confirm' ? '/search' : '/booking/result';
  return { path: query ? `${base}?${query}` : base, open: true };
}
