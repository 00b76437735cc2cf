import { type Kysely, sql } from 'kysely';
import type { OtaHotelSearchQuery } from '../../src/api/contract/agency.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import type { AgencyText } from '../db/schema-agency.ts';

/** An agency profile as the search filters, sorts and shows it. */
export interface Profile {
  hotel_id: number;
  code: string;
  rating: number;
  review_count: number;
  /** The "recommended" order's score: rating weighted by how many reviews back it. */
  score: number;
  /** Rank by list position, then code: every order's last tie-break. */
  tie: number;
  tax_percent: number;
  /** Every name of the hotel, its area, kind and country, lower-cased (migration 023). */
  search_text: string;
  /** What the answer shows of it. */
  row: ProfileRow;
}

export interface ProfileRow {
  hotel_id: number;
  code: string;
  name: string;
  currency: string;
  area: string;
  country: string;
  kind: string;
  stars: number;
  rating: number;
  review_count: number;
  amenities: string[];
  lat: number;
  lng: number;
  texts: Partial<Record<Locale, AgencyText>> | string;
  photos: { url: string; alt: string }[] | string;
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every profile by hotel id, with the hotel's consumption tax (one query, ~2,100 rows). */
export async function loadProfiles(db: Kysely<Database>): Promise<Map<number, Profile>> {
  const { rows } = await sql<
    ProfileRow & { position: number; tax_percent: number; search_text: string }
  >`
    SELECT a.hotel_id, h.code, h.name, h.currency, h.position, a.area, a.country, a.kind,
      a.stars, a.rating, a.review_count, a.amenities, a.lat, a.lng, a.texts, a.photos,
      a.search_text, (h.settings->>'consumption_tax_percent')::int AS tax_percent
    FROM agency_hotels a JOIN hotels h ON h.id = a.hotel_id`.execute(db);
  const ranked = rows
    .map((r) => ({ code: r.code, position: Number(r.position) }))
    .sort((a, b) => a.position - b.position || byCode(a.code, b.code));
  const tie = new Map(ranked.map((r, rank) => [r.code, rank]));
  return new Map(
    rows.map((r) => {
      const rating = Number(r.rating);
      const reviews = Number(r.review_count);
      const profile: Profile = {
        hotel_id: Number(r.hotel_id),
        code: r.code,
        rating,
        review_count: reviews,
        score: rating * Math.log(reviews + 2),
        tie: tie.get(r.code) ?? 0,
        tax_percent: Number(r.tax_percent),
        search_text: r.search_text,
        row: r,
      };
      return [profile.hotel_id, profile];
    }),
  );
}

/**
 * The query's profile filters as one test: any of the areas, any of the kinds, every amenity,
 * the rating floor, and every keyword (lower-cased) somewhere in `search_text`, as a substring,
 * so `%` or `_` match only themselves. Null when the query has none (every profile passes).
 */
export function profileFilter(q: OtaHotelSearchQuery): ((p: Profile) => boolean) | null {
  const areas = q.area?.length ? new Set(q.area) : null;
  const kinds = q.kind?.length ? new Set<string>(q.kind) : null;
  const amenities = q.amenities?.length ? q.amenities : null;
  const floor = q.rating_min;
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!areas && !kinds && !amenities && floor === undefined && words.length === 0) return null;
  return (p) =>
    (!areas || areas.has(p.row.area)) &&
    (!kinds || kinds.has(p.row.kind)) &&
    (!amenities || amenities.every((a) => p.row.amenities.includes(a))) &&
    (floor === undefined || p.rating >= floor) &&
    words.every((w) => p.search_text.includes(w));
}
