import type { Kysely } from 'kysely';
import type { CalendarAnswer } from '../../../src/api/contract/console/inventory.ts';
import { MAX_CALENDAR_NIGHTS } from '../../../src/api/contract/console/inventory.ts';
import { addDays, daysBetween, stayNights } from '../../../src/rules/dates.ts';
import { resolveRate } from '../../../src/rules/inventory/rates.ts';
import { NO_RESTRICTION } from '../../../src/rules/inventory/restrictions.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { loadInventory } from '../../services/catalogue.ts';
import { loadPlanNights } from '../../services/inventory/plan-nights.ts';
import { ratePlanOf } from '../../services/inventory/plan-rules.ts';

/** The nights `from` … `to` (inclusive), checked: in order, at most MAX_CALENDAR_NIGHTS. */
export function calendarNights(from: string, to: string, field = 'to'): string[] {
  const days = daysBetween(from, to);
  if (days < 0) throw invalid(field, 'must not be before from');
  if (days >= MAX_CALENDAR_NIGHTS)
    throw invalid(field, `must be within ${MAX_CALENDAR_NIGHTS} nights of from`);
  return stayNights(from, addDays(to, 1));
}

/**
 * The console's calendar (issue 39): for each room type its rooms to sell, booked and left per
 * night; for each rate plan (a row) its resolved price per number of adults, where the price
 * comes from, and its restrictions. Four range reads, then the pure rules of src/rules/inventory.
 */
export async function readCalendar(
  db: Kysely<Database>,
  hotelId: number,
  from: string,
  to: string,
  roomTypeCodes: readonly string[] | null,
): Promise<CalendarAnswer> {
  const dates = calendarNights(from, to);
  const [types, plans, tiers] = await Promise.all([
    db
      .selectFrom('room_types')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('plans')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('hotels').select('settings').where('id', '=', hotelId).executeTakeFirstOrThrow(),
  ]);
  const shown = types.filter((t) => !roomTypeCodes || roomTypeCodes.includes(t.code));
  const end = addDays(to, 1);
  const [stock, nights] = await Promise.all([
    loadInventory(
      db,
      shown.map((t) => t.id),
      from,
      end,
    ),
    loadPlanNights(
      db,
      plans.map((p) => p.id),
      from,
      to,
    ),
  ]);
  const byId = new Map(plans.map((p) => [p.id, ratePlanOf(p)]));
  const rows: CalendarAnswer['rows'] = [];
  for (const type of shown) {
    const perAdult = new Map((stock.get(type.id) ?? []).map((n) => [n.date, n.price_per_adult]));
    const sources = {
      own: (id: number, date: string) => nights.rates.get(id)?.get(date),
      roomTypePerAdult: (date: string) => perAdult.get(date),
      plan: (id: number) => byId.get(id),
      maxAdults: type.max_adults ?? type.capacity,
      tiers: tiers.settings.kids_tiers,
    };
    for (const plan of plans.filter((p) => p.room_type_id === type.id)) {
      const self = ratePlanOf(plan);
      const restrictions = nights.restrictions.get(plan.id);
      rows.push({
        room_type_code: type.code,
        plan_code: plan.code,
        plan_name: plan.name,
        parent_plan_code: plans.find((p) => p.id === plan.parent_plan_id)?.code ?? null,
        nights: dates.map((date) => {
          const rate = resolveRate(self, date, sources);
          const source = !rate
            ? 'none'
            : self.derivation
              ? 'derived'
              : nights.rates.get(plan.id)?.has(date)
                ? 'own'
                : 'room_type';
          return {
            date,
            rate: rate ? { adults: [...rate.adults], children: { ...rate.children } } : null,
            rate_source: source,
            restrictions: restrictions?.get(date) ?? NO_RESTRICTION,
          };
        }),
      });
    }
  }
  return {
    from,
    to,
    stock: shown.map((type) => {
      const loaded = new Map((stock.get(type.id) ?? []).map((n) => [n.date, n]));
      return {
        room_type_code: type.code,
        nights: dates.map((date) => {
          const n = loaded.get(date);
          return {
            date,
            rooms_to_sell: n ? n.total : null,
            rooms_booked: n ? n.total - n.remaining : 0,
            rooms_left: n && !n.closed ? n.remaining : 0,
            closed: n ? n.closed : false,
          };
        }),
      };
    }),
    rows,
  };
}
