import { type Kysely, sql } from 'kysely';
import type { OccupancyRate } from '../../../src/rules/inventory/rates.ts';
import type { NightRestriction } from '../../../src/rules/inventory/restrictions.ts';
import type { Database } from '../../db/schema.ts';

/** Plans' own rates and restrictions per plan id, then date (migration 035's tables). */
export interface PlanNights {
  rates: Map<number, Map<string, OccupancyRate>>;
  restrictions: Map<number, Map<string, NightRestriction>>;
}

export const NO_PLAN_NIGHTS: PlanNights = { rates: new Map(), restrictions: new Map() };

/** One row of either table, as the single query below answers it. */
interface NightRow {
  kind: 'rate' | 'restriction';
  plan_id: number;
  date: string;
  adults: (number | null)[] | null;
  children: Record<string, number> | null;
  stop_sell: boolean | null;
  closed_to_arrival: boolean | null;
  closed_to_departure: boolean | null;
  min_stay_through: number | null;
  max_stay_through: number | null;
  min_stay_arrival: number | null;
  max_stay_arrival: number | null;
}

/**
 * The rates and restrictions of `planIds` for `from` ≤ date ≤ `to` (inclusive: a stay's
 * departure day carries its closed-to-departure). One round trip (a UNION ALL of two index
 * range reads): every uncached search pays it.
 */
export async function loadPlanNights(
  db: Kysely<Database>,
  planIds: readonly number[],
  from: string,
  to: string,
): Promise<PlanNights> {
  if (planIds.length === 0) return { rates: new Map(), restrictions: new Map() };
  const ids = sql.join([...planIds]);
  const rows = await sql<NightRow>`
    SELECT 'rate' AS kind, plan_id, date, adults, children, NULL::boolean AS stop_sell,
      NULL::boolean AS closed_to_arrival, NULL::boolean AS closed_to_departure,
      NULL::integer AS min_stay_through, NULL::integer AS max_stay_through,
      NULL::integer AS min_stay_arrival, NULL::integer AS max_stay_arrival
    FROM plan_rates WHERE plan_id IN (${ids}) AND date >= ${from} AND date <= ${to}
    UNION ALL
    SELECT 'restriction', plan_id, date, NULL, NULL, stop_sell, closed_to_arrival,
      closed_to_departure, min_stay_through, max_stay_through, min_stay_arrival, max_stay_arrival
    FROM plan_restrictions WHERE plan_id IN (${ids}) AND date >= ${from} AND date <= ${to}
  `.execute(db);
  return collect(rows.rows);
}

/**
 * Every rate and restriction of a hotel's plans from `from` on: what a process keeps with the
 * hotel's catalogue for its searches (migration 036 announces their changes as catalogue
 * changes), so a search not answered from the kept ones costs no round trip for them.
 */
export async function loadHotelPlanNights(
  db: Kysely<Database>,
  hotelId: number,
  from: string,
): Promise<PlanNights> {
  const rows = await sql<NightRow>`
    SELECT 'rate' AS kind, r.plan_id, r.date, r.adults, r.children, NULL::boolean AS stop_sell,
      NULL::boolean AS closed_to_arrival, NULL::boolean AS closed_to_departure,
      NULL::integer AS min_stay_through, NULL::integer AS max_stay_through,
      NULL::integer AS min_stay_arrival, NULL::integer AS max_stay_arrival
    FROM plan_rates r JOIN plans p ON p.id = r.plan_id
    WHERE p.hotel_id = ${hotelId} AND r.date >= ${from}
    UNION ALL
    SELECT 'restriction', x.plan_id, x.date, NULL, NULL, x.stop_sell, x.closed_to_arrival,
      x.closed_to_departure, x.min_stay_through, x.max_stay_through, x.min_stay_arrival,
      x.max_stay_arrival
    FROM plan_restrictions x JOIN plans p ON p.id = x.plan_id
    WHERE p.hotel_id = ${hotelId} AND x.date >= ${from}
  `.execute(db);
  return collect(rows.rows);
}

function collect(rows: readonly NightRow[]): PlanNights {
  const out: PlanNights = { rates: new Map(), restrictions: new Map() };
  for (const r of rows) {
    if (r.kind === 'rate')
      byPlan(out.rates, r.plan_id).set(r.date, {
        adults: r.adults ?? [],
        children: r.children ?? {},
      });
    else
      byPlan(out.restrictions, r.plan_id).set(r.date, {
        stop_sell: r.stop_sell === true,
        closed_to_arrival: r.closed_to_arrival === true,
        closed_to_departure: r.closed_to_departure === true,
        min_stay_through: r.min_stay_through,
        max_stay_through: r.max_stay_through,
        min_stay_arrival: r.min_stay_arrival,
        max_stay_arrival: r.max_stay_arrival,
      });
  }
  return out;
}

function byPlan<T>(map: Map<number, Map<string, T>>, planId: number): Map<string, T> {
  let nights = map.get(planId);
  if (!nights) {
    nights = new Map();
    map.set(planId, nights);
  }
  return nights;
}
