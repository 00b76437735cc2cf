import { type Kysely, sql } from 'kysely';
import type { OtaNearby } from '../../src/api/contract/agency-nearby.ts';
import { AREAS } from '../../src/rules/agency-vocabulary.ts';
import { normaliseHotelCode } from '../../src/rules/hotel-code.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

const EARTH_KM = 6371;
const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km, to one decimal. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * EARTH_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

const areaOf = (code: string, locale: Locale) => {
  const area = AREAS.find((a) => a.code === code);
  return { code, name: area?.names[locale] ?? code };
};

/**
 * The profiled hotels nearest to `code`, nearest first. The database orders by a flat-earth
 * distance (longitude scaled by the latitude's cosine), right at these distances and the same
 * expression on PostgreSQL and PGlite; the answer gives the great-circle distance.
 */
export async function nearbyHotels(
  db: Kysely<Database>,
  code: string,
  limit: number,
  locale: Locale,
): Promise<OtaNearby> {
  const origin = await db
    .selectFrom('agency_hotels')
    .innerJoin('hotels', 'hotels.id', 'agency_hotels.hotel_id')
    .select(['agency_hotels.hotel_id', 'agency_hotels.lat', 'agency_hotels.lng', 'area'])
    // Any spelling of the code (the widget sends the normalised one, `sakuratokyo`).
    .where('hotels.code_key', '=', normaliseHotelCode(code))
    .executeTakeFirst();
  if (!origin) throw notFound('Hotel');
  const lat = Number(origin.lat);
  const lng = Number(origin.lng);
  const scale = Math.cos(rad(lat));
  const rows = await db
    .selectFrom('agency_hotels')
    .innerJoin('hotels', 'hotels.id', 'agency_hotels.hotel_id')
    .select([
      'hotels.code',
      'hotels.name',
      'agency_hotels.area',
      'agency_hotels.lat',
      'agency_hotels.lng',
      'agency_hotels.rating',
      'agency_hotels.review_count',
      'agency_hotels.texts',
      'agency_hotels.photos',
    ])
    .where('agency_hotels.hotel_id', '<>', origin.hotel_id)
    .orderBy(
      sql`(agency_hotels.lat - ${lat}) * (agency_hotels.lat - ${lat}) + (agency_hotels.lng - ${lng}) * (agency_hotels.lng - ${lng}) * ${scale * scale}`,
    )
    .orderBy('hotels.code')
    .limit(limit)
    .execute();
  return {
    area: areaOf(origin.area, locale),
    hotels: rows.map((row) => ({
      code: row.code,
      name: row.texts[locale]?.name ?? row.texts.en?.name ?? row.name,
      area: areaOf(row.area, locale),
      rating: Number(row.rating),
      review_count: Number(row.review_count),
      distance_km: distanceKm({ lat, lng }, { lat: Number(row.lat), lng: Number(row.lng) }),
      photo: row.photos[0] ?? null,
    })),
  };
}
