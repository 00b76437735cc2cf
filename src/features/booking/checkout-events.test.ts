import { describe, expect, it } from 'vitest';
import { checkoutEvent, firstCheckout } from './checkout-events.ts';

const draft = {
  hotelCode: 'sakuratokyo',
  checkin: '2030-04-01',
  checkout: '2030-04-02',
  rooms: [
    { room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 2 },
    { room_type_code: 'deluxe-twin', room_plan_code: 'dlx-room-only', adults: 1 },
  ],
  paymentType: 'pre_paid' as const,
  currency: 'USD',
  shownTotal: 12250,
};

describe('checkoutEvent', () => {
  it('describes what is bought in GA4’s shape, value in major units', () => {
    expect(checkoutEvent('add_payment_info', draft)).toEqual({
      event: 'add_payment_info',
      hotel_code: 'sakuratokyo',
      currency: 'USD',
      value: 122.5,
      payment_type: 'pre_paid',
      checkin_date: '2030-04-01',
      checkout_date: '2030-04-02',
      items: [
        { item_id: 'standard-double/std-breakfast', quantity: 1 },
        { item_id: 'deluxe-twin/dlx-room-only', quantity: 1 },
      ],
    });
  });

  it('leaves the value out until a total was shown', () => {
    expect(checkoutEvent('begin_checkout', { ...draft, shownTotal: null })).not.toHaveProperty(
      'value',
    );
  });
});

describe('firstCheckout', () => {
  it('is true once per booking draft', () => {
    expect(firstCheckout({ idempotencyKey: 'k-1' })).toBe(true);
    expect(firstCheckout({ idempotencyKey: 'k-1' })).toBe(false);
    expect(firstCheckout({ idempotencyKey: 'k-2' })).toBe(true);
  });
});
