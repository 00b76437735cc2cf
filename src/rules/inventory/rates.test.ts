import { describe, expect, it } from 'vitest';
import {
  type Derivation,
  deriveRate,
  type OccupancyRate,
  occupancyPrice,
  perAdultRate,
  type RatePlan,
  type RateSources,
  resolveRate,
  roundTo,
} from './rates.ts';

const tiers = [
  { code: 'A', rate_percent: 70 },
  { code: 'B', rate_percent: 50 },
];
const own: OccupancyRate = { adults: [10000, 16000, null], children: { A: 3000 } };
const plan = (id: number, extra: Partial<RatePlan> = {}): RatePlan => ({
  id,
  parent_plan_id: null,
  derivation: null,
  adult_supplement: 0,
  ...extra,
});
const minus10: Derivation = { kind: 'percent', value: -1000, step: 1, mode: 'nearest' };

function sources(plans: RatePlan[], rates: Record<string, OccupancyRate> = {}): RateSources {
  return {
    own: (id, date) => rates[`${id}/${date}`],
    roomTypePerAdult: (date) => (date === '2027-01-01' ? 9999 : null),
    plan: (id) => plans.find((p) => p.id === id),
    maxAdults: 3,
    tiers,
  };
}

describe('roundTo', () => {
  it('rounds to the step by mode', () => {
    expect(roundTo(1234, 100, 'nearest')).toBe(1200);
    expect(roundTo(1250, 100, 'nearest')).toBe(1300);
    expect(roundTo(1299, 100, 'down')).toBe(1200);
    expect(roundTo(1201, 100, 'up')).toBe(1300);
    expect(roundTo(1234.4, 1, 'nearest')).toBe(1234);
    expect(roundTo(1234, 0, 'nearest')).toBe(1234);
  });
});

describe('deriveRate', () => {
  it('moves adults and children by a percent, rounded', () => {
    expect(deriveRate(own, minus10)).toEqual({
      adults: [9000, 14400, null],
      children: { A: 2700 },
    });
    expect(deriveRate(own, { kind: 'percent', value: 1250, step: 100, mode: 'up' })).toEqual({
      adults: [11300, 18000, null],
      children: { A: 3400 },
    });
  });
  it('moves the room price by an amount, children unchanged, never below zero', () => {
    expect(deriveRate(own, { kind: 'amount', value: -500, step: 1, mode: 'nearest' })).toEqual({
      adults: [9500, 15500, null],
      children: { A: 3000 },
    });
    expect(
      deriveRate(own, { kind: 'amount', value: -20000, step: 1, mode: 'nearest' }).adults,
    ).toEqual([0, 0, null]);
  });
});

describe('perAdultRate and occupancyPrice', () => {
  it('prices as before the model: per adult, children at their tier share rounded down', () => {
    const rate = perAdultRate(12345, 3, tiers);
    expect(rate).toEqual({ adults: [12345, 24690, 37035], children: { A: 8641, B: 6172 } });
    expect(occupancyPrice(rate, 2, [{ code: 'A', count: 2 }])).toBe(24690 + 2 * 8641);
  });
  it('is null for an occupancy the rate does not sell; unknown tiers are free', () => {
    expect(occupancyPrice(own, 3, [])).toBeNull();
    expect(occupancyPrice(own, 4, [])).toBeNull();
    expect(occupancyPrice(own, 0, [])).toBeNull();
    expect(occupancyPrice(own, 1, [{ code: 'Z', count: 1 }])).toBe(10000);
  });
});

describe('resolveRate', () => {
  it('takes the plan’s own rate of the night first', () => {
    expect(resolveRate(plan(1), '2027-01-01', sources([plan(1)], { '1/2027-01-01': own }))).toBe(
      own,
    );
  });
  it('falls back to the room type’s per-adult rate plus the supplement', () => {
    const rate = resolveRate(plan(1, { adult_supplement: 1 }), '2027-01-01', sources([]));
    expect(rate?.adults).toEqual([10000, 20000, 30000]);
    expect(
      resolveRate(plan(1, { adult_supplement: -20000 }), '2027-01-01', sources([]))?.adults[0],
    ).toBe(0);
  });
  it('has no rate on a night without either', () => {
    expect(resolveRate(plan(1), '2027-01-02', sources([]))).toBeNull();
  });
  it('derives from the parent (chains too), ignoring the derived plan’s own rows', () => {
    const parent = plan(1);
    const child = plan(2, { parent_plan_id: 1, derivation: minus10 });
    const grandchild = plan(3, {
      parent_plan_id: 2,
      derivation: { kind: 'amount', value: 1000, step: 1, mode: 'nearest' },
    });
    const s = sources([parent, child, grandchild], { '1/2027-01-01': own, '2/2027-01-01': own });
    expect(resolveRate(child, '2027-01-01', s)?.adults).toEqual([9000, 14400, null]);
    expect(resolveRate(grandchild, '2027-01-01', s)?.adults).toEqual([10000, 15400, null]);
  });
  it('leaves a loop or a missing parent unpriced', () => {
    const a = plan(1, { parent_plan_id: 2, derivation: minus10 });
    const b = plan(2, { parent_plan_id: 1, derivation: minus10 });
    expect(resolveRate(a, '2027-01-01', sources([a, b]))).toBeNull();
    expect(
      resolveRate(plan(5, { parent_plan_id: 9, derivation: minus10 }), '2027-01-01', sources([])),
    ).toBeNull();
  });
});
