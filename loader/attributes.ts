import { normaliseHotelCode } from '../src/rules/hotel-code.ts';
import type { WidgetMode } from './events.ts';
import type { WidgetConfig } from './widget-api.ts';

/**
 * Search prefill attributes. Each maps to the spec's query parameter by turning `-` into `_`
 * (`promo-code` → `promo_code`), except the two in SEARCH_RENAMES.
 */
const SEARCH_NAMES = [
  'checkin',
  'checkout',
  'adults',
  'children',
  'kids-ages',
  'rooms',
  'nights',
  'search-type',
  'day-use',
  'type',
  'order',
  'promo-code',
  'coupon-code',
];
const SEARCH_RENAMES: Readonly<Record<string, string>> = {
  rooms: 'room_count',
  'day-use': 'is_day_use',
};

/** Element attribute → search query parameter of the spec. */
export const SEARCH_ATTRIBUTES: Readonly<Record<string, string>> = Object.fromEntries(
  SEARCH_NAMES.map((name) => [name, SEARCH_RENAMES[name] ?? name.replace('-', '_')]),
);

/** Theme attributes, read by the widget (src/shared/styles/theme.ts). */
export const THEME_NAMES = [
  'button-colour',
  'header-colour',
  'font-colour',
  'logo',
  'header-html',
  'footer-html',
  'custom-css',
  'facility-name',
  'brand-name',
];

const MODES: readonly WidgetMode[] = ['inline', 'modal', 'iframe', 'new-tab'];

/** Reads the element's attributes into the widget's configuration. */
export function readConfig(el: Element, assetBase: string, initialPath: string): WidgetConfig {
  const attr = (name: string): string | undefined => el.getAttribute(name)?.trim() || undefined;
  const mode = attr('mode') as WidgetMode | undefined;
  const search: Record<string, string> = {};
  for (const [name, param] of Object.entries(SEARCH_ATTRIBUTES)) {
    const value = attr(name);
    if (value !== undefined) search[param] = value;
  }
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(el.attributes)) attributes[name] = value;
  const config: WidgetConfig = {
    mode: mode && MODES.includes(mode) ? mode : 'inline',
    hotelCode: normaliseHotelCode(attr('hotel-code') ?? ''),
    assetBase,
    search,
    attributes,
    initialPath,
    locale: attr('locale'),
    currency: attr('currency')?.toUpperCase(),
  };
  return config;
}
