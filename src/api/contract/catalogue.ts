import * as v from 'valibot';
import { DateSchema, PaymentTypeSchema } from './common.ts';
import { CancellationPolicySchema } from './reservation.ts';

/** A hotel as listed under its brand (`GET /api/v1/hotel_brands/{id}/hotels`). */
export const HotelSummarySchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  currency: v.string(),
  time_zone: v.string(),
  address: v.object({ post_code: v.string(), full_address: v.string(), country: v.string() }),
  /** Lowest per-adult nightly rate before tax over the next 30 days (a "from" price). */
  lowest_price: v.nullable(v.number()),
  /**
   * In a brand's list asked `is_including_lowest_price` with a stay: the cheapest bookable
   * one-night price for it (one room, tax included), null when nothing is bookable.
   */
  search_lowest_price: v.optional(v.nullable(v.number())),
});
export type HotelSummary = v.InferOutput<typeof HotelSummarySchema>;

export const HotelListResponseSchema = v.object({
  data: v.array(HotelSummarySchema),
  meta: v.object({
    page: v.number(),
    per_page: v.number(),
    total_pages: v.number(),
    total_entries: v.number(),
  }),
});
export const HotelResponseSchema = v.object({ data: HotelSummarySchema });

export const PlanSchema = v.object({
  room_plan_code: v.string(),
  hotel_plan_code: v.string(),
  name: v.string(),
  description: v.string(),
  room_type_code: v.string(),
  payment_type: PaymentTypeSchema,
  members_only: v.boolean(),
  is_day_use: v.boolean(),
  meal: v.string(),
  min_nights: v.number(),
  max_nights: v.number(),
  sale_limit: v.nullable(v.number()),
  booking_start_date: v.nullable(DateSchema),
  cancellation_policy_code: v.string(),
  inclusive_extra_ids: v.array(v.string()),
});
export type Plan = v.InferOutput<typeof PlanSchema>;
export const PlanListResponseSchema = v.object({ data: v.array(PlanSchema) });
export const PlanResponseSchema = v.object({ data: PlanSchema });

export const CancellationPolicyListResponseSchema = v.object({
  data: v.array(CancellationPolicySchema),
});

export const ExtraSchema = v.object({
  extra_id: v.string(),
  name: v.string(),
  extra_type: v.picklist(['generic', 'dated']),
  inventory: v.nullable(v.number()),
  min_quantity: v.number(),
  max_quantity: v.number(),
  booking_available_dates: v.array(DateSchema),
  prices: v.array(
    v.object({ price_without_tax: v.number(), price: v.number(), date: v.nullable(DateSchema) }),
  ),
});
export type Extra = v.InferOutput<typeof ExtraSchema>;
export const ExtraListResponseSchema = v.object({ data: v.array(ExtraSchema) });

export const QuestionTypeSchema = v.picklist([
  'people_per_room',
  'checkin_time',
  'checkout_time',
  'free_text',
]);
export const AdditionalQuestionSchema = v.object({
  id: v.string(),
  question_type: QuestionTypeSchema,
  ownable_type: v.picklist(['hotel', 'hotel_brand']),
  kind: v.picklist(['question', 'notification']),
  labels: v.array(v.string()),
  hotel_plan_codes: v.array(v.string()),
  display_start_date: v.nullable(DateSchema),
  display_end_date: v.nullable(DateSchema),
  required: v.boolean(),
  text: v.record(v.string(), v.string()),
  options: v.array(v.string()),
  /**
   * What a free-text answer may hold (product §3 "answer types"): text and/or image attachments.
   * Absent means both, so a hotel opts out of images with `['text']`.
   */
  answer_types: v.optional(v.array(v.picklist(['text', 'attachments']))),
});
export type AdditionalQuestion = v.InferOutput<typeof AdditionalQuestionSchema>;
export const AdditionalQuestionListResponseSchema = v.object({
  data: v.array(AdditionalQuestionSchema),
});

/** `q` of the additional-questions call: a JSON object. */
export const QuestionFilterSchema = v.looseObject({
  label_filters: v.optional(v.array(v.pipe(v.string(), v.maxLength(100)))),
  room_plan_codes: v.optional(v.array(v.pipe(v.string(), v.maxLength(50)))),
  checkin_date: v.optional(DateSchema),
  is_ota: v.optional(v.boolean()),
});
const QuestionFilterQuerySchema = v.optional(
  v.pipe(v.string(), v.maxLength(4000), v.parseJson(), QuestionFilterSchema),
);

// The query schemas below name their entries instead of spreading another schema's `entries`:
// a property read keeps a schema in every bundle that imports the file, used or not.

/** `GET /api/v1/hotels/{code}/additional_questions`: `q` is the JSON filter. */
export const HotelQuestionQuerySchema = v.looseObject({ q: QuestionFilterQuerySchema });

/**
 * `GET /api/v1/hotel_brands/{id}/additional_questions`: `code` names the facility being
 * booked, whose brand notifications are kept too (§5).
 */
export const BrandQuestionQuerySchema = v.looseObject({
  q: QuestionFilterQuerySchema,
  code: v.optional(v.string()),
});
