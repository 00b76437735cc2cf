import { describe, expect, it } from 'vitest';
import type { KidsTier } from '../../src/api/contract/index.ts';
import {
  accommodationTaxPerGuest,
  childNightPrice,
  couponAmount,
  priceExtra,
  priceRoom,
  priceRooms,
  totalPrice,
} from './pricing.ts';

const tiers: KidsTier[] = [
  { code: 'A', name: {}, age_min: 6, age_max: 11, rate_percent: 70, counts_as_guest: true },
  { code: 'C', name: {}, age_min: 0, age_max: 2, rate_percent: 0, counts_as_guest: false },
];
const tokyo = {
  consumption_tax_percent: 10,
  accommodation_tax: [
    { min_price_per_person: 10000, amount: 100 },
    { min_price_per_person: 15000, amount: 200 },
  ],
};
const nights = (...prices: number[]) =>
  prices.map((p, i) => ({ date: `2030-01-0${i + 1}`, price_per_adult: p }));

describe('priceRoom', () => {
  it('charges adults per night and 10% consumption tax on the total', () => {
    const p = priceRoom({ nights: nights(9000, 9000), adults: 2, kids: [], tiers, taxes: tokyo });
    expect(p.room_price_without_tax).toBe(36000);
    expect(p.tax).toBe(3600);
    expect(p.accommodation_tax).toBe(0); // 9,000 per person is under Tokyo's 10,000 threshold
    expect(p.total_price).toBe(39600);
  });

  it('charges kids by tier share and leaves infants free and out of the guest count', () => {
    const p = priceRoom({
      nights: nights(12000),
      adults: 2,
      kids: [
        { code: 'A', count: 1 },
        { code: 'C', count: 1 },
      ],
      tiers,
      taxes: tokyo,
    });
    // 2 × 12,000 + 8,400 (70%) + 0
    expect(p.room_price_without_tax).toBe(32400);
    // per person 32,400 / 3 = 10,800 → 100 yen × 3 guests (the infant does not count)
    expect(p.accommodation_tax).toBe(300);
    expect(p.total_price).toBe(32400 + 3240 + 300);
  });

  it('uses the bracket at its exact threshold', () => {
    expect(accommodationTaxPerGuest(9999, tokyo.accommodation_tax)).toBe(0);
    expect(accommodationTaxPerGuest(10000, tokyo.accommodation_tax)).toBe(100);
    expect(accommodationTaxPerGuest(15000, tokyo.accommodation_tax)).toBe(200);
  });

  it('rounds child prices and tax down, never charging a fraction of a yen', () => {
    expect(
      childNightPrice(9999, {
        code: 'A',
        name: {},
        age_min: 0,
        age_max: 1,
        rate_percent: 70,
        counts_as_guest: true,
      }),
    ).toBe(6999);
    const p = priceRoom({ nights: nights(999), adults: 1, kids: [], tiers, taxes: tokyo });
    expect(p.tax).toBe(99);
  });

  it('applies a coupon before tax', () => {
    const p = priceRoom({
      nights: nights(10000),
      adults: 2,
      kids: [],
      tiers,
      taxes: tokyo,
      coupon: { discount_type: 'percent', amount: 10 },
    });
    expect(p.coupon_discount_amount).toBe(2000);
    expect(p.tax).toBe(1800);
    // accommodation tax follows the rate, not the discount
    expect(p.accommodation_tax).toBe(200);
  });

  it('discounts only the first nights of a coupon with maximum discounted nights', () => {
    const stay = { nights: nights(10000, 12000, 30000), adults: 1, kids: [], tiers, taxes: tokyo };
    const percent = priceRoom({
      ...stay,
      coupon: { discount_type: 'percent', amount: 10, max_discounted_nights: 2 },
    });
    expect(percent.coupon_discount_amount).toBe(2200);
    // An amount is capped by what those nights cost; without a limit every night counts.
    const amount = priceRoom({
      ...stay,
      coupon: { discount_type: 'amount', amount: 15000, max_discounted_nights: 1 },
    });
    expect(amount.coupon_discount_amount).toBe(10000);
    const unlimited = priceRoom({
      ...stay,
      coupon: { discount_type: 'percent', amount: 10, max_discounted_nights: null },
    });
    expect(unlimited.coupon_discount_amount).toBe(5200);
  });

  it('caps an amount coupon at the price and applies it to one room only', () => {
    expect(couponAmount({ discount_type: 'amount', amount: 5000 }, 3000)).toBe(3000);
    const rooms = priceRooms(
      [1, 2].map(() => ({ nights: nights(9000), adults: 1, kids: [], tiers, taxes: tokyo })),
      { discount_type: 'amount', amount: 1000 },
    );
    expect(rooms.map((r) => r.coupon_discount_amount)).toEqual([1000, 0]);
  });

  it('adds extras into the totals with their own tax', () => {
    const room = priceRoom({ nights: nights(9000), adults: 2, kids: [], tiers, taxes: tokyo });
    const extra = priceExtra({ price_without_tax: 1800, quantity: 2 }, tokyo);
    expect(extra).toEqual({ price_without_tax: 3600, price: 3960 });
    const total = totalPrice('JPY', [room], [extra]);
    expect(total.total_price).toBe(room.total_price + 3960);
    expect(total.tax).toBe(room.tax + 360);
    expect(total.total_price).toBe(
      total.total_price_without_tax + total.tax + total.accommodation_tax,
    );
  });
});

describe('points', () => {
  it('pays before tax and recomputes the accommodation tax on the nights it lowers', () => {
    // Two nights at 10,000 a person: 100 yen a guest a night; 2,000 points take the first
    // night below the bracket, so its accommodation tax goes.
    const room = { nights: nights(10000, 10000), adults: 2, kids: [], tiers, taxes: tokyo };
    const p = priceRoom({ ...room, points: 2000 });
    expect(p).toMatchObject({
      total_price_without_tax: 38000,
      tax: 3800,
      accommodation_tax: 200,
      accommodation_tax_before_point_discount: 400,
      spending_point_value: 2000,
      total_price_before_point_discount: 40000 + 4000 + 400,
      total_price: 38000 + 3800 + 200,
    });
    expect(priceRoom(room)).not.toHaveProperty('spending_point_value');
  });

  it('spreads points over rooms in order, each up to its price, and sums them', () => {
    const room = { nights: nights(5000), adults: 1, kids: [], tiers, taxes: tokyo };
    const [first, second] = priceRooms([room, room], null, 6000);
    expect(first?.spending_point_value).toBe(5000);
    expect(second?.spending_point_value).toBe(1000);
    const total = totalPrice(
      'JPY',
      [first, second].flatMap((r) => (r ? [r] : [])),
      [],
    );
    expect(total).toMatchObject({ spending_point_value: 6000, total_price: 4000 + 400 });
  });
});
