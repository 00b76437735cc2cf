import * as v from 'valibot';
import { EXCHANGE_TYPES, POINT_KINDS } from '../../rules/points.ts';
import { DateSchema, QueryIntSchema } from './common.ts';

/**
 * Points of a signed-in member (product.md §3 "Points", §4, §5; doc 2 §7 memberships point,
 * points_timeline, point_exchanges). Amounts are points; one point pays one minor unit of the
 * hotel's currency at checkout (`spending_point` of the quote and the booking).
 */

/**
 * Catalogue codes (doc 2 §8) of points refusals. Kept here, not in ErrorCode, so the first
 * screen (which carries ErrorCode) does not grow.
 */
export const PointsErrorCode = {
  /** More than the member's balance (2401 "not enough points"). */
  notEnoughPoints: 2401,
  /** No points here: the program has none or the hotel hides them (3502). */
  pointsUnavailable: 3502,
} as const;

export const PointKindSchema = v.picklist(POINT_KINDS);

/** The member's rank, from ranking points (points gained in the last 365 days). */
export const PointRankSchema = v.object({
  id: v.number(),
  code: v.picklist(['regular', 'silver', 'gold']),
});

/** `GET /memberships/point`: the current point (doc 2 §7 "reads total_point and ranking_points_value"). */
export const CurrentPointSchema = v.object({
  program_enabled: v.boolean(),
  /** Spendable now. */
  total_point: v.number(),
  /** Earned for stays, spendable later (POINTS_CREDIT_DAYS_AFTER_CHECKOUT after check-out). */
  future_point: v.number(),
  ranking_points_value: v.number(),
  rank: PointRankSchema,
  /** The program's spending rule (product.md §5): multiples of `point_step`, at least `point_minimum`. */
  point_step: v.number(),
  point_minimum: v.number(),
});
export type CurrentPoint = v.InferOutput<typeof CurrentPointSchema>;
export const CurrentPointResponseSchema = v.object({ data: CurrentPointSchema });

/** `GET /memberships/points_timeline` query: page, per_page (default 5), scope. */
export const PointsTimelineQuerySchema = v.object({
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
  scope: v.optional(v.picklist(['current', 'future'])),
});

/** One history entry; `points` is signed (spent and expired are negative). */
export const PointHistoryEntrySchema = v.object({
  id: v.number(),
  kind: PointKindSchema,
  points: v.number(),
  /** When it happened (ISO time); for points earned for a stay, when they become spendable. */
  date: v.string(),
  expires_at: v.nullable(v.string()),
  reservation_number: v.nullable(v.string()),
  hotel_name: v.nullable(v.string()),
  checkout_date: v.nullable(DateSchema),
  exchange_type: v.nullable(v.string()),
});
export type PointHistoryEntry = v.InferOutput<typeof PointHistoryEntrySchema>;

export const PointsTimelineResponseSchema = v.object({
  data: v.array(PointHistoryEntrySchema),
  page: v.number(),
  total_pages: v.number(),
  total_entries: v.number(),
  program_enabled: v.boolean(),
  total_point: v.number(),
  ranking_points_value: v.number(),
});
export type PointsTimeline = v.InferOutput<typeof PointsTimelineResponseSchema>;

/** `POST /memberships/point_exchanges` (doc 2 §3 "Point exchange"; §5 "a valid amount"). */
export const PointExchangeRequestSchema = v.strictObject({
  amount: v.pipe(
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
  ),
  exchange_type: v.optional(v.picklist(EXCHANGE_TYPES)),
});
export type PointExchangeRequest = v.InferOutput<typeof PointExchangeRequestSchema>;

export const PointExchangeSchema = v.object({
  id: v.number(),
  amount: v.number(),
  exchange_type: v.string(),
  created_at: v.string(),
  /** Exchanged digico points are valid 180 days (doc 2 §9); the exchange is irreversible. */
  valid_until: v.string(),
});
export type PointExchange = v.InferOutput<typeof PointExchangeSchema>;

export const PointExchangeResponseSchema = v.object({
  data: PointExchangeSchema,
  total_point: v.number(),
});

export const PointExchangesQuerySchema = v.object({
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
});

export const PointExchangesResponseSchema = v.object({
  data: v.array(PointExchangeSchema),
  page: v.number(),
  total_pages: v.number(),
  total_entries: v.number(),
});
