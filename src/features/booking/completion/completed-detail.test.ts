import { describe, expect, it } from 'vitest';
import { bookingCompletedDetail, purchaseEvent } from './completed-detail.ts';

const price = {
  nights: [],
  room_price_without_tax: 0,
  coupon_discount_amount: 0,
  total_price_without_tax: 0,
  tax: 1000,
  accommodation_tax: 200,
  total_price: 12200,
};
const reservation = {
  reservation_number: 'R123456',
  hotel_code: 'sakura-tokyo',
  hotel_name: 'Sakura Hotel Tokyo',
  checkin_date: '2030-04-01',
  checkout_date: '2030-04-02',
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
      price,
    },
  ],
  price: {
    currency: 'JPY',
    room_price_without_tax: 11000,
    extra_price_without_tax: 0,
    total_extra_price: 0,
    coupon_discount_amount: 0,
    total_price_without_tax: 11000,
    tax: 1000,
    accommodation_tax: 200,
    total_price: 12200,
  },
};

describe('completion', () => {
  it('gives the host the spec tracking variables', () => {
    expect(bookingCompletedDetail(reservation)).toEqual({
      transaction_id: 'R123456',
      transaction_total_price: 12200,
      currency: 'JPY',
      hotel_id: 'sakura-tokyo',
      hotel_name: 'Sakura Hotel Tokyo',
      plan_id: 'std-breakfast',
      plan_name: 'With breakfast',
      room_id: 'standard-double',
      room_name: 'Standard Double',
      checkin_date: '2030-04-01',
      checkout_date: '2030-04-02',
    });
  });
  it('pushes a GA4 purchase with major units and no guest data', () => {
    const event = purchaseEvent(
      { ...reservation, price: { ...reservation.price, currency: 'USD' } },
      2,
    );
    expect(event).toMatchObject({
      event: 'purchase',
      transaction_id: 'R123456',
      value: 122,
      tax: 12,
      currency: 'USD',
      items: [{ item_id: 'standard-double/std-breakfast', price: 122, quantity: 1 }],
    });
    expect(JSON.stringify(event)).not.toMatch(/@|first_name|email/);
  });
});
