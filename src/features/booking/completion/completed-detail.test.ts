import { describe, expect, it } from 'vitest';
import { reservationFixture } from '../testing/reservation-fixture.ts';
import { bookingCompletedDetail, purchaseEvent } from './completed-detail.ts';

const reservation = reservationFixture();

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
