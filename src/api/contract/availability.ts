import * as v from 'valibot';
import { DateSchema, QueryAdultsSchema, QueryListSchema } from './common.ts';
import { McpExchangeRateSchema } from './price.ts';

/** `GET /api/v1/rooms/availability` query: a calendar window (at most 62 days). */
export const AvailabilityQuerySchema = v.looseObject({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  start_date: DateSchema,
  end_date: DateSchema,
  adults: v.optional(QueryAdultsSchema),
  room_type_codes: v.optional(QueryListSchema),
  room_plan_codes: v.optional(QueryListSchema),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  mcp_currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
});
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuerySchema>;

/** One calendar day: lowest one-night price for the occupancy and rooms left. */
export const AvailabilityDaySchema = v.object({
  date: DateSchema,
  lowest_price: v.nullable(v.number()),
  /** Multi-currency: `lowest_price` in minor units of `mcp_currency`. */
  mcp_lowest_price: v.optional(v.nullable(v.number())),
  rooms_left: v.number(),
  status: v.picklist(['available', 'few_left', 'sold_out', 'closed']),
});
export const AvailabilityResponseSchema = v.object({
  data: v.object({
    currency: v.string(),
    days: v.array(AvailabilityDaySchema),
    mcp_currency: v.optional(v.string()),
    mcp_exchange_rate: v.optional(McpExchangeRateSchema),
  }),
});
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>;
/** The calendar's answer: hotel-currency days, plus `mcp_` figures when a currency was asked. */
export type AvailabilityAnswer = v.InferOutput<typeof AvailabilityResponseSchema>['data'];
