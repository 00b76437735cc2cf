import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/hotels.ts';
import { getRecommenderSettings } from '../../src/api/contract/endpoints/recommender.ts';
import * as settings from '../../src/api/contract/endpoints/settings.ts';
import type { Extra, Plan } from '../../src/api/contract/index.ts';
import { addDays, stayNights } from '../../src/rules/dates.ts';
import { DRAFT_HEADERS, type DraftSettings } from '../console/settings/preview.ts';
import { notFound } from '../http/errors.ts';
import { register } from '../http/register.ts';
import {
  type Catalogue,
  loadCatalogue,
  loadPolicies,
  presentPolicy,
} from '../services/catalogue.ts';
import { findHotel, hotelToday } from '../services/hotels.ts';
import { bookingWidgetSettingsJson } from '../services/kept-settings.ts';
import { loadQuestions, selectQuestions } from '../services/questions.ts';
import { recommenderSetting } from '../services/recommender.ts';
import { searchCacheOf } from '../services/search/kept.ts';
import { signInButtonJson } from '../services/sign-in-button.ts';
import type { AppEnv, RouteDeps } from './context.ts';

function presentPlan(p: Catalogue['plans'][number], catalogue: Catalogue): Plan {
  return {
    room_plan_code: p.code,
    hotel_plan_code: p.hotel_plan_code,
    name: p.name,
    description: p.description,
    room_type_code: catalogue.roomTypes.find((t) => t.id === p.room_type_id)?.code ?? '',
    payment_type: p.payment_type,
    members_only: p.members_only,
    is_day_use: p.is_day_use,
    meal: p.meal,
    min_nights: p.min_nights,
    max_nights: p.max_nights,
    sale_limit: p.sale_limit,
    booking_start_date: null,
    cancellation_policy_code: catalogue.policies.get(p.cancellation_policy_id)?.code ?? '',
    inclusive_extra_ids: p.inclusive_extra_ids,
  };
}

