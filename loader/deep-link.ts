import { normaliseHotelCode } from '../src/rules/hotel-code.ts';

/** Host page parameters that are not search criteria and must not be passed on. */
const NOT_FORWARDED = /^(hotel_booking|code|hotel_code)$/;

/**
 * Reads the host page's deep link for one widget: the app path to open with the search query
 * (e.g. `/booking/result?checkin=…`), or undefined when there is none for this hotel. A deep
 * link also asks for the app to be opened (modal mode opens itself).
 * `?hotel_booking=search&checkin=…` opens the results with those criteria;
 * `?hotel_booking=confirm` opens the reservation lookup. When the link names a hotel (`code`),
 * widgets for other hotels on the page ignore it. It ships in the modes chunk (lazy/index.ts):
 * the element fetches it only when the address holds `hotel_booking=`.
 */
export function readDeepLink(search: string, hotelCode: string): string | undefined {
  const params = new URLSearchParams(search);
  const step = params.get('hotel_booking');
  const linkedCode = params.get('code') ?? params.get('hotel_code');
  if (!step || (linkedCode && normaliseHotelCode(linkedCode) !== hotelCode)) return undefined;
  const query = new URLSearchParams(
    [...params].filter(([key, value]) => value && !NOT_FORWARDED.test(key)),
  ).toString();
  return (step === 'confirm' ? '/search' : '/booking/result') + (query && `?${query}`);
}
