import type { Kysely } from 'kysely';
import { localTime } from '../../../src/rules/dates.ts';
import type { Database, HotelSettings } from '../../db/schema.ts';
import { type ActionContext, ActionRefusal, type AlpineBitsAction } from './action.ts';
import { successAnswer } from './answers.ts';
import { type HotelCatalogue, loadCatalogue } from './catalogue.ts';
import { hotelMismatch } from './hotel-check.ts';
import { type RatePlanChange, readRatePlan, tierAmount } from './rate-plans-plan.ts';
import { child, children } from './xml.ts';

const CHUNK = 4000;

/** Minor units per major unit of a currency (JPY 1, EUR 100). */
const minorFactor = (currency: string): number =>
  10 **
  (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2);

interface HotelFacts {
  currency: string;
  today: string;
  tiers: HotelSettings['kids_tiers'];
  policyId: number;
}

async function hotelFacts(ctx: ActionContext): Promise<HotelFacts> {
  const hotel = await ctx.db
    .selectFrom('hotels')
    .select(['currency', 'time_zone', 'settings'])
    .where('id', '=', ctx.hotel.id)
    .executeTakeFirstOrThrow();
  const policy = await ctx.db
    .selectFrom('cancellation_policies')
    .select('id')
    .where('hotel_id', '=', ctx.hotel.id)
    .orderBy('id')
    .executeTakeFirst();
  return {
    currency: hotel.currency,
    today: localTime(ctx.now, hotel.time_zone).date,
    tiers: hotel.settings.kids_tiers ?? [],
    policyId: policy?.id ?? (await channelPolicy(ctx)),
  };
}

/**
 * RatePlans carry no cancellation terms in AlpineBits 2020-10; a hotel that has no policy yet (one
 * made in the console) gets one for the channel manager's plans: free cancellation, the whole
 * stay on no-show, which the hotel can change in the console.
 */
