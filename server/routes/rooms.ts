import type { Hono } from 'hono';
import { roomAvailability } from '../../src/api/contract/endpoints/availability.ts';
import { recommendRooms } from '../../src/api/contract/endpoints/recommender.ts';
import * as endpoints from '../../src/api/contract/endpoints/rooms.ts';
import type { RoomSearchResponse } from '../../src/api/contract/index.ts';
import { daysBetween, stayNights } from '../../src/rules/dates.ts';
import { isLocale } from '../../src/rules/locales.ts';
import { chooseConversion } from '../currency/choose.ts';
import { convertRoomPrice, rateOf } from '../currency/convert.ts';
import { daysWithMcp, searchWithMcp } from '../currency/present.ts';
import { invalid } from '../domain/errors.ts';
import { resolveKids } from '../domain/kids.ts';
import { priceRoom } from '../domain/pricing.ts';
import { validateStay } from '../domain/stay.ts';
import { previewsHotel } from '../http/client-session.ts';
import { notFound } from '../http/errors.ts';
import { type KeptBody, keptBody, sendKeptBody } from '../http/kept-body.ts';
import { optionalMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { calendar, inventory } from '../services/availability.ts';
import { loadCatalogue, loadInventory } from '../services/catalogue.ts';
import { findCoupon } from '../services/coupons.ts';
import { findHotel, hotelToday } from '../services/hotels.ts';
import { loadHotelPlanNights, loadPlanNights } from '../services/inventory/plan-nights.ts';
import { checkPlanStay, sellsOccupancy, stayRates } from '../services/inventory/plan-rules.ts';
import { memberViewer } from '../services/members/members-only.ts';
import { enabledRecommender, recommend } from '../services/recommender.ts';
import { answerKey, hotelKey, searchCacheOf, searchView } from '../services/search/kept.ts';
import { searchRooms } from '../services/search.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** A search answer as kept: the result, and its body once sent (answers are immutable). */
interface KeptAnswer {
  result: RoomSearchResponse;
  body: KeptBody | null;
}

/** `/api/v1/rooms`: search, calendar availability, raw inventory and a single plan's price. */
export function roomRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  // Starts listening for changes now, so the first searches may already be kept.
  searchCacheOf(db);

  // Hotel rows, catalogues and whole answers come from what the process keeps, in step with
  // the database (services/search/kept.ts); an answer is kept with its JSON and gzip bytes, sent
  // as they are.
  register(app, endpoints.searchRooms, async ({ c, query: q }) => {
    const view = await searchView(db);
    const hotel = await view.hotel(hotelKey(q.code), () => findHotel(db, q.code));
    const mcp = await chooseConversion(hotel, q, deps.exchangeRates);
    // A signed-in member sees the members-only plans of their program as bookable.
    const member = await optionalMember(c, db, deps.now());
    const viewer = member ? await memberViewer(db, member.member) : null;
    const preview = previewsHotel(c, hotel);
    const now = deps.now();
    const publicOrigin = deps.publicOrigin;
    // The widget's language (every call sends it): hotel texts given in it are answered in it.
    const today = hotelToday(hotel, now);
    const sent = c.req.header('x-locale');
    const locale = isLocale(sent) ? sent : null;
    const search = async (): Promise<KeptAnswer> => ({
      result: await searchRooms(
        db,
        hotel,
        q,
        now,
        publicOrigin,
        viewer,
        preview,
        (id, draft) =>
          view.catalogue(id, draft ? 'preview' : 'published', () =>
            loadCatalogue(db, id, { preview: draft }),
          ),
        locale,
        // Kept with the catalogue: migration 036 announces their changes as catalogue changes.
        (id) =>
          view.catalogue(id, `plan-nights/${today}`, () => loadHotelPlanNights(db, id, today)),
      ),
      body: null,
    });
    const key = answerKey(q, { today, viewer, preview, publicOrigin, locale });
    const found = key === null ? await search() : await view.answer(hotel.id, key, search);
    if (mcp) return { data: searchWithMcp(found.result, mcp) };
    found.body ??= keptBody(JSON.stringify({ data: found.result }));
    return sendKeptBody(c, found.body);
  });
  // The room recommender: the best offers of the same search for what matters to the guest.
  register(app, recommendRooms, async ({ query: q }) => {
    const hotel = await findHotel(db, q.code);
    const setting = enabledRecommender(hotel);
    const mcp = await chooseConversion(hotel, q, deps.exchangeRates);
    const found = await searchRooms(
      db,
      hotel,
      { ...q, order: 'price_low_to_high' },
      deps.now(),
      deps.publicOrigin,
    );
    const result = mcp ? searchWithMcp(found, mcp) : found;
    return { data: recommend(result.rooms, q.priority ?? 'price', setting.max_recommendations) };
  });
  register(app, roomAvailability, async ({ query: q }) => {
    const hotel = await findHotel(db, q.code);
    const mcp = await chooseConversion(hotel, q, deps.exchangeRates);
    const days = await calendar(db, hotel, q, deps.now());
    return {
      data: mcp
        ? {
            currency: hotel.currency,
            days: daysWithMcp(days, mcp),
            mcp_currency: mcp.currency,
            mcp_exchange_rate: rateOf(mcp),
          }
        : { currency: hotel.currency, days },
    };
  });
  register(app, endpoints.roomInventory, async ({ query: q }) => {
    const hotel = await findHotel(db, q.code);
    return { data: await inventory(db, hotel, q.start_date, q.end_date) };
  });
  register(app, endpoints.roomPrice, async ({ c, query: q }) => {
    const hotel = await findHotel(db, q.code);
    const mcp = await chooseConversion(hotel, q, deps.exchangeRates);
    const today = hotelToday(hotel, deps.now());
    validateStay(q.checkin_date, q.checkout_date, {
      today,
      reservablePeriodMonths: hotel.settings.reservable_period_months,
    });
    const catalogue = await loadCatalogue(db, hotel.id, {
      preview: previewsHotel(c, hotel),
    });
    const plan = catalogue.plans.find((p) => p.code === q.room_plan_code);
    if (!plan) throw notFound('Plan');
    const type = catalogue.roomTypes.find((t) => t.id === plan.room_type_id);
    if (!type) throw notFound('Plan');
    const [inventory, planNights] = await Promise.all([
      loadInventory(db, [plan.room_type_id], q.checkin_date, q.checkout_date),
      loadPlanNights(
        db,
        catalogue.plans.filter((p) => p.room_type_id === type.id).map((p) => p.id),
        q.checkin_date,
        q.checkout_date,
      ),
    ]);
    const stock = inventory.get(plan.room_type_id) ?? [];
    if (
      stock.length !== daysBetween(q.checkin_date, q.checkout_date) ||
      stock.some((n) => n.closed)
    ) {
      throw invalid('checkin_date', 'has nights that are not for sale');
    }
    const stay = { checkin: q.checkin_date, checkout: q.checkout_date, today };
    checkPlanStay(plan, stay, planNights);
    const s = hotel.settings;
    const kids = resolveKids(
      s.kids_type,
      s.kids_tiers,
      { kids_tiers: q.kids_age_range },
      'kids_age_range',
    );
    const rated = stayRates(plan, stayNights(q.checkin_date, q.checkout_date), {
      plans: catalogue.plans,
      nights: planNights,
      stock,
      type,
      tiers: s.kids_tiers,
    });
    if (!rated || !sellsOccupancy(rated, q.adults, kids))
      throw invalid('checkin_date', 'has nights that are not for sale');
    const coupon = q.coupon_code ? await findCoupon(db, hotel, q.coupon_code, today) : null;
    const data = priceRoom({
      nights: rated,
      adults: q.adults,
      kids,
      tiers: s.kids_tiers,
      taxes: s,
      coupon,
    });
    return { data: mcp ? convertRoomPrice(data, mcp) : data };
  });
}
