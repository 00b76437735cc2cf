/**
 * The script a hotel includes. It defines `<hotel-booking>` and nothing else; React and the
 * widget are imported from the provider only when an element needs them.
 */
import { defineOnce } from './define-once.ts';
import { HotelBookingElement } from './element.ts';
import { findScriptBase } from './script-base.ts';

defineOnce('hotel-booking', HotelBookingElement, () => {
  HotelBookingElement.assetBase = findScriptBase();
});

export type { BookingCompletedDetail, HotelBookingEventMap, WidgetMode } from './events.ts';
