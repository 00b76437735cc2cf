import * as v from 'valibot';
import {
  DateSchema,
  KidsTierCountSchema,
  PaymentTypeSchema,
  QueryAdultsSchema,
  QueryBoolSchema,
  QueryIntSchema,
  QueryListSchema,
  QueryRoomCountSchema,
  SearchOrderSchema,
} from './common.ts';
import { McpExchangeRateSchema, RoomPriceSchema } from './price.ts';

// The calendar's schemas live in availability.ts: the first screen needs them, not these.
export * from './availability.ts';

/** One searched room (spec §3 "Room search payload"). */
export const SearchRoomSchema = v.strictObject({
  checkin_date: v.optional(DateSchema),
  checkout_date: v.optional(DateSchema),
  adults: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  children: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
  /** Tiers policy: children per tier code. */
  kids_age_range: v.optional(v.pipe(v.array(KidsTierCountSchema), v.maxLength(10))),
  /** Ages policy: one age per child; the server maps ages onto tiers. */
  kids_ages: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))),
      v.maxLength(20),
    ),
  ),
});
export type SearchRoom = v.InferOutput<typeof SearchRoomSchema>;

const RoomsJsonSchema = v.pipe(
  v.string(),
  v.maxLength(4000),
  v.parseJson(),
  v.array(SearchRoomSchema),
  v.minLength(1, 'at least one room'),
  v.maxLength(10, 'at most 10 rooms'),
);

/**
 * `GET /api/v1/rooms` query. `rooms` is a JSON array of {@link SearchRoomSchema}; for a simple
 * search the flat `checkin`/`checkout`/`adults`/`children`/`room_count` shorthand may be used
 * instead. Unknown tracking parameters are ignored (loose object) because the widget forwards
 * campaign parameters verbatim.
 */
export const RoomSearchQuerySchema = v.looseObject({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  rooms: v.optional(RoomsJsonSchema),
  checkin: v.optional(DateSchema),
  checkout: v.optional(DateSchema),
  adults: v.optional(QueryAdultsSchema),
  children: v.optional(QueryIntSchema),
  room_count: v.optional(QueryRoomCountSchema),
  order: v.optional(SearchOrderSchema),
  mode: v.optional(v.picklist(['default', 'secret', 'voucher'])),
  type: v.optional(v.picklist(['rooms', 'plans'])),
  is_day_use: v.optional(QueryBoolSchema),
  is_including_occupied: v.optional(QueryBoolSchema),
  search_next_available_date_if_no_result: v.optional(QueryBoolSchema),
  search_type: v.optional(v.picklist(['dated', 'undated'])),
  nights: v.optional(QueryIntSchema),
  room_search_filters: v.optional(QueryListSchema),
  room_plan_codes: v.optional(QueryListSchema),
  room_type_codes: v.optional(QueryListSchema),
  hotel_plan_codes: v.optional(QueryListSchema),
  promo_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  /** `mode=voucher`: the voucher the stay is searched for (its periods are checked). */
  voucher_coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  mcp_currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  /**
   * `wbf`: the guest asked for stay-plus-flight packages. Such a search must be dated and hold
   * at most 5 rooms (product.md §5), else 422 (9422, `payload.reason` `flight_undated` or
   * `flight_room_limit`).
   */
  dynamic_package: v.optional(v.picklist(['wbf'])),
});
export type RoomSearchQuery = v.InferOutput<typeof RoomSearchQuerySchema>;

/** Which part of the search a plan answers (spec §3 "Room plan"). */
export const MatchedCriteriaSchema = v.object({
  adults_count: v.number(),
  children_count: v.number(),
  adults_with_companion: v.number(),
  children_with_kid_tier_A_companion: v.number(),
});

export const RoomPlanResultSchema = v.object({
  room_plan_code: v.string(),
  room_plan_name: v.string(),
  hotel_plan_code: v.string(),
  description: v.string(),
  payment_type: PaymentTypeSchema,
  payment_method: v.array(v.string()),
  credit_card_payment: v.boolean(),
  members_only: v.boolean(),
  is_day_use: v.boolean(),
  meal: v.string(),
  min_nights: v.number(),
  matched_search_criteria: MatchedCriteriaSchema,
  /** Per-booking cap on rooms of this plan; null is unlimited. */
  sale_limit: v.nullable(v.number()),
  /** Rooms of this plan still sellable for the whole stay. */
  plan_stock_count: v.number(),
  inclusive_extra_ids: v.array(v.string()),
  cancellation_policy_code: v.string(),
  /** Price of ONE room for the first searched room's occupancy; null in undated search. */
  price: v.nullable(RoomPriceSchema),
  /** Price for all searched rooms together; null in undated search. */
  total_price: v.nullable(v.number()),
  /** Multi-currency: `total_price` in minor units of `mcp_currency` (absent otherwise). */
  mcp_total_price: v.optional(v.nullable(v.number())),
  /**
   * Whether this viewer can book the plan now. Members-only plans are false for a guest who is
   * not signed in (booking one answers 2304); optional so other providers' answers parse.
   */
  bookable: v.optional(v.boolean()),
  /** A stay-plus-flight package: dated stays only, at most 5 rooms per booking. */
  includes_flight: v.optional(v.boolean()),
  /** An unpublished plan, shown only to a session in the hotel's preview. */
  preview: v.optional(v.boolean()),
});
export type RoomPlanResult = v.InferOutput<typeof RoomPlanResultSchema>;

