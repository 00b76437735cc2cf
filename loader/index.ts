/**
 * The script a hotel includes. It defines `<hotel-booking>` and nothing else; React and the
 * widget are imported from the provider only when an element needs them.
 */
import { HotelBookingElement } from './element.ts';
import { findScriptBase } from './script-base.ts';

// A page may include the loader twice (a CMS plugin plus a hand-written tag): the second copy
// warns and does nothing, and never throws.
if (customElements.get('hotel-booking')) {
  console.warn('<hotel-booking> already defined');
} else {
  HotelBookingElement.assetBase = findScriptBase();
  customElements.define('hotel-booking', HotelBookingElement);
}

export type { BookingCompletedDetail, HotelBookingEventMap, WidgetMode } from './events.ts';
