import * as v from 'valibot';
import {
  DateSchema,
  QueryAdultsSchema,
  QueryBoolSchema,
  QueryIntSchema,
  QueryListSchema,
} from './common.ts';

const PageNumberSchema = v.optional(QueryIntSchema);

/** Paged lists: `page` from 1, `per_page` up to 100 (default 20). */
export const PageQuerySchema = v.looseObject({
  page: PageNumberSchema,
  per_page: PageNumberSchema,
});

/**
 * `GET /api/v1/hotel_brands/{id}/hotels`, the facilities lookup of doc 2 §7: `hotel_codes`
 * narrows the list; with `is_including_lowest_price` and the stay (`checkin`, `checkout`,
 * `adults`) each hotel also carries `search_lowest_price`.
 */
export const HotelListQuerySchema = v.looseObject({
  // Named, not spread from PageQuerySchema: a spread keeps the schema in every bundle.
  page: PageNumberSchema,
  per_page: PageNumberSchema,
  hotel_codes: v.optional(QueryListSchema),
  is_including_lowest_price: v.optional(QueryBoolSchema),
  checkin: v.optional(DateSchema),
  checkout: v.optional(DateSchema),
  adults: v.optional(QueryAdultsSchema),
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

/** `POST /api/ota/v1/temporary_storages`: any JSON object, kept for an hour. */
export const TemporaryStorageSchema = v.strictObject({ data: v.record(v.string(), v.unknown()) });
