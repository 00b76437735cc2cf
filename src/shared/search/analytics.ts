import type { Embed } from '../embed/embed.ts';

/** One analytics event in the data-layer shape tag managers read (`{ event, ...fields }`). */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Reports an event to the analytics data layer: the page's `window.dataLayer` (the hotel's
 * tag manager; inline, that is the host page) and, in an iframe or chatbot, the spec's
 * `ga4Event` message to the parent. Nothing is sent when analytics were switched off (the
 * personal-data guard found an e-mail address in the URL).
 */
export function reportAnalytics(
  event: DataLayerEvent,
  options: { allowed: boolean; embed: Embed; win?: DataLayerWindow },
): void {
  if (!options.allowed) return;
  const win = options.win ?? (window as DataLayerWindow);
  win.dataLayer ??= [];
  win.dataLayer.push(event);
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
