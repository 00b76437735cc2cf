import type { Kysely } from 'kysely';
import type {
  AvailabilityDay,
  AvailabilityQuery,
  InventoryResponse,
} from '../../src/api/contract/index.ts';
import { addDays, daysBetween, stayNights } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { calendarStatus } from '../domain/availability.ts';
import { invalid } from '../domain/errors.ts';
import { priceRoom } from '../domain/pricing.ts';
import { loadCatalogue, loadInventory } from './catalogue.ts';
import { type Hotel, hotelToday } from './hotels.ts';
import { loadPlanNights } from './inventory/plan-nights.ts';
import { planRefusal, sellsOccupancy, stayRates } from './inventory/plan-rules.ts';

/** Longest calendar window one call may ask for (two months on screen). */
export const MAX_CALENDAR_DAYS = 62;

function checkWindow(start: string, end: string): void {
  const days = daysBetween(start, end);
  if (days < 0) throw invalid('end_date', 'must not be before start_date');
  if (days >= MAX_CALENDAR_DAYS)
    throw invalid('end_date', `must be within ${MAX_CALENDAR_DAYS} days of start_date`);
}

/**
 * The calendar: for each day, the lowest one-night price (tax included) for the occupancy over
 * all overnight plans of room types that fit, and the rooms left across those room types.
 */
export async function calendar(
  db: Kysely<Database>,
  hotel: Hotel,
  q: AvailabilityQuery,
  now: Date,
): Promise<AvailabilityDay[]> {
  checkWindow(q.start_date, q.end_date);
  const adults = q.adults ?? 2;
  const catalogue = await loadCatalogue(db, hotel.id);
  const types = catalogue.roomTypes.filter(
    (t) =>
      t.capacity >= adults && (!q.room_type_codes?.length || q.room_type_codes.includes(t.code)),
  );
  const plans = catalogue.plans.filter(
    (p) =>
      !p.is_day_use &&
      !p.members_only &&
      p.min_nights <= 1 &&
      (!q.room_plan_codes?.length || q.room_plan_codes.includes(p.code)),
  );
  const today = hotelToday(hotel, now);
  const [inventory, planNights] = await Promise.all([
    loadInventory(
      db,
      types.map((t) => t.id),
      q.start_date,
      addDays(q.end_date, 1),
    ),
    // Derived plans read their parents' rates, whatever the filter.
    loadPlanNights(
      db,
      catalogue.plans.map((p) => p.id),
      q.start_date,
      addDays(q.end_date, 1),
    ),
  ]);
  return stayNights(q.start_date, addDays(q.end_date, 1)).map((date) => {
    let left = 0;
    let lowest: number | null = null;
    let open = false;
    for (const t of types) {
      const night = inventory.get(t.id)?.find((n) => n.date === date);
      if (!night || night.closed) continue;
      open = true;
      left += night.remaining;
      if (night.remaining <= 0) continue;
      const checkout = addDays(date, 1);
      for (const p of plans.filter((x) => x.room_type_id === t.id)) {
        // A night's price is a one-night stay's: plans its restrictions refuse are left out.
        if (planRefusal(p, { checkin: date, checkout, today }, planNights)) continue;
        const rated = stayRates(p, [date], {
          plans: catalogue.plans,
          nights: planNights,
          stock: [night],
          type: t,
          tiers: hotel.settings.kids_tiers,
        });
        if (!rated || !sellsOccupancy(rated, adults, [])) continue;
        const price = priceRoom({
          nights: rated,
          adults,
          kids: [],
          tiers: hotel.settings.kids_tiers,
          taxes: hotel.settings,
        }).total_price;
        lowest = lowest === null ? price : Math.min(lowest, price);
      }
    }
    return { date, lowest_price: lowest, rooms_left: left, status: calendarStatus(left, !open) };
  });
}

/** Raw stock per room type per day (for hotel tools and the widget's inventory view). */
export async function inventory(
  db: Kysely<Database>,
  hotel: Hotel,
  start: string,
  end: string,
): Promise<InventoryResponse> {
  checkWindow(start, end);
  const catalogue = await loadCatalogue(db, hotel.id);
  const stock = await loadInventory(
    db,
    catalogue.roomTypes.map((t) => t.id),
    start,
    addDays(end, 1),
  );
  return catalogue.roomTypes.map((t) => ({
    room_type_code: t.code,
    days: (stock.get(t.id) ?? []).map((n) => ({
      date: n.date,
      total: n.total,
      remaining: n.remaining,
    })),
  }));
}
