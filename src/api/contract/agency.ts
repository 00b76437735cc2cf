import * as v from 'valibot';
import {
  AGENCY_ORDERS,
  AMENITIES,
  HOTEL_KINDS,
  isAreaCode,
} from '../../rules/agency-vocabulary.ts';
import { LOCALES } from '../../rules/locales.ts';
import { PhotoSchema } from './agency-nearby.ts';
import { DateSchema, QueryIntSchema, QueryListSchema } from './common.ts';

const listOf = (allowed: readonly string[], what: string) =>
  v.pipe(
    QueryListSchema,
    v.check((items) => items.every((i) => allowed.includes(i)), `must list known ${what}`),
  );

/** A rating from 0 to 5 with at most one decimal, as the query string carries it. */
const QueryRatingSchema = v.pipe(
  v.string(),
  v.regex(/^[0-5](\.\d)?$/, 'must be a rating from 0 to 5'),
  v.transform(Number),
);

/**
 * `GET /api/ota/v1/hotels/search` (agency mode, product.md §2): every filter optional. Dates
 * give availability and the stay's lowest price; without them each hotel has a "from" price.
 */
export const OtaHotelSearchQuerySchema = v.looseObject({
  /** Keywords, all of which must appear in a name of the hotel, its area or its kind. */
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Area codes (`kyoto`, `seoul`; see `AREAS`), any of them. */
  area: v.optional(QueryListSchema),
  /** Kinds, any of them. */
  kind: v.optional(listOf(HOTEL_KINDS, 'hotel kinds')),
  /** Amenities, all of them. */
  amenities: v.optional(listOf(AMENITIES, 'amenities')),
  checkin: v.optional(DateSchema),
  checkout: v.optional(DateSchema),
  adults: v.optional(QueryIntSchema),
  children: v.optional(QueryIntSchema),
  rooms: v.optional(QueryIntSchema),
  /** Bounds of the stay's total (dated) or the night's "from" price (undated), in yen. */
  price_min: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  price_max: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  rating_min: v.optional(QueryRatingSchema),
  order: v.optional(v.picklist(AGENCY_ORDERS)),
  page: v.optional(QueryIntSchema),
  per_page: v.optional(QueryIntSchema),
  locale: v.optional(v.picklist(LOCALES)),
});
export type OtaHotelSearchQuery = v.InferOutput<typeof OtaHotelSearchQuerySchema>;

/** One hotel of the agency search, named in the asked locale when the hotel has it. */
export const OtaHotelSchema = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  area: v.object({ code: v.string(), name: v.string() }),
  country: v.string(),
  kind: v.string(),
  stars: v.number(),
  rating: v.number(),
  review_count: v.number(),
  amenities: v.array(v.string()),
  location: v.object({ lat: v.number(), lng: v.number() }),
  photos: v.array(PhotoSchema),
  currency: v.string(),
  /**
   * Dated: the cheapest bookable room and plan for the whole stay, tax included; undated: the
   * cheapest night at the base rate. `nights` says which (0 = undated).
   */
  lowest_price: v.object({ total_price: v.number(), nights: v.number() }),
  /** Dated: rooms left of the cheapest room type for every night; undated: null. */
  rooms_left: v.nullable(v.number()),
});
export type OtaHotel = v.InferOutput<typeof OtaHotelSchema>;

export const OtaHotelSearchResponseSchema = v.object({
  data: v.array(OtaHotelSchema),
  meta: v.object({
    page: v.number(),
    per_page: v.number(),
    total_entries: v.number(),
    total_pages: v.number(),
  }),
});

/** `GET /api/ota/v1/hotels/ratings`: every listed hotel's rating. */
export const OtaRatingsResponseSchema = v.object({
  data: v.array(v.object({ hotel_code: v.string(), rating: v.number(), review_count: v.number() })),
});

/**
 * What assisted search understood from a request: the search's own filters. A model's answer
 * must match this too, or the built-in interpreter's is used.
 */
export const AssistFiltersSchema = v.object({
  area: v.optional(v.pipe(v.string(), v.check(isAreaCode, 'must be a known area'))),
  kind: v.optional(v.picklist(HOTEL_KINDS)),
  amenities: v.array(v.picklist(AMENITIES)),
  checkin: v.optional(DateSchema),
  checkout: v.optional(DateSchema),
  adults: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  /** Children (under 18) besides the adults. */
  children: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))),
  /** The children's ages, when the request gives them (one per child, in its order). */
  kids_ages: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))),
      v.minLength(1),
      v.maxLength(20),
    ),
  ),
  /** At most this much a night, in the currency the guest named (or their language's). */
  budget: v.optional(
    v.object({
      amount: v.pipe(v.number(), v.minValue(0)),
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    }),
  ),
});
export type AssistFilters = v.InferOutput<typeof AssistFiltersSchema>;

/** `POST /api/ota/v1/hotels/assist`: a request in plain language. */
export const AssistRequestSchema = v.strictObject({
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
  locale: v.optional(v.picklist(LOCALES)),
});

/**
 * What the widget reads of the assist answer: the query it turns into the search's address
 * (the filters stay the server's and a model's contract; their checks need not ship).
 */
export const AssistQueryAnswerSchema = v.object({
  data: v.object({ query: v.record(v.string(), v.string()) }),
});

export const AssistResponseSchema = v.object({
  data: v.object({
    filters: AssistFiltersSchema,
    /** The search query the filters make (budget in yen for the whole stay). */
    query: v.record(v.string(), v.string()),
    /** `model` when the configured endpoint answered, `builtin` otherwise. */
    source: v.picklist(['builtin', 'model']),
  }),
});
