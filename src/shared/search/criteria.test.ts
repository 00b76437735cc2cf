import { describe, expect, it } from 'vitest';
import { criteriaFrom } from './criteria.ts';
import { criteriaParams, validateCriteria } from './criteria-params.ts';
import { newRoom } from './guests/room-guests.ts';

const today = '2026-11-22';

describe('search criteria', () => {
  it('defaults to 2 adults, 1 room, one night from the hotel offset, price low to high', () => {
    expect(criteriaFrom({}, { today })).toEqual({
      checkin: '2026-11-22',
      checkout: '2026-11-23',
      rooms: [newRoom(2)],
      order: 'price_low_to_high',
      type: 'rooms',
      promoCode: '',
      couponCode: '',
      voucherCode: '',
      filters: [],
      dayUse: false,
      undated: false,
      nights: 1,
    });
    expect(criteriaFrom({}, { today, checkinOffset: 3, order: 'recommended' })).toMatchObject({
      checkin: '2026-11-25',
      checkout: '2026-11-26',
      order: 'recommended',
    });
  });

  it('takes valid parameters and ignores garbage', () => {
    const c = criteriaFrom(
      { checkin: '2026-12-01', adults: '3', room_count: '2', type: 'plans', promo_code: 'WINTER' },
      { today },
    );
    expect(c).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-02',
      type: 'plans',
      promoCode: 'WINTER',
    });
    expect(c.rooms).toEqual([newRoom(3), newRoom(3)]);
    expect(
      criteriaFrom({ checkin: 'soon', adults: '-1', room_count: '999', order: 'cheap' }, { today }),
    ).toMatchObject({
      checkin: today,
      rooms: expect.arrayContaining([newRoom(2)]),
      order: 'price_low_to_high',
    });
    expect(criteriaFrom({ room_count: '999' }, { today }).rooms).toHaveLength(10);
  });

  it('keeps a voucher only in voucher mode, and gives it back as the spec parameters', () => {
    const voucher = criteriaFrom({ mode: 'voucher', voucher_coupon_code: 'SV-1' }, { today });
    expect(voucher.voucherCode).toBe('SV-1');
    expect(criteriaParams(voucher)).toMatchObject({ mode: 'voucher', voucher_coupon_code: 'SV-1' });
    const plain = criteriaFrom({ voucher_coupon_code: 'SV-1' }, { today });
    expect(plain.voucherCode).toBe('');
    expect(criteriaParams(plain)).not.toHaveProperty('voucher_coupon_code');
  });

  it('makes a day-use search a single date', () => {
    expect(
      criteriaFrom(
        { checkin: '2026-12-01', checkout: '2026-12-04', is_day_use: 'true' },
        { today },
      ),
    ).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-01',
      dayUse: true,
    });
  });

  it('rejects a past check-in and a check-out not after check-in (except day use)', () => {
    const base = criteriaFrom({}, { today });
    expect(validateCriteria(base, today)).toBeUndefined();
    expect(validateCriteria({ ...base, checkin: '2026-11-21' }, today)).toBe(
      'search.error.pastDate',
    );
    expect(validateCriteria({ ...base, checkout: '2026-11-22' }, today)).toBe(
      'search.error.checkoutBeforeCheckin',
    );
    expect(
      validateCriteria({ ...base, checkout: '2026-11-22', dayUse: true }, today),
    ).toBeUndefined();
    // yesterday_bookable moves the minimum back a day.
    expect(validateCriteria({ ...base, checkin: '2026-11-21' }, '2026-11-21')).toBeUndefined();
  });

  it('writes the spec parameter names and reads them back', () => {
    const c = criteriaFrom(
      {
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        adults: '3',
        room_count: '2',
        promo_code: 'X',
        coupon_code: 'WELCOME10',
        filter: 'ocean, non-smoking',
      },
      { today },
    );
    const params = criteriaParams(c);
    expect(params).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      adults: '3',
      room_count: '2',
      order: 'price_low_to_high',
      type: 'rooms',
      promo_code: 'X',
      coupon_code: 'WELCOME10',
      filter: 'ocean,non-smoking',
    });
    expect(criteriaFrom(params, { today })).toEqual(c);
  });

  it('reads and writes an undated search with its nights, which skips the date rules', () => {
    const c = criteriaFrom(
      { search_type: 'undated', nights: '3', checkin: '2020-01-01' },
      { today },
    );
    expect(c).toMatchObject({ undated: true, nights: 3 });
    expect(validateCriteria(c, today)).toBeUndefined();
    expect(criteriaParams(c)).toMatchObject({ search_type: 'undated', nights: '3' });
    expect(criteriaFrom({ search_type: 'undated', nights: '99' }, { today }).nights).toBe(30);
  });
});
