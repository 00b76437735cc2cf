import type { Hono } from 'hono';
import {
  createConsoleHotel,
  listConsoleHotels,
} from '../../../src/api/contract/endpoints/console-hotels.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { staffOf } from '../auth/staff-context.ts';
import { createHotel, listConsoleHotels as listHotels } from '../hotels/service.ts';

/** The brand's hotels in the console: list, and an owner adding one (`hotels.create`). */
export function consoleHotelRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  register(app, listConsoleHotels, async ({ c }) => ({
    data: await listHotels(deps.db, staffOf(c)),
  }));
  register(app, createConsoleHotel, async ({ c, body }) => ({
    data: await createHotel(deps.db, staffOf(c), await body(), deps.now()),
  }));
}
