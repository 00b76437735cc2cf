import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { OtaHotel, OtaHotelSearchQuery } from '../../src/api/contract/agency.ts';
import { AREAS } from '../../src/rules/agency-vocabulary.ts';
import { daysBetween } from '../../src/rules/dates.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import type { AgencyText } from '../db/schema-agency.ts';
import { invalid } from '../domain/errors.ts';

/** Longest stay the agency search prices (the generated plans sell up to 14 nights). */
export const MAX_SEARCH_NIGHTS = 14;
const MAX_PER_PAGE = 50;
const DEFAULT_PER_PAGE = 20;

export interface SearchAnswer {
  data: OtaHotel[];
  meta: { page: number; per_page: number; total_entries: number; total_pages: number };
}

interface Row {
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
  total_price: number;
  rooms_left: number | null;
  total_entries: number;
}

const parse = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeWord = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stay the query asks for, checked: both dates or neither, 1–14 nights. */
function stayOf(q: OtaHotelSearchQuery): { checkin: string; nights: number } | null {
  if (!q.checkin && !q.checkout) return null;
  if (!q.checkin) throw invalid('checkin', 'is required with checkout');
  const nights = q.checkout ? daysBetween(q.checkin, q.checkout) : 1;
  if (nights < 1) throw invalid('checkout', 'must be after checkin');
  if (nights > MAX_SEARCH_NIGHTS)
    throw invalid('checkout', `must be at most ${MAX_SEARCH_NIGHTS} nights after checkin`);
  return { checkin: q.checkin, nights };
}

/**
 * The agency search (`GET /api/ota/v1/hotels/search`): one SQL statement filters the profiles
 * (area, kind, amenities, rating, keywords by trigram-indexed LIKE), prices each hotel's
 * cheapest bookable room and plan (dated: every night open with enough rooms, through the
 * date-first inventory index; undated: the base rate), filters by price, sorts, counts and
 * pages. Prices include the hotel's consumption tax, like the hotel's own room search.
 */
export async function searchHotels(
  db: Kysely<Database>,
  q: OtaHotelSearchQuery,
  today: string,
): Promise<SearchAnswer> {
  const stay = stayOf(q);
  if (stay && stay.checkin < today) throw invalid('checkin', 'must not be in the past');
  const adults = Math.max(1, q.adults ?? 2);
  const rooms = Math.max(1, q.rooms ?? 1);
  const perRoom = Math.ceil((adults + (q.children ?? 0)) / rooms);
  const page = Math.max(1, q.page ?? 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, q.per_page ?? DEFAULT_PER_PAGE));
  const locale = q.locale ?? 'en';

  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.area?.length) where.push(sql`a.area IN (${sql.join(q.area)})`);
  if (q.kind?.length) where.push(sql`a.kind IN (${sql.join(q.kind)})`);
  if (q.amenities?.length) where.push(sql`a.amenities @> ARRAY[${sql.join(q.amenities)}]::text[]`);
  if (q.rating_min !== undefined) where.push(sql`a.rating >= ${q.rating_min}`);
  for (const word of (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean))
    where.push(sql`a.search_text LIKE ${likeWord(word)}`);
  if (!stay) where.push(sql`a.max_capacity >= ${perRoom}`);

  const nights = stay?.nights ?? 1;
  // The cheapest sellable plan of each room type for this length of stay: its supplement.
  const supplements = sql`
    SELECT room_type_id, min(adult_supplement) AS supplement FROM plans
    WHERE NOT members_only AND NOT is_day_use AND min_nights <= ${nights} AND max_nights >= ${nights}
    GROUP BY room_type_id`;
  const priced = stay
    ? sql`
      SELECT per_type.hotel_id, min(per_type.per_adult) AS per_adult,
        max(per_type.rooms_left) AS rooms_left
      FROM (
        SELECT rt.hotel_id, rt.id,
          sum(GREATEST(i.price_per_adult + s.supplement, 0)) AS per_adult,
          min(i.remaining) AS rooms_left
        FROM inventory i
        JOIN room_types rt ON rt.id = i.room_type_id
        JOIN (${supplements}) s ON s.room_type_id = rt.id
        JOIN agency_hotels a ON a.hotel_id = rt.hotel_id
        WHERE i.date >= ${stay.checkin}::date AND i.date < ${stay.checkin}::date + ${stay.nights}::int
          AND NOT i.closed AND i.remaining >= ${rooms} AND rt.capacity >= ${perRoom}
          AND ${sql.join(where, sql` AND `)}
        GROUP BY rt.hotel_id, rt.id
        HAVING count(*) = ${stay.nights}
      ) per_type
      GROUP BY per_type.hotel_id`
    : sql`
      SELECT rt.hotel_id, min(GREATEST(rt.base_price + s.supplement, 0)) AS per_adult,
        NULL::int AS rooms_left
      FROM room_types rt
      JOIN (${supplements}) s ON s.room_type_id = rt.id
      JOIN agency_hotels a ON a.hotel_id = rt.hotel_id
      WHERE rt.capacity >= ${perRoom} AND ${sql.join(where, sql` AND `)}
      GROUP BY rt.hotel_id`;
  const totalPrice = sql`round(p.per_adult * ${adults * rooms}::int
    * (100 + (h.settings->>'consumption_tax_percent')::int) / 100.0)::int`;
  const priceWhere: RawBuilder<unknown>[] = [sql`true`];
  if (q.price_min !== undefined) priceWhere.push(sql`${totalPrice} >= ${q.price_min}`);
  if (q.price_max !== undefined) priceWhere.push(sql`${totalPrice} <= ${q.price_max}`);
  const order = {
    price_low_to_high: sql`total_price ASC, a.rating DESC`,
    price_high_to_low: sql`total_price DESC, a.rating DESC`,
    rating: sql`a.rating DESC, a.review_count DESC`,
    recommended: sql`a.rating * ln(a.review_count + 2) DESC`,
  }[q.order ?? 'price_low_to_high'];

  const { rows } = await sql<Row>`
    SELECT h.code, h.name, h.currency, a.area, a.country, a.kind, a.stars, a.rating,
      a.review_count, a.amenities, a.lat, a.lng, a.texts, a.photos,
      ${totalPrice} AS total_price, p.rooms_left, count(*) OVER () AS total_entries
    FROM (${priced}) p
    JOIN hotels h ON h.id = p.hotel_id
    JOIN agency_hotels a ON a.hotel_id = p.hotel_id
    WHERE ${sql.join(priceWhere, sql` AND `)}
    ORDER BY ${order}, h.position, h.code
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
  `.execute(db);
  const total = Number(rows[0]?.total_entries ?? 0);
  return {
    data: rows.map((row) => present(row, locale, stay?.nights ?? 0)),
    meta: {
      page,
      per_page: perPage,
      total_entries: total,
      total_pages: Math.ceil(total / perPage),
    },
  };
}

function present(row: Row, locale: Locale, nights: number): OtaHotel {
  const texts = parse(row.texts);
  const text = texts[locale] ?? texts.en;
  const area = AREAS.find((a) => a.code === row.area);
  return {
    code: row.code,
    name: text?.name ?? row.name,
    description: text?.description ?? '',
    area: { code: row.area, name: area?.names[locale] ?? row.area },
    country: row.country,
    kind: row.kind,
    stars: Number(row.stars),
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    amenities: row.amenities,
    location: { lat: Number(row.lat), lng: Number(row.lng) },
    photos: parse(row.photos),
    currency: row.currency,
    lowest_price: { total_price: Number(row.total_price), nights },
    rooms_left: row.rooms_left === null ? null : Number(row.rooms_left),
  };
}
