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
  it('carries the reservation’s campaign in the event and flat in the purchase', () => {
    const withCampaign = {
      ...reservation,
      // A stored campaign is re-checked: a field the rule does not know never passes on.
      campaign: { utm_source: 'newsletter', gclid: 'g-1', user_id: '42' },
    };
    expect(bookingCompletedDetail(withCampaign).campaign).toEqual({
      utm_source: 'newsletter',
      gclid: 'g-1',
    });
    const event = purchaseEvent(withCampaign, 0);
    expect(event).toMatchObject({ utm_source: 'newsletter', gclid: 'g-1' });
    expect(event).not.toHaveProperty('user_id');
    expect(bookingCompletedDetail(reservation)).not.toHaveProperty('campaign');
  });
});
