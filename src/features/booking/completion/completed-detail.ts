import type { BookingCompletedDetail } from '../../../../loader/events.ts';
import type { Reservation } from '../../../api/contract/reservation.ts';
import { campaignOf } from '../../../rules/campaign.ts';
import type { DataLayerEvent } from '../../../shared/search/analytics.ts';

type Completed = Pick<
  Reservation,
  | 'reservation_number'
  | 'hotel_code'
  | 'hotel_name'
  | 'rooms'
  | 'price'
  | 'checkin_date'
  | 'checkout_date'
  | 'campaign'
>;

/**
 * The spec's tracking variables of a finished booking (transaction id = reservation number,
 * total, hotel, plan, room, dates). With several rooms, plan and room are those of the first
 * room, as tracking scripts take one value; the total covers them all.
 */
export function bookingCompletedDetail(reservation: Completed): BookingCompletedDetail {
  const first = reservation.rooms[0];
  return {
    transaction_id: reservation.reservation_number,
    transaction_total_price: reservation.price.total_price,
    currency: reservation.price.currency,
    hotel_id: reservation.hotel_code,
    hotel_name: reservation.hotel_name,
    plan_id: first?.room_plan_code ?? '',
    plan_name: first?.room_plan_name ?? '',
    room_id: first?.room_type_code ?? '',
    room_name: first?.room_type_name ?? '',
    checkin_date: reservation.checkin_date,
    checkout_date: reservation.checkout_date,
    ...(reservation.campaign
      ? { campaign: campaignOf(new URLSearchParams(reservation.campaign)) }
      : {}),
  };
}

/**
 * The data-layer purchase event, in GA4's ecommerce shape (`value` in major units as GA4
 * expects), one item per booked room. No guest data: only what was bought.
 */
export function purchaseEvent(reservation: Completed, decimals: number): DataLayerEvent {
  const major = (minor: number) => minor / 10 ** decimals;
  return {
    event: 'purchase',
    transaction_id: reservation.reservation_number,
    value: major(reservation.price.total_price),
    tax: major(reservation.price.tax + reservation.price.accommodation_tax),
    currency: reservation.price.currency,
    hotel_code: reservation.hotel_code,
    checkin_date: reservation.checkin_date,
    checkout_date: reservation.checkout_date,
    // The campaign's fields flat, as tag managers read data-layer variables.
    ...(reservation.campaign ? campaignOf(new URLSearchParams(reservation.campaign)) : {}),
    items: reservation.rooms.map((room) => ({
      item_id: `${room.room_type_code}/${room.room_plan_code}`,
      item_name: `${room.room_type_name} – ${room.room_plan_name}`,
      price: major(room.price.total_price),
      quantity: 1,
    })),
  };
}
