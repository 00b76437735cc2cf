import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RoomSearchQuerySchema } from '../../api/contract/rooms.ts';
import { criteriaFrom } from './criteria.ts';
import { roomSearchParams, searchInCurrency } from './search-rooms.ts';

const today = '2026-11-22';

describe('roomSearchParams', () => {
  it('sends every room with its dates and children, in the contract the server validates', () => {
    const criteria = criteriaFrom(
      { checkin: '2026-12-01', checkout: '2026-12-03', promo_code: 'WINTER' },
      { today },
    );
    const params = roomSearchParams('sakuratokyo', criteria, [
      { adults: 2, children: 1, kids_ages: [5] },
      { adults: 1, children: 0 },
    ]);
    expect(JSON.parse(String(params.rooms))).toEqual([
      {
        adults: 2,
        children: 1,
        kids_ages: [5],
        checkin_date: '2026-12-01',
        checkout_date: '2026-12-03',
      },
      { adults: 1, children: 0, checkin_date: '2026-12-01', checkout_date: '2026-12-03' },
    ]);
    expect(params).toMatchObject({
      order: 'price_low_to_high',
      type: 'rooms',
      promo_code: 'WINTER',
      search_next_available_date_if_no_result: true,
    });
    const query = Object.fromEntries(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([k, value]) => [k, String(value)]),
    );
    expect(v.safeParse(RoomSearchQuerySchema, query).success).toBe(true);
  });

  it('books day use as check-in to the next day', () => {
    const criteria = criteriaFrom({ checkin: '2026-12-01', is_day_use: 'true' }, { today });
    const params = roomSearchParams('x', criteria, [{ adults: 1, children: 0 }]);
    expect(JSON.parse(String(params.rooms))[0]).toMatchObject({
      checkin_date: '2026-12-01',
      checkout_date: '2026-12-02',
    });
    expect(params.is_day_use).toBe(true);
  });
});

describe('searchInCurrency', () => {
  it('repeats the last search in a newly picked currency, once', () => {
    const key = JSON.stringify({ code: 'x', rooms: '[]', currency: 'JPY' });
    expect(searchInCurrency(key, 'USD')).toEqual({ code: 'x', rooms: '[]', currency: 'USD' });
    expect(searchInCurrency(key, 'JPY')).toBeNull();
    expect(searchInCurrency(undefined, 'USD')).toBeNull();
    expect(searchInCurrency('not json', 'USD')).toBeNull();
  });
});
