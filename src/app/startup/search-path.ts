import type { BookingWidgetSettings } from '../../api/contract/settings.ts';

/**
 * The widget type of a brand-wide widget (the brand's facilities listed together). Assumption:
 * the spec names the mode, not the value; the server team's settings use `standard` today.
 */
export const BRAND_FACILITY_WIDGET_TYPE = 'brand_facility';

/** True when the widget runs for a whole brand, where searching lists the facilities. */
export function isBrandFacilityMode(settings: BookingWidgetSettings | undefined): boolean {
  return settings?.booking_widget_type === BRAND_FACILITY_WIDGET_TYPE;
}

/** Where "search" goes (product.md §2): Facilities in brand-facility mode, else the results. */
export function searchPath(settings: BookingWidgetSettings | undefined): string {
  return isBrandFacilityMode(settings) ? '/facilities' : '/booking/result';
}
