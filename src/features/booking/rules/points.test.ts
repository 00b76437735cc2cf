import { describe, expect, it } from 'vitest';
import { maxSpendablePoints, pointsError } from './points.ts';

describe('points', () => {
  const rule = { step: 100, minimum: 500, total: 12_000, balance: 3_050 };
  it('accepts 0 and valid amounts', () => {
    expect(pointsError(0, rule)).toBeUndefined();
    expect(pointsError(500, rule)).toBeUndefined();
    expect(pointsError(3_000, rule)).toBeUndefined();
  });
  it('rejects invalid, below minimum, off-step, above balance, above total', () => {
    expect(pointsError(-100, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(150.5, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(Number.NaN, rule)).toBe('booking.validation.points.invalid');
    expect(pointsError(400, rule)).toBe('booking.validation.points.belowMinimum');
    expect(pointsError(550, rule)).toBe('booking.validation.points.increment');
    expect(pointsError(3_100, rule)).toBe('booking.validation.points.aboveBalance');
    expect(pointsError(1_000, { ...rule, total: 900, balance: 5_000 })).toBe(
      'booking.validation.points.aboveTotal',
    );
  });
  it('computes the most points that can be spent', () => {
    expect(maxSpendablePoints(rule)).toBe(3_000);
    expect(maxSpendablePoints({ ...rule, total: 1_250 })).toBe(1_200);
    expect(maxSpendablePoints({ ...rule, balance: 450 })).toBe(0);
    expect(maxSpendablePoints({ ...rule, step: 0, minimum: 0, balance: 7 })).toBe(7);
  });
});
