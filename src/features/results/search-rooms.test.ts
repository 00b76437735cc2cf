import { describe, expect, it } from 'vitest';
import { roomSearchParams } from './search-rooms.ts';

describe('roomSearchParams', () => {
  it('uses the spec defaults and drops empty codes', () => {
    expect(
      roomSearchParams({
        code: 'sakuratokyo',
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        adults: 2,
        room_count: 1,
        promo_code: '',
      }),
    ).toEqual({
      code: 'sakuratokyo',
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      adults: 2,
      room_count: 1,
      order: 'price_low_to_high',
      type: 'rooms',
      promo_code: undefined,
      coupon_code: undefined,
      currency: undefined,
      search_next_available_date_if_no_result: true,
    });
  });
  it('passes sort, view and codes through', () => {
    expect(
      roomSearchParams({
        code: 'x',
        checkin: 'a',
        checkout: 'b',
        adults: 1,
        room_count: 2,
        order: 'price_high_to_low',
        type: 'plans',
        coupon_code: 'C1',
      }),
    ).toMatchObject({ order: 'price_high_to_low', type: 'plans', coupon_code: 'C1' });
  });
});