/** One photo of a room type: an absolute URL and a short English description. */
export const RoomImageSchema = v.object({
  url: v.string(),
  alt: v.string(),
});
export type RoomImage = v.InferOutput<typeof RoomImageSchema>;

export const RoomResultSchema = v.object({
  room_type_code: v.string(),
  room_type_name: v.string(),
  description: v.string(),
  capacity: v.number(),
  size_sqm: v.number(),
  filters: v.array(v.string()),
  /** Rooms of this type left for every night of the stay. */
  room_count: v.number(),
  room_plans: v.array(RoomPlanResultSchema),
  /**
   * Photos in display order (absolute URLs). This server always sends the list (maybe empty);
   * optional so answers of providers without photos still parse.
   */
  images: v.optional(v.array(RoomImageSchema)),
});
export type RoomResult = v.InferOutput<typeof RoomResultSchema>;

/**
 * The same offers grouped by hotel plan (plan search, product.md §3 "Plan result"): one entry
 * per `hotel_plan_code`, with the room types that sell it.
 */
export const PlanSearchResultSchema = v.object({
  hotel_plan_code: v.string(),
  name: v.string(),
  description: v.string(),
  booking_start_date: v.nullable(DateSchema),
  sale_limit: v.nullable(v.number()),
  inclusive_extra_ids: v.array(v.string()),
  lowest_total_price: v.nullable(v.number()),
  /** Multi-currency: `lowest_total_price` in minor units of `mcp_currency`. */
  mcp_lowest_total_price: v.optional(v.nullable(v.number())),
  rooms: v.array(RoomResultSchema),
});
export type PlanSearchResult = v.InferOutput<typeof PlanSearchResultSchema>;

/** `GET /api/v1/rooms` answer. */
/** A plan a stay's restrictions leave out, and why (the catalogue code and its values). */
export const RestrictedPlanSchema = v.object({
  room_type_code: v.string(),
  room_plan_code: v.string(),
  room_plan_name: v.string(),
  code: v.number(),
  payload: v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
});
export type RestrictedPlan = v.InferOutput<typeof RestrictedPlanSchema>;

export const RoomSearchResponseSchema = v.object({
  data: v.object({
    hotel_code: v.string(),
    currency: v.string(),
    checkin_date: v.nullable(DateSchema),
    checkout_date: v.nullable(DateSchema),
    nights: v.number(),
    rooms: v.array(RoomResultSchema),
    plans: v.array(PlanSearchResultSchema),
    /** Set when nothing matched and `search_next_available_date_if_no_result` was asked. */
    next_available_date: v.nullable(DateSchema),
    /** Multi-currency answers only: the guest's currency and the rate every mcp_ amount used. */
    mcp_currency: v.optional(v.string()),
    mcp_exchange_rate: v.optional(McpExchangeRateSchema),
    /**
     * The hotel has stay-plus-flight plans this search does not offer, and why: an undated
     * search (`flight_undated`) or more than 5 rooms (`flight_room_limit`).
     */
    flight_withheld: v.optional(v.picklist(['flight_undated', 'flight_room_limit'])),
    /**
     * Plans of room types that fit the search which their restrictions leave out of this stay
     * (issue 39), each with the error code and values the quote would refuse it with (9470-9478),
     * so the widget can say why. Dated searches only; absent: none.
     */
    restricted: v.optional(v.array(RestrictedPlanSchema)),
  }),
});
export type RoomSearchResponse = v.InferOutput<typeof RoomSearchResponseSchema>['data'];

/** `GET /api/v1/rooms/inventory` answer: rooms left per room type per day. */
export const InventoryResponseSchema = v.object({
  data: v.array(
    v.object({
      room_type_code: v.string(),
      days: v.array(v.object({ date: DateSchema, total: v.number(), remaining: v.number() })),
    }),
  ),
});
export type InventoryResponse = v.InferOutput<typeof InventoryResponseSchema>['data'];

/** `GET /api/v1/rooms/price` query: price of one plan for a stay. */
export const RoomPriceQuerySchema = v.looseObject({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  room_plan_code: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  checkin_date: DateSchema,
  checkout_date: DateSchema,
  adults: QueryAdultsSchema,
  kids_age_range: v.optional(
    v.pipe(v.string(), v.maxLength(1000), v.parseJson(), v.array(KidsTierCountSchema)),
  ),
  coupon_code: v.optional(v.pipe(v.string(), v.maxLength(50))),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  mcp_currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});
export const RoomPriceResponseSchema = v.object({ data: RoomPriceSchema });
