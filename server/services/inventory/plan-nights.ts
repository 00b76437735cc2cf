import type { Kysely } from 'kysely';
import type { OccupancyRate } from '../../../src/rules/inventory/rates.ts';
import type { NightRestriction } from '../../../src/rules/inventory/restrictions.ts';
import type { Database } from '../../db/schema.ts';

/** Plans' own rates and restrictions per plan id, then date (migration 035's tables). */
export interface PlanNights {
  rates: Map<number, Map<string, OccupancyRate>>;
  restrictions: Map<number, Map<string, NightRestriction>>;
}

export const NO_PLAN_NIGHTS: PlanNights = { rates: new Map(), restrictions: new Map() };

/**
 * The rates and restrictions of `planIds` for `from` ≤ date ≤ `to` (inclusive: a stay's
 * departure day carries its closed-to-departure). Two index range reads.
 */
export async function loadPlanNights(
  db: Kysely<Database>,
  planIds: readonly number[],
  from: string,
  to: string,
): Promise<PlanNights> {
  if (planIds.length === 0) return { rates: new Map(), restrictions: new Map() };
  const ids = [...planIds];
  const [rates, restrictions] = await Promise.all([
    db
      .selectFrom('plan_rates')
      .select(['plan_id', 'date', 'adults', 'children'])
      .where('plan_id', 'in', ids)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
    db
      .selectFrom('plan_restrictions')
      .selectAll()
      .where('plan_id', 'in', ids)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .execute(),
  ]);
  const out: PlanNights = { rates: new Map(), restrictions: new Map() };
  for (const { plan_id, date, adults, children } of rates)
    byPlan(out.rates, plan_id).set(date, { adults, children });
  for (const { plan_id, date, ...r } of restrictions)
    byPlan(out.restrictions, plan_id).set(date, r);
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
