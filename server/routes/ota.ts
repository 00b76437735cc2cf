import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/ota.ts';
import { hotelToday } from '../../src/rules/dates.ts';
import type { Interpreter } from '../agency/assist/model.ts';
import { toSearchQuery } from '../agency/assist/to-query.ts';
import { searchHotels, searchSource } from '../agency/search.ts';
import { notFound } from '../http/errors.ts';
import { register } from '../http/register.ts';
import { loadAccessible } from '../services/reservations/access.ts';
import { presentLoadedReservation } from '../services/reservations/present.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { nearbyHotels } from './ota-nearby.ts';

/** Temporary storage entries live an hour (booking hand-over between origins). */
const STORAGE_TTL_MS = 3_600_000;

/** `/api/ota/v1`: agency mode — hotel search across brands, reservation view, hand-over storage. */
export function otaRoutes(app: Hono<AppEnv>, deps: RouteDeps, assist: Interpreter): void {
  const { db } = deps;

  // Agency search over every profiled hotel (the catalogue and the demo's own hotels).
  // Rates and stock are kept in this app's memory and brought up to date before each search
  // (stay-index.ts); the profiles' sort keys are shared for a few seconds.
  const source = searchSource(db, deps.now);
  // hotelToday builds a date formatter per call (a quarter of a warm search's time); Tokyo's
  // date only changes on a whole minute, so one answer serves each minute.
  let today = { minute: Number.NaN, date: '' };
  register(app, endpoints.otaSearchHotels, async ({ query }) => {
    const now = deps.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== today.minute) today = { minute, date: hotelToday('Asia/Tokyo', now) };
    return searchHotels(source, query, today.date);
  });
  // A request in plain language: filters (from the model, or the built-in interpreter) and
  // the search query they make, which the widget shows as editable chips and runs.
  register(app, endpoints.otaAssistSearch, async (request) => {
    const body = await request.body();
    const locale = body.locale ?? 'en';
    const today = hotelToday('Asia/Tokyo', deps.now());
    const { filters, source } = await assist.interpret(body.text, locale, today);
    return { data: { filters, source, query: await toSearchQuery(filters, deps.exchangeRates) } };
  });
  // The single-hotel widget's "other hotels nearby" (a hotel with `bw_to_ota_enabled`).
  register(app, endpoints.otaNearbyHotels, async ({ params, query }) => ({
    data: await nearbyHotels(
      db,
      params.code,
      Math.min(Math.max(query.limit ?? 4, 1), 20),
      query.locale ?? 'en',
    ),
  }));
  register(app, endpoints.otaHotelRatings, async () => {
    const rows = await db
      .selectFrom('agency_hotels')
      .innerJoin('hotels', 'hotels.id', 'agency_hotels.hotel_id')
      .select(['hotels.code', 'agency_hotels.rating', 'agency_hotels.review_count'])
      .orderBy('hotels.position')
      .orderBy('hotels.code')
      .execute();
    return {
      data: rows.map((r) => ({
        hotel_code: r.code,
        rating: Number(r.rating),
        review_count: Number(r.review_count),
      })),
    };
  });
  register(app, endpoints.otaGetReservation, async ({ c, params, query: proof }) => {
    const loaded = await loadAccessible(db, params.number, {
      ...proof,
      authorization: c.req.header('authorization'),
    });
    return { data: presentLoadedReservation(loaded, deps.now()) };
  });
  register(app, endpoints.otaStoreTemporary, async (request) => {
    const body = await request.body();
    const now = deps.now();
    const expires = new Date(now.getTime() + STORAGE_TTL_MS);
    // In the database, not this process's memory: the guest's next request may reach another
    // process. Expired entries go as new ones come.
    await db.deleteFrom('ota_temporary_storage').where('expires_at', '<', now).execute();
    const id = randomUUID();
    await db
      .insertInto('ota_temporary_storage')
      .values({ id, data: JSON.stringify(body.data), expires_at: expires })
      .execute();
    return { data: { id, expires_at: expires.toISOString() } };
  });
  register(app, endpoints.otaReadTemporary, async ({ params }) => {
    const entry = await db
      .selectFrom('ota_temporary_storage')
      .select('data')
      .where('id', '=', params.id)
      .where('expires_at', '>=', deps.now())
      .executeTakeFirst();
    if (!entry) throw notFound('Temporary storage');
    return { data: entry.data };
  });
}
