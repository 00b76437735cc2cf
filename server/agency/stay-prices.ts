import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** What a search needs priced: a stay (or none: undated), guests per room and rooms. */
export interface PriceKey {
  stay: { checkin: string; nights: number } | null;
  perRoom: number;
  rooms: number;
}

/** A hotel's cheapest sellable room and plan: per-adult price for the stay, before tax. */
export interface HotelPrice {
  perAdult: number;
  /** Dated: rooms left of its room type with the most for every night; undated: null. */
  roomsLeft: number | null;
}

/**
 * Prices every profiled hotel for a stay in one statement. Dated: each room type open with
 * enough rooms on every night (read through the date-first inventory index), plus its
 * cheapest plan's supplement for that length of stay, summed over the nights; the hotel's
 * cheapest room type wins. Undated: the base rate plus the cheapest supplement.
 */
export async function priceHotels(
  db: Kysely<Database>,
  key: PriceKey,
): Promise<Map<number, HotelPrice>> {
  const nights = key.stay?.nights ?? 1;
  const supplements = sql`
    SELECT room_type_id, min(adult_supplement) AS supplement FROM plans
    WHERE NOT members_only AND NOT is_day_use AND min_nights <= ${nights} AND max_nights >= ${nights}
    GROUP BY room_type_id`;
  const { rows } = await (key.stay
    ? sql<{ hotel_id: number; per_adult: number; rooms_left: number }>`
      SELECT per_type.hotel_id, min(per_type.per_adult) AS per_adult,
        max(per_type.rooms_left) AS rooms_left
      FROM (
        SELECT rt.hotel_id, rt.id,
          sum(GREATEST(i.price_per_adult + s.supplement, 0)) AS per_adult,
          min(i.remaining) AS rooms_left
        FROM inventory i
        JOIN room_types rt ON rt.id = i.room_type_id
        JOIN (${supplements}) s ON s.room_type_id = rt.id
        WHERE i.date >= ${key.stay.checkin}::date
          AND i.date < ${key.stay.checkin}::date + ${key.stay.nights}::int
          AND NOT i.closed AND i.remaining >= ${key.rooms} AND rt.capacity >= ${key.perRoom}
        GROUP BY rt.hotel_id, rt.id
        HAVING count(*) = ${key.stay.nights}
      ) per_type
      GROUP BY per_type.hotel_id`
    : sql<{ hotel_id: number; per_adult: number; rooms_left: null }>`
      SELECT rt.hotel_id, min(GREATEST(rt.base_price + s.supplement, 0)) AS per_adult,
        NULL AS rooms_left
      FROM room_types rt
      JOIN (${supplements}) s ON s.room_type_id = rt.id
      WHERE rt.capacity >= ${key.perRoom}
      GROUP BY rt.hotel_id`
  ).execute(db);
  return new Map(
    rows.map((r) => [
      Number(r.hotel_id),
      {
        perAdult: Number(r.per_adult),
        roomsLeft: r.rooms_left === null ? null : Number(r.rooms_left),
      },
    ]),
  );
}

/** How long a stay's prices (and the profiles' sort keys) are reused: the list may lag
 *  live stock and ratings by this much. */
export const PRICE_CACHE_MS = 10_000;
const MAX_ENTRIES = 500;

/**
 * `load` with each key's answer kept for `ttlMs` (at most 500 keys, oldest out first);
 * concurrent first calls for one key share one load, and a failed load is not kept.
 */
export function ttlCache<K, T>(
  load: (key: K) => Promise<T>,
  now: () => Date,
  ttlMs = PRICE_CACHE_MS,
): (key: K) => Promise<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key) => {
    const id = JSON.stringify(key);
    const at = now().getTime();
    const hit = entries.get(id);
    if (hit && at - hit.at < ttlMs) return hit.value;
    const value = load(key);
    value.catch(() => entries.delete(id));
    if (ttlMs > 0) {
      entries.delete(id);
      entries.set(id, { at, value });
      for (const old of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(old);
      }
    }
    return value;
  };
}

export type HotelPricer = (key: PriceKey) => Promise<Map<number, HotelPrice>>;

/**
 * {@link priceHotels} with each stay's answer kept a few seconds: pricing every hotel is the
 * search's whole cost (about 40 ms on PostgreSQL here), while filters, sorting and paging of
 * the priced list cost little, so guests refining one stay's filters reuse one pricing. The
 * list is a guide: the hotel page and the booking read live stock.
 */
export function cachedPricer(db: Kysely<Database>, now: () => Date, ttlMs?: number): HotelPricer {
  return ttlCache((key: PriceKey) => priceHotels(db, key), now, ttlMs);
}
