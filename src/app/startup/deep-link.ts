import { splitOnce } from '../../shared/startup/strip-tokens.ts';
import { findRoute } from '../routes.ts';

/** Parameters that make an address a search (spec §2 search query parameters). */
export const SEARCH_KEYS: readonly string[] = [
  'checkin',
  'checkout',
  'adults',
  'room_count',
  'rooms',
  'order',
  'type',
  'promo_code',
  'coupon_code',
  'filter',
  'is_day_use',
  'search_type',
  'nights',
];

/**
 * True when the widget starts past the empty search form: on a later screen (or a path of
 * none, the not-found page) or on a search (a shared results link). Its next step is then the
 * first screen, so the inline widget loads it at once rather than on the guest's intent.
 */
export function startsPastSearchForm(address: string): boolean {
  const [beforeHash = ''] = splitOnce(address, '#');
  const [path = '', query = ''] = splitOnce(beforeHash, '?');
  const route = findRoute(path);
  if ((route?.redirect ?? route?.path) !== '/booking/result') return true;
  const params = new URLSearchParams(query);
  return SEARCH_KEYS.some((key) => params.has(key));
}
