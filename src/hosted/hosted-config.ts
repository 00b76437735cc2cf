import { searchParam } from '../../loader/attributes.ts';
import type { WidgetConfig } from '../../loader/widget-api.ts';
import { hotelCodeInPath, normaliseHotelCode } from '../rules/hotel-code.ts';

/** Whether a query parameter is a search prefill the element's attributes could have set. */
const isSearchParam = (key: string): boolean =>
  searchParam(
    key === 'room_count' ? 'rooms' : key === 'is_day_use' ? 'day-use' : key.replace('_', '-'),
  ) === key;

/** The hosted app's configuration from its own URL (it is served by the provider). */
export function hostedConfig(url: URL): WidgetConfig {
  const params = url.searchParams;
  const search: Record<string, string> = {};
  for (const [key, value] of params) if (isSearchParam(key) && value) search[key] = value;
  const config: WidgetConfig = {
    mode: params.get('iframe') || url.searchParams.has('parentUrl') ? 'iframe' : 'new-tab',
    hotelCode: normaliseHotelCode(
      params.get('code') ?? params.get('hotel_code') ?? hotelCodeInPath(url.pathname) ?? '',
    ),
    assetBase: new URL('/widget/', url.origin).href,
    search,
    attributes: {},
    initialPath: url.pathname + url.search,
  };
  const locale = params.get('locale');
  if (locale) config.locale = locale;
  const currency = params.get('currency') ?? params.get('mcp_currency');
  if (currency) config.currency = currency.toUpperCase();
  return config;
}
