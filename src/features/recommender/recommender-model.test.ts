import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../../api/contract/recommender.ts';
import { criteriaFrom } from '../../shared/search/criteria.ts';
import {
  addressRooms,
  answerParams,
  isAnswered,
  offerSelection,
  priorityFrom,
  recommendationQuery,
} from './recommender-model.ts';

const criteria = criteriaFrom(
  { checkin: '2026-12-01', checkout: '2026-12-03', adults: '3', filter: 'family' },
  { today: '2026-11-24' },
);

describe('recommender model', () => {
  it('reads a priority from the address, price otherwise', () => {
    expect(priorityFrom('space')).toBe('space');
    expect(priorityFrom('meals')).toBe('meals');
    expect(priorityFrom('view')).toBe('price');
    expect(priorityFrom(null)).toBe('price');
  });

  it('keeps an answer in the spec’s search parameters plus the priority', () => {
    const params = answerParams('sakuratokyo', criteria, 'space');
    expect(params).toMatchObject({
      code: 'sakuratokyo',
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      adults: '3',
      filter: 'family',
      priority: 'space',
    });
    expect(isAnswered(params)).toBe(true);
    expect(isAnswered({ code: 'sakuratokyo' })).toBe(false);
  });

  it('asks the server with one room’s guests and dates, the wishes and the priority', () => {
    const query = recommendationQuery(
      'sakuratokyo',
      criteria,
      [{ adults: 3, children: 0 }],
      'meals',
      'USD',
    );
    expect(query).toMatchObject({
      code: 'sakuratokyo',
      priority: 'meals',
      room_search_filters: 'family',
      currency: 'USD',
    });
    expect(JSON.parse(String(query.rooms))).toEqual([
      { adults: 3, children: 0, checkin_date: '2026-12-01', checkout_date: '2026-12-03' },
    ]);
  });

  it('reads the guests of an address as adults only, one room', () => {
    const twoRooms = criteriaFrom({ adults: '3', room_count: '2' }, { today: '2026-11-24' });
    expect(addressRooms(twoRooms)).toEqual([{ adults: 3, children: 0 }]);
  });

  it('books one room of a recommended offer for the searched guests', () => {
    const offer = {
      room: { room_type_code: 'family-suite' },
      plan: {
        room_plan_code: 'suite-dinner',
        payment_type: 'pre_paid',
        price: { total_price: 64000 },
      },
    } as unknown as Recommendation[number];
    expect(offerSelection(offer, { adults: 3, children: 1 })).toEqual([
      {
        roomTypeCode: 'family-suite',
        roomPlanCode: 'suite-dinner',
        numberOfAdults: 3,
        numberOfChildren: 1,
        type: 'rooms',
        quantity: 1,
        salePrice: 64000,
        paymentType: 'pre_paid',
      },
    ]);
  });
});
