import { describe, expect, it } from 'vitest';
import type { RoomSearchQuery } from '../../../src/api/contract/index.ts';
import { refusal } from '../../test/refusal.ts';
import { type QueryRules, readSearch } from './query.ts';
import { RULES } from './test-catalogue.ts';

const today = '2030-01-01';
const hotel = (over: Partial<QueryRules> = {}) => ({ settings: { ...RULES, ...over } });
const q = (over: Partial<RoomSearchQuery>): RoomSearchQuery => ({ code: 'h', ...over });

describe('readSearch', () => {
  it('reads the flat shorthand: N alike rooms, children in the first tier', () => {
    const s = readSearch(
      hotel(),
      q({ checkin: '2030-01-10', checkout: '2030-01-12', room_count: 2, adults: 1, children: 1 }),
      today,
    );
    expect(s.checkin).toBe('2030-01-10');
    expect(s.nights).toBe(2);
    expect(s.rooms).toEqual([
      { adults: 1, kids: [{ code: 'A', count: 1 }] },
      { adults: 1, kids: [{ code: 'A', count: 1 }] },
    ]);
    expect(s.coupon).toBeNull();
  });
  it('defaults to one room for two adults and carries the filters', () => {
    const s = readSearch(
      hotel(),
      q({
        checkin: '2030-01-10',
        checkout: '2030-01-11',
        mode: 'voucher',
        room_type_codes: ['twin'],
        room_search_filters: ['sea'],
      }),
      today,
    );
    expect(s.rooms).toEqual([{ adults: 2, kids: [] }]);
    expect(s).toMatchObject({ voucher: true, roomTypeCodes: ['twin'], filters: ['sea'] });
  });
  it('reads JSON rooms, their dates and their children per tier', () => {
    const s = readSearch(
      hotel(),
      q({
        rooms: [
          {
            checkin_date: '2030-01-10',
            checkout_date: '2030-01-13',
            adults: 2,
            kids_age_range: [{ code: 'B', count: 1 }],
          },
          { adults: 1 },
        ],
      }),
      today,
    );
    expect(s.nights).toBe(3);
    expect(s.rooms[0]?.kids).toEqual([{ code: 'B', count: 1 }]);
  });
  it('refuses rooms with different dates', () => {
    const rooms = [
      { checkin_date: '2030-01-10', checkout_date: '2030-01-12', adults: 2 },
      { checkin_date: '2030-01-11', checkout_date: '2030-01-12', adults: 2 },
    ];
    expect(refusal(() => readSearch(hotel(), q({ rooms }), today))).toBe('1000:rooms');
  });
  it('refuses more rooms than the hotel searches, or any multi-room search it does not offer', () => {
    const dated = { checkin: '2030-01-10', checkout: '2030-01-11' };
    expect(refusal(() => readSearch(hotel(), q({ ...dated, room_count: 4 }), today))).toBe(
      '1000:rooms',
    );
    expect(
      refusal(() =>
        readSearch(
          hotel({ multi_rooms_search_enabled: false }),
          q({ ...dated, room_count: 2 }),
          today,
        ),
      ),
    ).toBe('1000:rooms');
  });
  it('requires the dates of a dated search', () => {
    expect(refusal(() => readSearch(hotel(), q({}), today))).toBe('1000:checkin');
    expect(refusal(() => readSearch(hotel(), q({ checkin: '2030-01-10' }), today))).toBe(
      '1000:checkout',
    );
  });
  it('makes a day-use search one day and refuses it where not offered or longer', () => {
    const dayUse = q({ checkin: '2030-01-10', is_day_use: true });
    expect(readSearch(hotel(), dayUse, today)).toMatchObject({ dayUse: true, nights: 1 });
    expect(refusal(() => readSearch(hotel({ day_use_search_active: false }), dayUse, today))).toBe(
      '1000:is_day_use',
    );
    expect(refusal(() => readSearch(hotel(), { ...dayUse, checkout: '2030-01-12' }, today))).toBe(
      '1000:checkout',
    );
  });
  it('reads an undated search without dates, and refuses rooms of different guests in it', () => {
    const s = readSearch(hotel(), q({ search_type: 'undated', nights: 3 }), today);
    expect(s).toMatchObject({ checkin: null, nights: 3 });
    const rooms = [{ adults: 2 }, { adults: 1 }];
    expect(refusal(() => readSearch(hotel(), q({ search_type: 'undated', rooms }), today))).toBe(
      '1000:rooms',
    );
  });
  it('refuses children where the hotel takes none, and a children count that disagrees', () => {
    const dated = { checkin: '2030-01-10', checkout: '2030-01-11' };
    expect(
      refusal(() => readSearch(hotel({ kids_accept: false }), q({ ...dated, children: 1 }), today)),
    ).toBe('1000:rooms.0.children');
    const rooms = [{ adults: 2, children: 2, kids_age_range: [{ code: 'A', count: 1 }] }];
    expect(refusal(() => readSearch(hotel(), q({ ...dated, rooms }), today))).toBe(
      '1000:rooms.0.children',
    );
  });
});
