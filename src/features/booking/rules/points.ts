import { type PointsProblem, type PointsRule, pointsProblem } from '../../../rules/points.ts';
import type { RuleResult } from '../../../shared/form/rule-types.ts';

export { adjustPoints, maxSpendablePoints, type PointsRule } from '../../../rules/points.ts';

const MESSAGES = {
  invalid: 'booking.validation.points.invalid',
  belowMinimum: 'booking.validation.points.belowMinimum',
  increment: 'booking.validation.points.increment',
  aboveBalance: 'booking.validation.points.aboveBalance',
  aboveTotal: 'booking.validation.points.aboveTotal',
} as const satisfies Record<PointsProblem, RuleResult>;

/**
 * The points-spending rule of §5 (src/rules/points.ts, the one the server applies too) as the
 * message to show. `belowMinimum` and `increment` take `{minimum}` and `{step}` from `rule`.
 */
export function pointsError(points: number, rule: PointsRule): RuleResult {
  const problem = pointsProblem(points, rule);
  return problem ? MESSAGES[problem] : undefined;
}