async function channelPolicy(ctx: ActionContext): Promise<number> {
  const row = await ctx.db
    .insertInto('cancellation_policies')
    .values({
      hotel_id: ctx.hotel.id,
      code: 'channel-manager',
      title: 'Free cancellation',
      parts: JSON.stringify([]),
      no_show_percentage: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The plan of a family for a room type, made when missing (published, paid at the hotel). */
async function planFor(
  db: Kysely<Database>,
  hotelId: number,
  family: string,
  roomType: { id: number; code: string },
  change: RatePlanChange,
  facts: HotelFacts,
): Promise<number> {
  const found = await db
    .selectFrom('plans')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('hotel_plan_code', '=', family)
    .where('room_type_id', '=', roomType.id)
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const taken = await db
    .selectFrom('plans')
    .select('code')
    .where('hotel_id', '=', hotelId)
    .execute();
  const base = `${family}-${roomType.code}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 45);
  let code = base;
  for (let i = 2; taken.some((p) => p.code === code); i++) code = `${base}-${i}`;
  const row = await db
    .insertInto('plans')
    .values({
      hotel_id: hotelId,
      room_type_id: roomType.id,
      code,
      hotel_plan_code: family,
      name: (change.title.main || change.code).slice(0, 200),
      description: change.intro.main.slice(0, 5000),
      names: JSON.stringify(change.title.byLocale),
      descriptions: JSON.stringify(change.intro.byLocale),
      payment_type: 'on_site',
      members_only: false,
      is_day_use: false,
      meal: change.meal ?? 'room_only',
      min_nights: 1,
      max_nights: 30,
      sale_limit: null,
      adult_supplement: 0,
      cancellation_policy_id: facts.policyId,
      inclusive_extra_ids: JSON.stringify([]),
      position: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function applyChange(
  ctx: ActionContext,
  change: RatePlanChange,
  catalogue: HotelCatalogue,
  facts: HotelFacts,
): Promise<{ nights: number; plans: number }> {
  const family = catalogue.planFamily(change.code);
  if (change.type === 'Remove') {
    const gone = await ctx.db
      .updateTable('plans')
      .set({ published: false })
      .where('hotel_id', '=', ctx.hotel.id)
      .where('hotel_plan_code', '=', family)
      .executeTakeFirst();
    return { nights: 0, plans: Number(gone.numUpdatedRows) };
  }
  if (change.currency && change.currency !== facts.currency)
    throw new ActionRefusal(450, `rates must be in the hotel's currency ${facts.currency}`);
  const factor = minorFactor(facts.currency);
  const minor = (amount: number) => Math.round(amount * factor);

  const rateRows: { plan_id: number; date: string; adults: string; children: string }[] = [];
  for (const [roomTypeCode, nights] of change.rates) {
    const roomTypeId = catalogue.roomTypeId(roomTypeCode);
    if (roomTypeId === undefined) throw new ActionRefusal(402, `Invalid room type ${roomTypeCode}`);
    const planId = await planFor(
      ctx.db,
      ctx.hotel.id,
      family,
      { id: roomTypeId, code: roomTypeCode },
      change,
      facts,
    );
    for (const [date, rate] of nights) {
      const childPrices: Record<string, number> = {};
      for (const tier of facts.tiers) {
        const amount = tierAmount(rate.childBands, tier);
        if (amount !== undefined) childPrices[tier.code] = minor(amount);
      }
      rateRows.push({
        plan_id: planId,
        date,
        adults: JSON.stringify(rate.adults.map((a) => (a === null ? null : minor(a)))),
        children: JSON.stringify(childPrices),
      });
    }
  }
  const plans = await ctx.db
    .selectFrom('plans')
    .select('id')
    .where('hotel_id', '=', ctx.hotel.id)
    .where('hotel_plan_code', '=', family)
    .execute();
  const planIds = plans.map((p) => p.id);
  if (planIds.length === 0) return { nights: 0, plans: 0 };

  if (change.type === 'New') {
    await ctx.db
      .updateTable('plans')
      .set({
        published: true,
        ...(change.title.main
          ? { name: change.title.main.slice(0, 200), names: JSON.stringify(change.title.byLocale) }
          : {}),
        ...(change.intro.main
          ? {
              description: change.intro.main.slice(0, 5000),
              descriptions: JSON.stringify(change.intro.byLocale),
            }
          : {}),
        ...(change.meal ? { meal: change.meal } : {}),
      })
      .where('id', 'in', planIds)
      .execute();
    // A new definition replaces the plan's future rates and rules.
    for (const table of ['plan_rates', 'plan_restrictions'] as const)
      await ctx.db
        .deleteFrom(table)
        .where('plan_id', 'in', planIds)
        .where('date', '>=', facts.today)
        .execute();
  }
  for (let i = 0; i < rateRows.length; i += CHUNK)
    await ctx.db
      .insertInto('plan_rates')
      .values(rateRows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['plan_id', 'date']).doUpdateSet((eb) => ({
          adults: eb.ref('excluded.adults'),
          children: eb.ref('excluded.children'),
        })),
      )
      .execute();

  if (change.rules.size > 0) {
    const dates = [...change.rules.keys()];
    const existing = await ctx.db
      .selectFrom('plan_restrictions')
      .selectAll()
      .where('plan_id', 'in', planIds)
      .where('date', 'in', dates)
      .execute();
    const current = new Map(existing.map((r) => [`${r.plan_id}|${String(r.date)}`, r]));
    const rows = planIds.flatMap((planId) =>
      dates.map((date) => {
        const was = current.get(`${planId}|${date}`);
        const rule = change.rules.get(date) ?? {};
        return {
          plan_id: planId,
          date,
          stop_sell: rule.stopSell ?? was?.stop_sell ?? false,
          closed_to_arrival: rule.closedToArrival ?? was?.closed_to_arrival ?? false,
          closed_to_departure: rule.closedToDeparture ?? was?.closed_to_departure ?? false,
          min_stay_through:
            rule.minStayThrough !== undefined
              ? rule.minStayThrough
              : (was?.min_stay_through ?? null),
          max_stay_through:
            rule.maxStayThrough !== undefined
              ? rule.maxStayThrough
              : (was?.max_stay_through ?? null),
          min_stay_arrival:
            rule.minStayArrival !== undefined
              ? rule.minStayArrival
              : (was?.min_stay_arrival ?? null),
          max_stay_arrival:
            rule.maxStayArrival !== undefined
              ? rule.maxStayArrival
              : (was?.max_stay_arrival ?? null),
        };
      }),
    );
    for (let i = 0; i < rows.length; i += CHUNK)
      await ctx.db
        .insertInto('plan_restrictions')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['plan_id', 'date']).doUpdateSet((eb) => ({
            stop_sell: eb.ref('excluded.stop_sell'),
            closed_to_arrival: eb.ref('excluded.closed_to_arrival'),
            closed_to_departure: eb.ref('excluded.closed_to_departure'),
            min_stay_through: eb.ref('excluded.min_stay_through'),
            max_stay_through: eb.ref('excluded.max_stay_through'),
            min_stay_arrival: eb.ref('excluded.min_stay_arrival'),
            max_stay_arrival: eb.ref('excluded.max_stay_arrival'),
          })),
        )
        .execute();
  }
  return { nights: rateRows.length, plans: planIds.length };
}

