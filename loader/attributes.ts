import { normaliseHotelCode } from '../src/rules/hotel-code.ts';
import type { WidgetMode } from './events.ts';
import type { ElementConfig, WidgetConfig } from './widget-api.ts';

/**
 * Search prefill attributes. Each maps to the spec's query parameter by turning `-` into `_`
 * (`promo-code` → `promo_code`), except `rooms` (`room_count`) and `day-use` (`is_day_use`).
 * A pattern rather than a table: the loader reads each attribute once and stays small.
 */
const SEARCH_NAMES =
  /^(checkin|checkout|adults|children|kids-ages|rooms|nights|search-type|day-use|type|order|promo-code|coupon-code)$/;

/** An element attribute's search query parameter of the spec, or undefined for other ones. */
export const searchParam = (name: string): string | undefined =>
  SEARCH_NAMES.test(name)
    ? name === 'rooms'
      ? 'room_count'
      : name === 'day-use'
        ? 'is_day_use'
        : name.replace('-', '_')
    : undefined;

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

const MODES = /^(inline|modal|iframe|new-tab)$/;

/**
 * Reads the element's attributes into the widget's configuration; `initialPath` is the default
 * first screen (the element puts a deep link's in its place). Search prefill: `searchOf`.
 */
export function readConfig(el: Element, assetBase: string): ElementConfig {
  const attributes: Record<string, string> = {};
  for (const { name, value } of el.attributes) attributes[name] = value;
  return configOf(attributes, assetBase);
}

/**
 * The search prefill of the attributes as written, in the spec's query parameter names, in the
 * order the attributes are written. Not part of the configuration the loader reads: only the
 * widget and the hosted app's address need it, so the pattern stays out of the loader.
 */
export function searchOf(attributes: Record<string, string>): Record<string, string> {
  const search: Record<string, string> = {};
  for (const name in attributes) {
    const param = searchParam(name);
    const value = attributes[name]?.trim();
    if (param && value) search[param] = value;
  }
  return search;
}

/**
 * The configuration of the attributes as written (name → value), also for the server, which
 * draws the first screen from the attributes the loader sends (server/web/first-screen).
 */
export function configOf(attributes: Record<string, string>, assetBase: string): ElementConfig {
  const attr = (name: string): string | undefined => attributes[name]?.trim() || undefined;
  const mode = attr('mode') ?? '';
  return {
    mode: MODES.test(mode) ? (mode as WidgetMode) : 'inline',
    hotelCode: normaliseHotelCode(attr('hotel-code') ?? ''),
    assetBase,
    attributes,
    initialPath: '/booking/result',
    locale: attr('locale'),
    currency: attr('currency')?.toUpperCase(),
  };
}

/** The widget's configuration: the element's, with its search prefill. */
export const widgetConfigOf = (config: ElementConfig): WidgetConfig => ({
  ...config,
  search: searchOf(config.attributes),
});
