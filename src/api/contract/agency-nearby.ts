import * as v from 'valibot';
import { LOCALES } from '../../rules/locales.ts';
import { QueryIntSchema } from './common.ts';

// Its own module, apart from agency.ts: the single-hotel results load it for a hotel with
// `bw_to_ota_enabled`, without the agency vocabulary that agency.ts's filters check against.

/** A hotel's photo (also the agency search's, agency.ts). */
export const PhotoSchema = v.object({ url: v.string(), alt: v.string() });

/** `GET /api/ota/v1/hotels/{code}/nearby`: how many, and in which language to name them. */
export const OtaNearbyQuerySchema = v.looseObject({
  limit: v.optional(QueryIntSchema),
  locale: v.optional(v.picklist(LOCALES)),
});

/**
 * The agency catalogue's hotels nearest to one hotel by its coordinates (the single-hotel
 * widget's "other hotels nearby" when the hotel turns `bw_to_ota_enabled` on).
 */
export const OtaNearbyResponseSchema = v.object({
  data: v.object({
    /** The hotel asked about: its area, for a link to the agency search of that area. */
    area: v.object({ code: v.string(), name: v.string() }),
    hotels: v.array(
      v.object({
        code: v.string(),
        name: v.string(),
        area: v.object({ code: v.string(), name: v.string() }),
        rating: v.number(),
        review_count: v.number(),
        distance_km: v.number(),
        photo: v.nullable(PhotoSchema),
      }),
    ),
  }),
});
export type OtaNearby = v.InferOutput<typeof OtaNearbyResponseSchema>['data'];
