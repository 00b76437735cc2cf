import type { Kysely } from 'kysely';
import type { OtaHotel, OtaHotelSearchQuery } from '../../src/api/contract/agency.ts';
import { type AgencyOrder, AREAS } from '../../src/rules/agency-vocabulary.ts';
import { daysBetween } from '../../src/rules/dates.ts';
import type { Locale } from '../../src/rules/locales.ts';
import type { Database } from '../db/schema.ts';
import { invalid } from '../domain/errors.ts';
import { loadProfiles, type Profile, type ProfileRow, profileFilter } from './profiles.ts';
import { type RuledPricer, ruledPricer } from './ruled-prices.ts';
import { type HotelPricer, stayIndex } from './stay-index.ts';
import { MAX_SEARCH_NIGHTS } from './stock-layout.ts';
import { ttlCache } from './ttl-cache.ts';

const MAX_PER_PAGE = 50;
const DEFAULT_PER_PAGE = 20;

export interface SearchAnswer {
  data: OtaHotel[];
  meta: { page: number; per_page: number; total_entries: number; total_pages: number };
}

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
 * Where a search's figures come from: each stay's prices (the index's, and the room search's for
 * the hotels the index leaves to it) and every profile's sort keys.
 */
export interface SearchSource {
  prices: HotelPricer;
  ruled: RuledPricer;
  profiles: () => Promise<Map<number, Profile>>;
}

/** The figures shared by one app's searches: prices kept current in memory (stay-index.ts),
 *  the room search's for ruled hotels (ruled-prices.ts), profiles reused for a few seconds. */
export function searchSource(db: Kysely<Database>, now: () => Date): SearchSource {
  const profiles = ttlCache((_: 'all') => loadProfiles(db), now);
  return {
    prices: stayIndex(db, now),
    ruled: ruledPricer(db, now),
    profiles: () => profiles('all'),
  };
}

/** A hotel that passed every filter, with its price for the search. */
interface Listed {
  c: Profile;
  total: number;
  roomsLeft: number | null;
}

/** Sort comparators: each falls back to the hotel's list position, then its code. */
const ORDERS: Record<AgencyOrder, (a: Listed, b: Listed) => number> = {
  price_low_to_high: (a, b) => a.total - b.total || b.c.rating - a.c.rating || a.c.tie - b.c.tie,
  price_high_to_low: (a, b) => b.total - a.total || b.c.rating - a.c.rating || a.c.tie - b.c.tie,
  rating: (a, b) =>
    b.c.rating - a.c.rating || b.c.review_count - a.c.review_count || a.c.tie - b.c.tie,
  recommended: (a, b) => b.c.score - a.c.score || a.c.tie - b.c.tie,
};

/**
 * The agency search (`GET /api/ota/v1/hotels/search`), in memory: the stay's prices (current to
 * the search) and every profile (reused a few seconds) come from `source`; here the profile
 * filters (area, kind, amenities, rating, keywords over every name of the hotel, its area and
 * kind in every language), price bounds, the order, the count and the page are applied. Prices
 * include the hotel's consumption tax, as the hotel's own room search shows them. A hotel whose
 * plans have their own rates or restrictions (issue 39) is priced by its own room search, for
 * the profiles that pass the filters only.
 */
export async function searchHotels(
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

  const [index, profiles] = await Promise.all([
    source.prices({ stay, perRoom, rooms }),
    source.profiles(),
  ]);
  const passes = profileFilter(q);
  const candidates = [...profiles.values()].filter((c) => !passes || passes(c));
  const ruled = await source.ruled(
    candidates.filter((c) => index.ruled.has(c.hotel_id)).map((c) => c.hotel_id),
    { stay, adults, children: q.children ?? 0, rooms },
  );
  const listed: Listed[] = [];
  for (const c of candidates) {
    const indexed = index.prices.get(c.hotel_id);
    const price = indexed
      ? {
          total: Math.round((indexed.perAdult * adults * rooms * (100 + c.tax_percent)) / 100),
          roomsLeft: indexed.roomsLeft,
        }
      : ruled.get(c.hotel_id);
    if (!price) continue;
    const { total } = price;
    if (q.price_min !== undefined && total < q.price_min) continue;
    if (q.price_max !== undefined && total > q.price_max) continue;
    listed.push({ c, total, roomsLeft: price.roomsLeft });
  }
  listed.sort(ORDERS[q.order ?? 'price_low_to_high']);
  const shown = listed.slice((page - 1) * perPage, page * perPage);
  return {
    data: shown.map((l) => present(l.c.row, locale, stay?.nights ?? 0, l.total, l.roomsLeft)),
    meta: {
      page,
      per_page: perPage,
      total_entries: listed.length,
      total_pages: Math.ceil(listed.length / perPage),
    },
  };
}

const parse = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function present(
  row: ProfileRow,
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
