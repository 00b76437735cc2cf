import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-dashboard.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { findHotel } from '../../services/hotels.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { hotelDashboard } from '../dashboard/figures.ts';
import { visibleHotelIds } from '../guest-data/find.ts';

/** The dashboard (issue 40): one hotel's, or every hotel's the member may see. */
export function consoleDashboardRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, endpoints.getHotelDashboard, async ({ c, query }) => ({
    data: await hotelDashboard(
      db,
      await findHotel(db, String(consoleHotelOf(c).id)),
      Number(query.nights),
      deps.now(),
    ),
  }));
  register(app, endpoints.getBrandDashboard, async ({ c, query }) => {
    const ids = await visibleHotelIds(db, staffOf(c));
    const hotels = await db
      .selectFrom('hotels')
      .selectAll()
      .where('id', 'in', ids.length > 0 ? ids : [-1])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const now = deps.now();
    return {
      data: {
        hotels: await Promise.all(
          hotels.map((h) => hotelDashboard(db, h, Number(query.nights), now)),
        ),
      },
    };
  });
}
