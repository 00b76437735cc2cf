import type { Embed } from '../embed/embed.ts';
import { type DataLayerSettings, pushToDataLayers } from './data-layers.ts';

/** One analytics event in the data-layer shape tag managers read (`{ event, ...fields }`). */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

/**
 * Reports an event to the analytics data layers: the page's globals the hotel's `data_layers`
 * setting names (`settings`, the init settings; default `window.dataLayer`), read by the
 * hotel's tag manager (inline, that is the host page), and, in an iframe or chatbot, the
 * spec's `ga4Event` message to the parent. Nothing is sent when analytics were switched off
 * (the personal-data guard found an e-mail address in the URL).
 */
export function reportAnalytics(
  event: DataLayerEvent,
  options: {
    allowed: boolean;
    embed: Embed;
    settings: DataLayerSettings | undefined;
    win?: object;
  },
): void {
  if (!options.allowed) return;
  pushToDataLayers(options.win ?? window, options.settings, event);
  options.embed.notifyParent('ga4Event', { payload: event });
}

/** The search event's fields: what was searched, never who searched. */
export function searchEvent(hotelCode: string, params: Record<string, string>): DataLayerEvent {
  return { event: 'hotel_booking_search', hotel_code: hotelCode, ...params };
}

/** The results view event: the offerings shown, in GA4's item-list shape. */
export function viewEvent(
  hotelCode: string,
  rooms: readonly {
    room_type_code: string;
    room_type_name: string;
    room_plans: readonly {
      room_plan_code: string;
      room_plan_name: string;
      total_price: number | null;
    }[];
  }[],
  currency: string,
): DataLayerEvent {
  return {
    event: 'view_item_list',
    hotel_code: hotelCode,
    currency,
    items: rooms.flatMap((room) =>
      room.room_plans.map((plan) => ({
        item_id: `${room.room_type_code}/${plan.room_plan_code}`,
        item_name: `${room.room_type_name} – ${plan.room_plan_name}`,
        price: plan.total_price ?? undefined,
      })),
    ),
  };
}
