import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as endpoints from '../../src/api/contract/endpoints/brands.ts';
import { localTime } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { limitedLookup, lookupLimiterFor } from '../http/failed-lookup-limit.ts';
import { register } from '../http/register.ts';
import { findHotel, type Hotel } from '../services/hotels.ts';
import { loadQuestions, selectQuestions } from '../services/questions.ts';
import { loadAccessible } from '../services/reservations/access.ts';
import { presentLoadedReservation } from '../services/reservations/present.ts';
import { searchRooms } from '../services/search.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { hotelSummary } from './hotels.ts';

/** A brand by numeric id or by code (`sakura`). */
export async function findBrand(db: Kysely<Database>, idOrCode: string) {
  const q = db.selectFrom('brands').selectAll();
  const brand = await (/^\d{1,9}$/.test(idOrCode)
    ? q.where('id', '=', Number(idOrCode))
    : q.where('code', '=', idOrCode.toLowerCase())
  ).executeTakeFirst();
  if (!brand) throw notFound('Hotel brand');
  return brand;
}

/**
 * Cheapest one-night price of the stay at `hotel` (one room, tax included), from the room search
 * itself (same pricing), or null when nothing is bookable: the facilities lookup of doc 2 §7.
 */
async function lowestStayPrice(
  deps: RouteDeps,
  hotel: Hotel,
  stay: { checkin: string; checkout: string; adults: number },
): Promise<number | null> {
  try {
    const result = await searchRooms(
      deps.db,
      hotel,
      { code: hotel.code, ...stay },
      deps.now(),
      deps.publicOrigin,
    );
    const prices = result.rooms.flatMap((room) =>
      room.room_plans.flatMap((plan) => (plan.price ? [plan.price.total_price] : [])),
    );
    if (prices.length === 0) return null;
    return Math.round(Math.min(...prices) / Math.max(result.nights, 1));
  } catch {
    // A stay this hotel cannot search (past dates, too many guests …) has no price here.
    return null;
  }
}

/** `/api/v1/hotel_brands/{id}`: the brand's hotels (paged) and reservation lookup. */
export function brandRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, endpoints.listBrandHotels, async ({ params, query: q }) => {
    const brand = await findBrand(db, params.id);
    const perPage = Math.min(Math.max(q.per_page ?? 20, 1), 100);
    const page = Math.max(q.page ?? 1, 1);
    const codes = q.hotel_codes?.map((code) => code.toLowerCase());
    const all = (
      await db
        .selectFrom('hotels')
        .selectAll()
        .where('brand_id', '=', brand.id)
        .orderBy('position')
        .execute()
    ).filter((h) => !codes?.length || codes.includes(h.code));
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const stay =
      q.is_including_lowest_price && q.checkin && q.checkout
        ? { checkin: q.checkin, checkout: q.checkout, adults: q.adults ?? 2 }
        : null;
    const data = await Promise.all(
      slice.map(async (h) => {
        const summary = await hotelSummary(deps, h.id);
        return stay
          ? { ...summary, search_lowest_price: await lowestStayPrice(deps, h, stay) }
          : summary;
      }),
    );
    return {
      data,
      meta: {
        page,
        per_page: perPage,
        total_pages: Math.max(Math.ceil(all.length / perPage), 1),
        total_entries: all.length,
      },
    };
  });

  register(app, endpoints.listBrandQuestions, async ({ params, query }) => {
    const brand = await findBrand(db, params.id);
    const filter = query.q ?? {};
    // `code` names the facility being booked: its brand notifications are kept too (§5).
    const hotel = query.code ? await findHotel(db, query.code) : null;
    if (hotel && hotel.brand_id !== brand.id) throw notFound('Hotel');
    const rows = await loadQuestions(db, brand.id, null);
    const day = filter.checkin_date ?? localTime(deps.now(), 'Asia/Tokyo').date;
    return {
      data: selectQuestions(rows, {
        day,
        labels: filter.label_filters ?? ['all_users'],
        hotelPlanCodes: null,
        hotelId: hotel?.id ?? null,
      }),
    };
  });

  // Reservation search by number and e-mail (the /search screen of product.md §2). Unknown
  // number, wrong e-mail and another brand's reservation give one identical 404, and failures
  // are limited per client address and per number (http/failed-lookup-limit.ts).
  const limiter = lookupLimiterFor(deps);
  register(app, endpoints.lookupBrandReservation, async ({ c, params, query: proof }) => {
    const brand = await findBrand(db, params.id);
    const { number } = params;
    const loaded = await limitedLookup(c, limiter, number, async () => {
      const found = await loadAccessible(db, number, {
        ...proof,
        authorization: c.req.header('authorization'),
      });
      if (found.hotel.brand_id !== brand.id) throw notFound('Reservation');
      return found;
    });
    return { data: presentLoadedReservation(loaded, deps.now()) };
  });
}
