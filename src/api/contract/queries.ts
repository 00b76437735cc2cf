import * as v from 'valibot';
import { DateSchema, QueryIntSchema, QueryListSchema } from './common.ts';

/** Paged lists: `page` from 1, `per_page` up to 100 (default 20). */
export const PageQuerySchema = v.looseObject({
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
});

/** `GET /api/v1/hotels/{code}/plans`: `room_plan_codes=a,b` narrows the list. */
export const PlanQuerySchema = v.looseObject({ room_plan_codes: v.optional(QueryListSchema) });

/** `GET /api/v1/hotels/{code}/extras`: the stay decides the dates dated extras offer. */
export const ExtrasQuerySchema = v.looseObject({
  checkin_date: v.optional(DateSchema),
  checkout_date: v.optional(DateSchema),
});

/** `GET /api/v1/rooms/inventory`: a window of at most 62 days. */
export const InventoryQuerySchema = v.looseObject({
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  start_date: DateSchema,
  end_date: DateSchema,
});

/** `GET /api/ota/v1/hotels/search`: keywords, and with a check-in only hotels with a room. */
export const OtaHotelSearchQuerySchema = v.looseObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  checkin: v.optional(DateSchema),
  adults: v.optional(QueryIntSchema),
});

/** `POST /api/ota/v1/temporary_storages`: any JSON object, kept for an hour. */
export const TemporaryStorageSchema = v.strictObject({ data: v.record(v.string(), v.unknown()) });
