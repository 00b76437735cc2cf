/**
 * Points (product.md §3 "Points", §4 "Point history kinds", §5 "Points"; doc 2 §9): the pure
 * rules both the server and the widget apply. One point pays one minor unit of the hotel's
 * currency (yen); a program with another rate converts before calling.
 */

/** The kinds of a point history entry (product.md §3, §4). */
export const POINT_KINDS = ['expired', 'future', 'spent', 'gained', 'refunded'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** Point history: entries per page when the request names none (doc 2 §9). */
export const POINT_HISTORY_PAGE_SIZE = 5;
/** Point history: the most entries a page may ask for. */
export const POINT_HISTORY_MAX_PAGE_SIZE = 50;
/** Points earned for a stay become spendable this many days after check-out (doc 2 §9). */
export const POINTS_CREDIT_DAYS_AFTER_CHECKOUT = 3;
/** Points exchanged to digico stay valid there this many days (doc 2 §9). */
export const DIGICO_POINTS_VALIDITY_DAYS = 180;
/** The exchange type when the request names none (doc 2 §3 "Point exchange"). */
export const DEFAULT_EXCHANGE_TYPE = 'digico';
export const EXCHANGE_TYPES = ['digico'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** Spending rule of a program: the step, the minimum and what the balance and total allow. */
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

/** Why an amount of points cannot be spent, or undefined when it can. */
export type PointsProblem =
  | 'invalid'
  | 'belowMinimum'
  | 'increment'
  | 'aboveBalance'
  | 'aboveTotal';

/**
 * Points to spend: 0 means "no points" and is always valid. Otherwise a non-negative whole
 * number, at least the minimum, a multiple of the step, not above the balance, not above the
 * total (product.md §5).
 */
export function pointsProblem(points: number, rule: PointsRule): PointsProblem | undefined {
  if (!Number.isSafeInteger(points) || points < 0) return 'invalid';
  if (points === 0) return undefined;
  if (points < rule.minimum) return 'belowMinimum';
  if (points % Math.max(1, rule.step) !== 0) return 'increment';
  if (points > rule.balance) return 'aboveBalance';
  if (points > rule.total) return 'aboveTotal';
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

/**
 * The adjust rule of the checkout field (product.md §3 "adjustPoint"): what a typed amount
 * becomes — rounded down to the step, capped by balance and total; below the minimum, 0.
 */
export function adjustPoints(points: number, rule: PointsRule): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  const step = Math.max(1, rule.step);
  const capped = Math.min(Math.floor(points), Math.max(0, Math.min(rule.balance, rule.total)));
  const stepped = Math.floor(capped / step) * step;
  return stepped >= rule.minimum ? stepped : 0;
}

/** Points earned for a stay: the program's percentage of what was paid (rounded down). */
export function pointsEarned(paid: number, earnPercent: number): number {
  if (paid <= 0 || earnPercent <= 0) return 0;
  return Math.floor((paid * earnPercent) / 100);
}

/**
 * Points given back on cancellation (the policy's percentage is kept from the points as from
 * the money, rounded in the member's favour).
 */
export function pointsReturned(spent: number, feePercentage: number): number {
  const kept = Math.floor((spent * Math.min(Math.max(feePercentage, 0), 100)) / 100);
  return spent - kept;
}

/** Member ranks by ranking points (points gained in the last 365 days), lowest first. */
export const POINT_RANKS = [
  { id: 1, code: 'regular', min: 0 },
  { id: 2, code: 'silver', min: 1_000 },
  { id: 3, code: 'gold', min: 5_000 },
] as const;
export type PointRank = (typeof POINT_RANKS)[number];

/** The rank of a member with this many ranking points. */
export function rankOf(rankingPoints: number): PointRank {
  let rank: PointRank = POINT_RANKS[0];
  for (const r of POINT_RANKS) if (rankingPoints >= r.min) rank = r;
  return rank;
}
