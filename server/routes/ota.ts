import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/ota.ts';
import { notFound } from '../http/errors.ts';
import { register } from '../http/register.ts';
import { calendar } from '../services/availability.ts';
import { loadAccessible } from '../services/reservations/access.ts';
import { presentReservation } from '../services/reservations/present.ts';
import type { AppEnv, RouteDeps } from './context.ts';
import { hotelSummary } from './hotels.ts';

/** Temporary storage entries live an hour (booking hand-over between origins). */
const STORAGE_TTL_MS = 3_600_000;

/** `/api/ota/v1`: agency mode — hotel search across brands, reservation view, hand-over storage. */
export function otaRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  // Keyword search over hotel names and addresses; with a check-in date, only hotels with a room.
  register(app, endpoints.otaSearchHotels, async ({ query: q }) => {
    const hotels = await db.selectFrom('hotels').selectAll().orderBy('position').execute();
    const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = hotels.filter((h) =>
      words.every((w) =>
        `${h.name} ${h.code} ${h.settings.address.full_address}`.toLowerCase().includes(w),
      ),
    );
    const data = [];
    for (const h of matches) {
      if (q.checkin) {
        const [day] = await calendar(db, h, {
          code: h.code,
          start_date: q.checkin,
          end_date: q.checkin,
          adults: q.adults ?? 2,
        });
        if (!day || day.rooms_left === 0) continue;
      }
      data.push(await hotelSummary(deps, h.id));
    }
    return { data };
  });
  register(app, endpoints.otaHotelRatings, async () => {
    const hotels = await db
      .selectFrom('hotels')
      .select(['code', 'position'])
      .orderBy('position')
      .execute();
    return {
      data: hotels.map((h) => ({
        hotel_code: h.code,
        rating: 4.5 - h.position * 0.2,
        review_count: 120 - h.position * 30,
      })),
    };
  });
  register(app, endpoints.otaGetReservation, async ({ c, params, query: proof }) => {
    const { row, hotel, policy } = await loadAccessible(db, params.number, {
      ...proof,
      authorization: c.req.header('authorization'),
    });
    return { data: presentReservation(row, hotel, policy, deps.now()) };
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
