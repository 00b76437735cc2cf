import type { WidgetConfig } from '../../../loader/widget-api.ts';
import type { BookingWidgetSettings } from '../../api/contract/settings.ts';

/**
 * The booking bar (issue 44): a slim search bar for a hotel's home page (dates, guests, a promo
 * code behind a link, Search) instead of the whole search form. Chosen by the element's
 * `mode="bar"` (the loader reads any mode it does not know as `inline`, so the bar costs it
 * nothing) or by the hotel's `booking_widget_type` setting.
 */
export const BAR = 'bar';

/** True when this element draws the booking bar. */
export const isBarLayout = (
  config: Pick<WidgetConfig, 'attributes'>,
  settings: Pick<BookingWidgetSettings, 'booking_widget_type'> | undefined,
): boolean => config.attributes.mode === BAR || settings?.booking_widget_type === BAR;
