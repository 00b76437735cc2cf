import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Longest stay the agency search prices (the generated plans sell up to 14 nights). */
export const MAX_SEARCH_NIGHTS = 14;
const ROW = MAX_SEARCH_NIGHTS + 1;

/**
 * Every room type in one set of parallel arrays (a room type's "slot" is its index), with what
 * pricing a stay needs of its plans: the cheapest supplement of a plan the agency may sell
 * (not members-only, not day use) for each length of stay.
 */
export interface Layout {
  /** Room type ids in slot order; two layouts with the same ids share night blocks. */
  signature: string;
  slotOf: ReadonlyMap<number, number>;
  hotel: Int32Array;
  capacity: Int32Array;
  basePrice: Int32Array;
  /** At `slot * 15 + nights`: the cheapest plan supplement for that stay length; NaN: none. */
  supplement: Float64Array;
  /**
   * Hotels these arrays cannot price (issue 39's model in play: see `RULED_HOTELS`); their
   * slots are skipped here and the room search's own rules price them (ruled-prices.ts).
   */
  ruled: ReadonlySet<number>;
}

/**
 * Hotels with something the per-adult arrays do not hold, for a plan the agency sells or a room
 * type it lists: a plan's own nightly rates or restrictions, a derived plan, a sale or stay
 * period, a booking window, occupancy limits, or a room type without a base rate (made in the
 * console). Without any of these the room search's rules price a night as the arrays do (the
 * room type's per-adult rate plus the plan's supplement, src/rules/inventory/rates.ts).
 */
const RULED_HOTELS = sql<{ hotel_id: number }>`
  SELECT hotel_id FROM room_types
  WHERE published AND (base_price <= 0 OR min_adults > 1 OR max_adults IS NOT NULL
    OR max_children IS NOT NULL)
  UNION
  SELECT p.hotel_id FROM plans p
  WHERE p.published AND NOT p.members_only AND NOT p.is_day_use AND (
    p.parent_plan_id IS NOT NULL OR p.sale_from IS NOT NULL OR p.sale_until IS NOT NULL
    OR p.stay_from IS NOT NULL OR p.stay_until IS NOT NULL OR p.advance_min_days IS NOT NULL
    OR p.advance_max_days IS NOT NULL
    OR EXISTS (SELECT 1 FROM plan_rates r WHERE r.plan_id = p.id)
    OR EXISTS (SELECT 1 FROM plan_restrictions x WHERE x.plan_id = p.id))`;

/** A night's rate and stock of every room type, by slot; remaining −1: closed or no row. */
export interface NightBlock {
  price: Int32Array;
  remaining: Int32Array;
}

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
 * Reads every room type and its sellable plans (two index-free scans, ~15,000 rows) and the
 * hotels these arrays cannot price (`RULED_HOTELS`). Drafts (unpublished) are left out; room
 * types without a base rate have no slot (their hotel is ruled).
 */
export async function loadLayout(db: Kysely<Database>): Promise<Layout> {
  const [types, plans, ruled] = await Promise.all([
    sql<{ id: number; hotel_id: number; capacity: number; base_price: number }>`
      SELECT id, hotel_id, capacity, base_price FROM room_types
      WHERE published AND base_price > 0 ORDER BY id`.execute(db),
    sql<{ room_type_id: number; adult_supplement: number; min_nights: number; max_nights: number }>`
      SELECT room_type_id, adult_supplement, min_nights, max_nights FROM plans
      WHERE NOT members_only AND NOT is_day_use AND published`.execute(db),
    RULED_HOTELS.execute(db),
  ]);
  const n = types.rows.length;
  const layout: Layout = {
    signature: types.rows.map((t) => t.id).join(','),
    slotOf: new Map(types.rows.map((t, slot) => [Number(t.id), slot])),
    hotel: new Int32Array(n),
    capacity: new Int32Array(n),
    basePrice: new Int32Array(n),
    supplement: new Float64Array(n * ROW).fill(Number.NaN),
    ruled: new Set(ruled.rows.map((r) => Number(r.hotel_id))),
  };
  types.rows.forEach((t, slot) => {
    layout.hotel[slot] = Number(t.hotel_id);
    layout.capacity[slot] = Number(t.capacity);
    layout.basePrice[slot] = Number(t.base_price);
  });
  for (const p of plans.rows) {
    const slot = layout.slotOf.get(Number(p.room_type_id));
    if (slot === undefined) continue;
    const supplement = Number(p.adult_supplement);
    const last = Math.min(MAX_SEARCH_NIGHTS, Number(p.max_nights));
    for (let nights = Math.max(1, Number(p.min_nights)); nights <= last; nights++) {
      const at = slot * ROW + nights;
      const best = layout.supplement[at] ?? Number.NaN;
      if (!(best <= supplement)) layout.supplement[at] = supplement;
    }
  }
  return layout;
}

/** An empty night: every room type closed until rows fill it. */
export function emptyNight(layout: Layout): NightBlock {
  const size = layout.hotel.length;
  return { price: new Int32Array(size), remaining: new Int32Array(size).fill(-1) };
}

/**
 * Prices every hotel for a stay from the loaded nights (one per night of the stay, in order;
 * null: undated). Dated: each room type that takes `perRoom` guests, has a plan for the stay's
 * length and at least `rooms` rooms on every night costs, per adult, the sum over the nights of
 * its rate plus that plan's supplement (never below 0); the hotel's cheapest room type wins and
 * its rooms left are the most any such room type has on its emptiest night. Undated: the base
 * rate plus the one-night supplement. The same figures as the hotel's own room search. Ruled
 * hotels are left out: the caller prices them by the room search's rules.
 */
export function priceStay(
  layout: Layout,
  nights: readonly NightBlock[] | null,
  key: PriceKey,
): Map<number, HotelPrice> {
  const length = key.stay?.nights ?? 1;
  const prices = new Map<number, HotelPrice>();
  const size = layout.hotel.length;
  for (let slot = 0; slot < size; slot++) {
    if ((layout.capacity[slot] ?? 0) < key.perRoom) continue;
    if (layout.ruled.has(layout.hotel[slot] ?? 0)) continue;
    const supplement = layout.supplement[slot * ROW + length] ?? Number.NaN;
    if (Number.isNaN(supplement)) continue;
    let perAdult = 0;
    let left: number | null = null;
    if (nights) {
      let fewest = Number.POSITIVE_INFINITY;
      for (const night of nights) {
        const remaining = night.remaining[slot] ?? -1;
        if (remaining < key.rooms) {
          fewest = -1;
          break;
        }
        perAdult += Math.max((night.price[slot] ?? 0) + supplement, 0);
        fewest = Math.min(fewest, remaining);
      }
      if (fewest < 0) continue;
      left = fewest;
    } else perAdult = Math.max((layout.basePrice[slot] ?? 0) + supplement, 0);
    const hotel = layout.hotel[slot] ?? 0;
    const best = prices.get(hotel);
    if (!best) prices.set(hotel, { perAdult, roomsLeft: left });
    else {
      best.perAdult = Math.min(best.perAdult, perAdult);
      if (left !== null) best.roomsLeft = Math.max(best.roomsLeft ?? 0, left);
    }
  }
  return prices;
}
