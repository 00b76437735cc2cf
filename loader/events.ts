import type { Campaign } from '../src/rules/campaign.ts';
import type { ParentMessage } from './parent-messages.ts';

/**
 * Every event `<hotel-booking>` dispatches. They bubble and cross shadow roots (`composed`), so a
 * host page can listen on the element or on `document`:
 *
 * ```js
 * el.addEventListener('hotel-booking:booking-completed', (e) => gtag('event', 'purchase', e.detail));
 * ```
 */
export interface HotelBookingEventMap {
  /** The element is interactive: the inline widget is mounted, the iframe's app answered, or the
   *  modal/new-tab button is rendered. */
  'hotel-booking:ready': CustomEvent<{ mode: WidgetMode }>;
  /** The guest opened the booking app (modal opened, new tab opened, or the iframe app opened). */
  'hotel-booking:open': CustomEvent<{ mode: WidgetMode }>;
  /** The guest closed the booking app (modal closed by button, Escape or the app itself). */
  'hotel-booking:close': CustomEvent<{ mode: WidgetMode }>;
  /** A room search ran; `detail` holds the criteria in the spec's query parameter names. */
  'hotel-booking:search': CustomEvent<{ criteria: Record<string, string> }>;
  /** A reservation was made; `detail` carries the spec's tracking variables. */
  'hotel-booking:booking-completed': CustomEvent<BookingCompletedDetail>;
  /** Something failed that the host page may want to report (load failure, init failure …). */
  'hotel-booking:error': CustomEvent<{ code: string; message: string }>;
  /** Iframe mode: a message of the hosted app to its parent (`action` and its payload; the
   *  table in loader/parent-messages.ts and the README), from the element's own iframe only. */
  'hotel-booking:message': CustomEvent<ParentMessage>;
}

/** The spec's dynamic variables for tracking scripts, sent when a booking completes. */
export interface BookingCompletedDetail {
  transaction_id: string;
  transaction_total_price: number;
  currency: string;
  hotel_id: string;
  hotel_name: string;
  plan_id: string;
  plan_name: string;
  room_id: string;
  room_name: string;
  checkin_date: string;
  checkout_date: string;
  /** The campaign the booking is attributed to (UTM and click ids of the last day), if any. */
  campaign?: Campaign;
}

export type HotelBookingEventName = keyof HotelBookingEventMap;
export type HotelBookingEventDetail<K extends HotelBookingEventName> =
  HotelBookingEventMap[K] extends CustomEvent<infer D> ? D : never;

/** How the element presents the booking app. */
export type WidgetMode = 'inline' | 'modal' | 'iframe' | 'new-tab';

/** Dispatches a typed `hotel-booking:*` event on the element. */
export function emit<K extends HotelBookingEventName>(
  target: EventTarget,
  name: K,
  detail: HotelBookingEventDetail<K>,
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
