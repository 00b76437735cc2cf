import { describe, expect, it } from 'vitest';
import type { InventoryNight } from '../catalogue.ts';
import { NO_PLAN_NIGHTS } from '../inventory/plan-nights.ts';
import { evaluateStay, evaluateUndated, nextAvailableDate } from './evaluate.ts';
import { catalogue, nights, planRow, RULES, roomType, search } from './test-catalogue.ts';

const hotel = { settings: RULES };
const double = roomType(1, 'double');
const family = roomType(2, 'family', { capacity: 4, filters: ['sea'] });
const cat = catalogue(
  [double, family],
  [
    planRow(10, 1, 'double-room-only', { adult_supplement: -1000 }),
    planRow(11, 1, 'double-breakfast', { adult_supplement: 2000, sale_limit: 1 }),
    planRow(20, 2, 'family-room-only', { min_nights: 3 }),
  ],
);
const stock = (remaining: number, byDate = {}) =>
  new Map([
    [1, nights('2030-01-01', '2030-03-01', 10000, remaining, byDate)],
    [2, nights('2030-01-01', '2030-03-01', 15000, remaining, byDate)],
  ]);

/** The hotel of these tests with `inventory` loaded. */
const at = (inventory: Map<number, InventoryNight[]>) => ({
  hotel,
  catalogue: cat,
  inventory,
  planNights: NO_PLAN_NIGHTS,
  today: '2030-01-01',
});

const codes = (offers: ReturnType<typeof evaluateStay>) =>
  offers.map((o) => [o.type.code, o.plans.map((p) => p.plan.code)]);

describe('evaluateStay', () => {
  it('offers the plans of each room type that fit the guests and the nights, priced', () => {
    const offers = evaluateStay(at(stock(5)), search(), '2030-01-10');
    // The family plan wants 3 nights; the stay is 2.
    expect(codes(offers)).toEqual([['double', ['double-room-only', 'double-breakfast']]]);
    const [roomOnly] = offers[0]?.plans ?? [];
    expect(roomOnly?.left).toBe(5);
    // Two adults, two nights at 10 000 − 1 000, tax-free.
    expect(roomOnly?.price?.total_price).toBe(36000);
    expect(roomOnly?.total).toBe(36000);
  });
  it('prices every searched room into the total, the first room into price', () => {
    const rooms = [
      { adults: 2, kids: [] },
      { adults: 1, kids: [] },
    ];
    const [roomOnly] = evaluateStay(at(stock(5)), search({ rooms }), '2030-01-10')[0]?.plans ?? [];
    expect(roomOnly?.price?.total_price).toBe(36000);
    expect(roomOnly?.total).toBe(36000 + 18000);
  });
  it('keeps out room types too small for the guests and those lacking a filter', () => {
    const big = search({ nights: 3, rooms: [{ adults: 3, kids: [] }] });
    expect(codes(evaluateStay(at(stock(5)), big, '2030-01-10'))).toEqual([
      ['family', ['family-room-only']],
    ]);
    const sea = search({ nights: 3, filters: ['sea'] });
    expect(codes(evaluateStay(at(stock(5)), sea, '2030-01-10'))).toEqual([
      ['family', ['family-room-only']],
    ]);
  });
  it('drops plans whose limit or the rooms left cannot hold the rooms searched', () => {
    const two = search({
      rooms: [
        { adults: 1, kids: [] },
        { adults: 1, kids: [] },
      ],
    });
    expect(codes(evaluateStay(at(stock(5)), two, '2030-01-10'))).toEqual([
      ['double', ['double-room-only']],
    ]);
    expect(evaluateStay(at(stock(1)), two, '2030-01-10')).toEqual([]);
    // Unless occupied rooms are asked for too.
    expect(
      evaluateStay(at(stock(1)), { ...two, includeOccupied: true }, '2030-01-10'),
    ).toHaveLength(1);
  });
  it('offers nothing when a night of the stay is closed or sold out', () => {
    const closed = stock(5, { '2030-01-11': { closed: true } });
    expect(evaluateStay(at(closed), search(), '2030-01-10')).toEqual([]);
    const soldOut = stock(5, { '2030-01-10': { remaining: 0 } });
    expect(evaluateStay(at(soldOut), search(), '2030-01-10')).toEqual([]);
  });
  it('narrows to the plan codes asked for', () => {
    const one = search({ roomPlanCodes: ['double-breakfast'] });
    expect(codes(evaluateStay(at(stock(5)), one, '2030-01-10'))).toEqual([
      ['double', ['double-breakfast']],
    ]);
  });
});

describe('evaluateUndated', () => {
  it('offers each plan from its cheapest open night, without a stock check', () => {
    const cheap = stock(0, { '2030-01-20': { price_per_adult: 8000 } });
    const offers = evaluateUndated(at(cheap), search({ checkin: null, nights: 1 }));
    const [roomOnly] = offers[0]?.plans ?? [];
    expect(roomOnly?.left).toBe(double.total_rooms);
    expect(roomOnly?.price).toBeNull();
    expect(roomOnly?.total).toBe((8000 - 1000) * 2);
  });
  it('has no price for a plan without an open night', () => {
    const shut = new Map([
      [
        1,
        nights('2030-01-01', '2030-01-03', 10000, 5, {
          '2030-01-01': { closed: true },
          '2030-01-02': { closed: true },
        }),
      ],
    ]);
    const offers = evaluateUndated(at(shut), search({ checkin: null, nights: 1 }));
    expect(offers[0]?.plans[0]?.total).toBeNull();
  });
});

describe('nextAvailableDate', () => {
  it('finds the first later check-in with a room, within the window', () => {
    const full = stock(5, {
      '2030-01-10': { remaining: 0 },
      '2030-01-11': { remaining: 0 },
      '2030-01-12': { remaining: 0 },
    });
    expect(nextAvailableDate(at(full), search(), '2030-01-10', 60)).toBe('2030-01-13');
    expect(nextAvailableDate(at(full), search(), '2030-01-10', 2)).toBeNull();
  });
});
