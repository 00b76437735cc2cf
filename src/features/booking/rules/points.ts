import type { RuleResult } from '../../../shared/form/rule-types.ts';

/**
 * The points-spending rule of §5, with every number a parameter (the program's step and
 * minimum come from the point-program settings, the balance from the member's points).
 * Points and `total` are in the same unit: one point pays one minor unit of the total (yen);
 * a program with another rate converts `total` before calling.
 */
export interface PointsRule {
  /** Points are spent in multiples of this (≥ 1). */
  readonly step: number;
  /** The smallest non-zero amount that can be spent. */
  readonly minimum: number;
  /** The price the points pay towards (before points). */
  readonly total: number;
  /** The member's spendable balance. */
  readonly balance: number;
}

/**
 * Points to spend: 0 means "no points" and is always valid. Otherwise a non-negative whole
 * number, at least the minimum, a multiple of the step, not above the balance, not above the
 * total. The messages `belowMinimum` and `increment` take `{minimum}` and `{step}` from `rule`.
 */
export function pointsError(points: number, rule: PointsRule): RuleResult {
  if (!Number.isSafeInteger(points) || points < 0) return 'booking.validation.points.invalid';
  if (points === 0) return undefined;
  if (points < rule.minimum) return 'booking.validation.points.belowMinimum';
  if (points % Math.max(1, rule.step) !== 0) return 'booking.validation.points.increment';
  if (points > rule.balance) return 'booking.validation.points.aboveBalance';
  if (points > rule.total) return 'booking.validation.points.aboveTotal';
  return undefined;
}

/**
 * The most points that can be spent: the largest multiple of the step within both the balance
 * and the total, or 0 when that is below the minimum (a "use all points" button).
 */
export function maxSpendablePoints(rule: PointsRule): number {
  const step = Math.max(1, rule.step);
  const cap = Math.max(0, Math.min(rule.balance, rule.total));
  const max = Math.floor(cap / step) * step;
  return max >= rule.minimum ? max : 0;
}