/**
 * RatePlans (`OTA_HotelRatePlanNotif:RatePlans`) → rate plans, rates by occupancy and
 * restrictions of the inventory model: a RatePlanCode names a plan family (`hotel_plan_code`,
 * through the code map), one plan per room type, made on first sight; its dated rates become
 * `plan_rates` (prices per number of adults, children by kids tier from the age bands) and its
 * booking rules `plan_restrictions`. `New` replaces the family's future rates and rules and its
 * texts, `Overlay` changes only what it names, `Remove` stops offering the family. The plan
 * triggers notify the widget's searches. Supplements and offers are not announced and are left
 * aside (said in the message log).
 */
export const ratePlans: AlpineBitsAction = {
  name: 'OTA_HotelRatePlanNotif:RatePlans',
  requestRoot: 'OTA_HotelRatePlanNotifRQ',
  responseRoot: 'OTA_HotelRatePlanNotifRS',
  responseVersion: '1.000',
  capability: {
    action: 'action_OTA_HotelRatePlanNotif_RatePlans',
    supports: [
      'OTA_HotelRatePlanNotif_accept_overlay',
      'OTA_HotelRatePlanNotif_accept_RatePlan_BookingRule',
      'OTA_HotelRatePlanNotif_accept_ArrivalDOW',
      'OTA_HotelRatePlanNotif_accept_DepartureDOW',
    ],
  },
  async handle(ctx, request) {
    const list = child(request, 'RatePlans');
    const refusal = hotelMismatch(ctx, list, this);
    if (refusal) return refusal;
    {
      const facts = await hotelFacts(ctx);
      const catalogue = await loadCatalogue(ctx.db, ctx.hotel.id);
      let nights = 0;
      const ignored = new Set<string>();
      const plans = children(list, 'RatePlan');
      for (const node of plans) {
        const change = readRatePlan(node, facts.today);
        for (const what of change.ignored) ignored.add(what);
        nights += (await applyChange(ctx, change, catalogue, facts)).nights;
      }
      return {
        xml: successAnswer(this.responseRoot, this.responseVersion),
        outcome: ignored.size > 0 ? 'warning' : 'success',
        detail:
          `${plans.length} rate plan(s), ${nights} night rate(s)` +
          (ignored.size > 0 ? `; not supported, left aside: ${[...ignored].join(', ')}` : ''),
      };
    }
  },
};