/** Everything under `/api/v1/hotels/{code}`: settings and the hotel's catalogue. */
export function hotelRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  options: { draftSettings?: DraftSettings } = {},
): void {
  const { db } = deps;

  // Starts listening for changes now, so the first widget starts may already be kept.
  searchCacheOf(db);
  // Every widget start asks for these two; their answers are the same for every guest of a
  // hotel until its data changes (issue 23), so the process keeps them as JSON, in step with
  // the database like the search answers (services/search/kept.ts, migration 028): see
  // kept-settings.ts and sign-in-button.ts. Nothing in them depends on the request, the client
  // session or a member.
  // The hotel console's live preview (issue 38): a staff session with a draft for the hotel
  // gets the draft, never kept and never cached; everyone else the kept answer.
  register(app, settings.getBookingWidgetSettings, async ({ c, params }) => {
    const draft = await options.draftSettings?.(c, params.code);
    if (draft) return c.body(draft, 200, { 'Content-Type': 'application/json', ...DRAFT_HEADERS });
    return c.body(await bookingWidgetSettingsJson(db, deps.exchangeRates, params.code), 200, {
      'Content-Type': 'application/json',
    });
  });
  register(app, settings.getSignInButtonSettings, async ({ c, params }) =>
    c.body(await signInButtonJson(db, params.code), 200, { 'Content-Type': 'application/json' }),
  );
  register(app, getRecommenderSettings, async ({ params }) => {
    const setting = recommenderSetting(await findHotel(db, params.code));
    return {
      data: {
        room_recommender_enabled: setting.enabled,
        max_recommendations: setting.max_recommendations,
      },
    };
  });
  register(app, endpoints.getHotel, async ({ params }) => {
    const hotel = await findHotel(db, params.code);
    return { data: await hotelSummary(deps, hotel.id) };
  });
  register(app, endpoints.listPlans, async ({ params, query: q }) => {
    const hotel = await findHotel(db, params.code);
    const catalogue = await loadCatalogue(db, hotel.id);
    const plans = catalogue.plans.filter(
      (p) => !q.room_plan_codes?.length || q.room_plan_codes.includes(p.code),
    );
    return { data: plans.map((p) => presentPlan(p, catalogue)) };
  });
  register(app, endpoints.getPlan, async ({ params }) => {
    const hotel = await findHotel(db, params.code);
    const catalogue = await loadCatalogue(db, hotel.id);
    const plan = catalogue.plans.find((p) => p.code === params.plan);
    if (!plan) throw notFound('Plan');
    return { data: presentPlan(plan, catalogue) };
  });
  // Every search's results ask for this list: only the policies, not the whole catalogue.
  register(app, endpoints.listCancellationPolicies, async ({ params }) => {
    const hotel = await findHotel(db, params.code);
    const policies = await loadPolicies(db, hotel.id);
    return { data: policies.map((p) => presentPolicy(p, null)) };
  });
  register(app, endpoints.listExtras, async ({ params, query: q }) => {
    const hotel = await findHotel(db, params.code);
    const today = hotelToday(hotel, deps.now());
    const start = q.checkin_date ?? today;
    const dates = stayNights(start, q.checkout_date ?? addDays(start, 30));
    const rows = await db
      .selectFrom('extras')
      .selectAll()
      .where('hotel_id', '=', hotel.id)
      .orderBy('id')
      .execute();
    const tax = hotel.settings.consumption_tax_percent;
    const withTax = (n: number): number => n + Math.floor((n * tax) / 100);
    const data: Extra[] = rows.map((e) => ({
      extra_id: e.code,
      name: e.name,
      extra_type: e.extra_type,
      inventory: e.inventory === null ? null : Math.max(e.inventory - e.sold, 0),
      min_quantity: e.min_quantity,
      max_quantity: e.max_quantity,
      booking_available_dates: e.extra_type === 'dated' ? dates : [],
      prices:
        e.extra_type === 'dated'
          ? dates.map((date) => ({
              price_without_tax: e.price_without_tax,
              price: withTax(e.price_without_tax),
              date,
            }))
          : [
              {
                price_without_tax: e.price_without_tax,
                price: withTax(e.price_without_tax),
                date: null,
              },
            ],
    }));
    return { data };
  });
  register(app, endpoints.listHotelQuestions, async ({ params, query }) => {
    const hotel = await findHotel(db, params.code);
    const filter = query.q ?? {};
    const today = hotelToday(hotel, deps.now());
    const day = filter.checkin_date ?? today;
    const labels = filter.label_filters ?? ['all_users'];
    const catalogue = filter.room_plan_codes?.length ? await loadCatalogue(db, hotel.id) : null;
    const hotelPlanCodes =
      catalogue?.plans
        .filter((p) => filter.room_plan_codes?.includes(p.code))
        .map((p) => p.hotel_plan_code) ?? [];
    const rows = await loadQuestions(db, hotel.brand_id, hotel.id);
    const data = selectQuestions(rows, {
      day,
      labels,
      hotelPlanCodes: catalogue ? hotelPlanCodes : null,
      hotelId: hotel.id,
    });
    return { data };
  });
}

/** A hotel as listed: address and lowest one-adult nightly rate over the next 30 days. */
export async function hotelSummary(deps: RouteDeps, hotelId: number) {
  const hotel = await deps.db
    .selectFrom('hotels')
    .selectAll()
    .where('id', '=', hotelId)
    .executeTakeFirstOrThrow();
  const today = hotelToday(hotel, deps.now());
  const row = await deps.db
    .selectFrom('inventory')
    .innerJoin('room_types', 'room_types.id', 'inventory.room_type_id')
    .select((eb) => eb.fn.min('inventory.price_per_adult').as('lowest'))
    .where('room_types.hotel_id', '=', hotel.id)
    .where('inventory.date', '>=', today)
    .where('inventory.date', '<', addDays(today, 30))
    .where('inventory.remaining', '>', 0)
    .executeTakeFirst();
  return {
    id: hotel.id,
    code: hotel.code,
    name: hotel.name,
    currency: hotel.currency,
    time_zone: hotel.time_zone,
    address: hotel.settings.address,
    lowest_price: row?.lowest ?? null,
  };
}
