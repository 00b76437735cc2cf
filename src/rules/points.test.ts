import { describe, expect, it } from 'vitest';
import { adjustPoints, pointsEarned, pointsReturned, rankOf } from './points.ts';

describe('points rules', () => {
  const rule = { step: 100, minimum: 500, total: 12_000, balance: 3_050 };
  it('adjusts a typed amount to the step, the caps and the minimum', () => {
    expect(adjustPoints(1_234, rule)).toBe(1_200);
    expect(adjustPoints(99_999, rule)).toBe(3_000);
    expect(adjustPoints(400, rule)).toBe(0);
    expect(adjustPoints(-5, rule)).toBe(0);
    expect(adjustPoints(Number.NaN, rule)).toBe(0);
    expect(adjustPoints(5_000, { ...rule, total: 1_250, balance: 9_999 })).toBe(1_200);
  });
  it('earns a percentage of what is paid, rounded down', () => {
    expect(pointsEarned(21_100, 2)).toBe(422);
    expect(pointsEarned(0, 2)).toBe(0);
    expect(pointsEarned(1_000, 0)).toBe(0);
  });
  it("keeps the cancellation fee's share of the points, in the member's favour", () => {
    expect(pointsReturned(1_000, 0)).toBe(1_000);
    expect(pointsReturned(1_000, 30)).toBe(700);
    expect(pointsReturned(999, 50)).toBe(500);
    expect(pointsReturned(1_000, 100)).toBe(0);
  });
  it('ranks by ranking points', () => {
    expect(rankOf(0).code).toBe('regular');
    expect(rankOf(1_000).code).toBe('silver');
    expect(rankOf(5_000).code).toBe('gold');
  });
});
