import type { Guest } from '../../../src/api/contract/index.ts';
import type { StoredRoom } from '../../db/schema.ts';
import type { ChannelEventKind } from '../../db/schema-connectivity.ts';

/** The event types a webhook endpoint receives. */
export const WEBHOOK_EVENT_TYPES = {
  created: 'reservation.created',
  changed: 'reservation.changed',
  cancelled: 'reservation.cancelled',
} as const satisfies Record<ChannelEventKind, string>;

export interface EventSource {
  eventId: number;
  kind: ChannelEventKind;
  occurredAt: Date;
  hotelCode: string;
  currency: string;
  reservation: {
    number: string;
    status: string;
    checkin_date: string;
    checkout_date: string;
    email: string;
    guest: Guest;
    rooms: StoredRoom[];
    special_request: string | null;
    total_price: number;
    created_at: Date;
    updated_at: Date;
  };
}

/**
 * The JSON body of one event, fixed when the event is fanned out (a redelivery sends the same
 * bytes). `id` is the same for every endpoint and attempt: receivers deduplicate by it.
 */
export function webhookPayload(source: EventSource): string {
  const r = source.reservation;
  return JSON.stringify({
    id: `evt_${source.eventId}`,
    type: WEBHOOK_EVENT_TYPES[source.kind],
    created_at: source.occurredAt.toISOString(),
    hotel_code: source.hotelCode,
    data: {
      reservation: {
        number: r.number,
        status: r.status,
        checkin_date: r.checkin_date,
        checkout_date: r.checkout_date,
        email: r.email,
        guest: {
          first_name: r.guest.first_name,
          last_name: r.guest.last_name,
          phone: r.guest.phone ?? null,
        },
        rooms: r.rooms.map((room) => ({
          room_type_code: room.room_type_code,
          room_plan_code: room.room_plan_code,
          adults: room.adults,
          children: room.children,
          total_price: room.price.total_price,
        })),
        special_request: r.special_request,
        total_price: r.total_price,
        currency: source.currency,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      },
    },
  });
}
