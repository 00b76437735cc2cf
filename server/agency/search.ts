import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { OtaHotel, OtaHotelSearchQuery } from '../../src/api/contract/agency.ts';
import { type AgencyOrder, AREAS } from '../../src/rules/agency-vocabulary.ts';
import { daysBetween } from '../../src/rules/dates.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import type { AgencyText } from '../db/schema-agency.ts';
import { invalid } from '../domain/errors.ts';
import { cachedPricer, type HotelPricer, ttlCache } from './stay-prices.ts';

/** Longest stay the agency search prices (the generated plans sell up to 14 nights). */
export const MAX_SEARCH_NIGHTS = 14;
const MAX_PER_PAGE = 50;
const DEFAULT_PER_PAGE = 20;

export interface SearchAnswer {
  data: OtaHotel[];
  meta: { page: number; per_page: number; total_entries: number; total_pages: number };
}

/** A profile that passed the filters, with what sorting needs. */
interface Candidate {
  hotel_id: number;
  code: string;
  position: number;
  rating: number;
  review_count: number;
  tax_percent: number;
  /** What the answer shows of it. */
  row: Row;
}

interface Row {
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

/** Where a search's shared figures come from: each stay's prices and every profile's sort keys. */
export interface SearchSource {
  prices: HotelPricer;
  profiles: () => Promise<Map<number, Candidate>>;
}

/** Every profile: sort keys, the hotel's consumption tax and what the answer shows, by id. */
export async function loadProfiles(db: Kysely<Database>): Promise<Map<number, Candidate>> {
  const { rows } = await sql<Row & { position: number; tax_percent: number }>`
    SELECT a.hotel_id, h.code, h.name, h.currency, h.position, a.area, a.country, a.kind,
      a.stars, a.rating, a.review_count, a.amenities, a.lat, a.lng, a.texts, a.photos,
      (h.settings->>'consumption_tax_percent')::int AS tax_percent
    FROM agency_hotels a JOIN hotels h ON h.id = a.hotel_id`.execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.hotel_id),
      {
        hotel_id: Number(r.hotel_id),
        code: r.code,
        position: Number(r.position),
        rating: Number(r.rating),
        review_count: Number(r.review_count),
        tax_percent: Number(r.tax_percent),
        row: r,
      },
    ]),
  );
}

/** The figures shared by one app's searches, each reused for a few seconds. */
export function searchSource(db: Kysely<Database>, now: () => Date): SearchSource {
  const profiles = ttlCache((_: 'all') => loadProfiles(db), now);
  return { prices: cachedPricer(db, now), profiles: () => profiles('all') };
}

/** Sort comparators: each falls back to the hotel's list position, then its code. */
const ORDERS: Record<
  AgencyOrder,
  (a: Candidate & { total: number }, b: Candidate & { total: number }) => number
> = {
  price_low_to_high: (a, b) => a.total - b.total || b.rating - a.rating,
  price_high_to_low: (a, b) => b.total - a.total || b.rating - a.rating,
  rating: (a, b) => b.rating - a.rating || b.review_count - a.review_count,
  recommended: (a, b) =>
    b.rating * Math.log(b.review_count + 2) - a.rating * Math.log(a.review_count + 2),
};

/**
 * The agency search (`GET /api/ota/v1/hotels/search`). The profiles are filtered in SQL (area,
 * kind, amenities by GIN, rating, each keyword by a trigram-indexed LIKE over every name of the
 * hotel, its area and kind in every language; no query without such filters); the stay's
 * prices and every profile come from `source`, each reused a few seconds; they meet here,
 * where price bounds, the order, the count and the page are applied. Prices include
 * the hotel's consumption tax, as the hotel's own room search shows them.
 */
export async function searchHotels(
  db: Kysely<Database>,
  source: SearchSource,
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

  const where: RawBuilder<unknown>[] = [];
  if (q.area?.length) where.push(sql`a.area IN (${sql.join(q.area)})`);
  if (q.kind?.length) where.push(sql`a.kind IN (${sql.join(q.kind)})`);
  if (q.amenities?.length) where.push(sql`a.amenities @> ARRAY[${sql.join(q.amenities)}]::text[]`);
  if (q.rating_min !== undefined) where.push(sql`a.rating >= ${q.rating_min}`);
  for (const word of (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean))
    where.push(sql`a.search_text LIKE ${likeWord(word)}`);

  const [prices, profiles, matching] = await Promise.all([
    source.prices({ stay, perRoom, rooms }),
    source.profiles(),
    // Without profile filters every hotel matches; no query needed.
    where.length === 0
      ? null
      : sql<{ hotel_id: number }>`
          SELECT a.hotel_id FROM agency_hotels a WHERE ${sql.join(where, sql` AND `)}`
          .execute(db)
          .then((r) => r.rows.map((row) => Number(row.hotel_id))),
  ]);
  const listed = [];
  for (const id of matching ?? profiles.keys()) {
    const c = profiles.get(id);
    const price = prices.get(id);
    if (!c || !price) continue;
    const total = Math.round((price.perAdult * adults * rooms * (100 + c.tax_percent)) / 100);
    if (q.price_min !== undefined && total < q.price_min) continue;
    if (q.price_max !== undefined && total > q.price_max) continue;
    listed.push({ ...c, total, roomsLeft: price.roomsLeft });
  }
  const order = ORDERS[q.order ?? 'price_low_to_high'];
  listed.sort(
    (a, b) =>
      order(a, b) || a.position - b.position || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  const shown = listed.slice((page - 1) * perPage, page * perPage);
  return {
    data: shown.map((c) => present(c.row, locale, stay?.nights ?? 0, c.total, c.roomsLeft)),
    meta: {
      page,
      per_page: perPage,
      total_entries: listed.length,
      total_pages: Math.ceil(listed.length / perPage),
    },
  };
}

function present(
  row: Row,
  locale: Locale,
  nights: number,
  total: number,
  roomsLeft: number | null,
): OtaHotel {
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
    lowest_price: { total_price: total, nights },
    rooms_left: roomsLeft,
  };
}
