import * as v from 'valibot';
import { RoomPlanResultSchema, RoomResultSchema, RoomSearchQuerySchema } from './rooms.ts';

/*
 * The room recommender's calls (product.md §2 `/booking/recommender`, `/recommender-widget`;
 * calls-errors-constants.md §7 `settings/recommender_widget`, `/rooms/recommendation`). A module
 * of their own: only the recommender's lazy screen loads them, never the widget's first screen.
 */

/**
 * `GET /api/v1/hotels/{code}/settings/recommender_widget`: whether the hotel's recommender is
 * on and how many offers it answers (1–10).
 */
export const RecommenderSettingsSchema = v.object({
  data: v.object({ room_recommender_enabled: v.boolean(), max_recommendations: v.number() }),
});

/** What matters most to the guest answering the recommender: the order of its offers. */
export const RecommendationPrioritySchema = v.picklist(['price', 'space', 'meals']);
export type RecommendationPriority = v.InferOutput<typeof RecommendationPrioritySchema>;

/**
 * `GET /api/v1/rooms/recommendation` query: the search's, plus `priority` (default `price`):
 * `price` cheapest first, `space` largest room first, `meals` plans with meals first; ties go to
 * the cheaper offer.
 */
export const RecommendationQuerySchema = /* @__PURE__ */ (() =>
  // A call marked pure: reading `.entries` alone would keep the search query's schema (and the
  // valibot functions it uses) in the widget's first screen, which never parses a query.
  v.looseObject({
    ...RoomSearchQuerySchema.entries,
    priority: v.optional(RecommendationPrioritySchema),
  }))();
export type RecommendationQuery = v.InferOutput<typeof RecommendationQuerySchema>;

/**
 * `GET /api/v1/rooms/recommendation` answer: the hotel's `max_recommendations` best offers for
 * the priority, members-only plans left out. 404 when the hotel's recommender is off.
 */
export const RecommendationResponseSchema = v.object({
  data: v.array(v.object({ room: RoomResultSchema, plan: RoomPlanResultSchema })),
});
export type Recommendation = v.InferOutput<typeof RecommendationResponseSchema>['data'];
