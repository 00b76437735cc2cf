import type { TotalPrice } from '../../../api/contract/price.ts';
import type { Reservation } from '../../../api/contract/reservation.ts';

/** Totals of a one-night, one-room stay in yen (12,200 with tax), with fields overridden. */
export const totalPriceFixture = (over: Partial<TotalPrice> = {}): TotalPrice => ({
  currency: 'JPY',
  room_price_without_tax: 11000,
  extra_price_without_tax: 0,
  total_extra_price: 0,
  coupon_discount_amount: 0,
  total_price_without_tax: 11000,
  tax: 1000,
  accommodation_tax: 200,
  total_price: 12200,
  ...over,
});

/** A confirmed reservation of that stay, as the API answers it, with fields overridden. */
export const reservationFixture = (over: Partial<Reservation> = {}): Reservation => ({
  reservation_number: 'R123456',
  status: 'done',
  hotel_code: 'sakura-tokyo',
  hotel_name: 'Sakura Hotel Tokyo',
  hotel_brand_id: 1,
  email: 'hana@example.com',
  checkin_date: '2030-04-01',
  checkout_date: '2030-04-02',
  nights: 1,
  payment_type: 'pre_paid',
  guest: { first_name: 'Hana', last_name: 'Sato' },
  rooms: [
    {
      room_type_code: 'standard-double',
      room_type_name: 'Standard Double',
      room_plan_code: 'std-breakfast',
      room_plan_name: 'With breakfast',
      adults: 2,
      children: 0,
      kids_tiers: [],
      guest: null,
      price: {
        nights: [],
        room_price_without_tax: 0,
        coupon_discount_amount: 0,
        total_price_without_tax: 0,
        tax: 1000,
        accommodation_tax: 200,
        total_price: 12200,
      },
    },
  ],
  extras: [],
  answers: [],
  coupon_code: null,
  special_request: null,
  price: totalPriceFixture(),
  cancellation_policy: {
    code: 'standard',
    title: 'Standard',
    lines: [],
    cancel_before_at: null,
    cancellation_policy_parts: [],
    no_show_percentage_of_cost: 100,
  },
  cancellation_fee: 0,
  cancellation: null,
  payment: null,
  created_at: '2030-03-01T00:00:00Z',
  updated_at: '2030-03-01T00:00:00Z',
  ...over,
});
