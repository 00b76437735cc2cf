import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-inventory.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { readCalendar } from '../inventory/calendar.ts';
import { bulkChange, cellChange, copyPeriod, undoLastChange } from '../inventory/changes.ts';
import { createRatePlan, listRatePlans, updateRatePlan } from '../inventory/rate-plans.ts';
import { createRoomType, listRoomTypes, reorder, updateRoomType } from '../inventory/room-types.ts';

/** The console's rooms, rate plans and calendar (issue 39). */
export function consoleInventoryRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, endpoints.listRoomTypes, async ({ c }) => ({
    data: await listRoomTypes(db, consoleHotelOf(c).id),
  }));
  register(app, endpoints.createRoomType, async ({ c, body }) => ({
    data: await createRoomType(db, staffOf(c), consoleHotelOf(c), await body(), deps.now()),
  }));
  register(app, endpoints.orderRoomTypes, async ({ c, body }) => {
    await reorder(
      db,
      staffOf(c),
      consoleHotelOf(c),
      'room_types',
      (await body()).codes,
      deps.now(),
    );
    return c.body(null, 204);
  });
  register(app, endpoints.updateRoomType, async ({ c, params, body }) => ({
    data: await updateRoomType(
      db,
      staffOf(c),
      consoleHotelOf(c),
      params.code,
      await body(),
      deps.now(),
    ),
  }));
  register(app, endpoints.listRatePlans, async ({ c }) => ({
    data: await listRatePlans(db, consoleHotelOf(c).id),
  }));
  register(app, endpoints.createRatePlan, async ({ c, body }) => ({
    data: await createRatePlan(db, staffOf(c), consoleHotelOf(c), await body(), deps.now()),
  }));
  register(app, endpoints.orderRatePlans, async ({ c, body }) => {
    await reorder(db, staffOf(c), consoleHotelOf(c), 'plans', (await body()).codes, deps.now());
    return c.body(null, 204);
  });
  register(app, endpoints.updateRatePlan, async ({ c, params, body }) => ({
    data: await updateRatePlan(
      db,
      staffOf(c),
      consoleHotelOf(c),
      params.code,
      await body(),
      deps.now(),
    ),
  }));
  register(app, endpoints.readCalendar, async ({ c, query }) => ({
    data: await readCalendar(
      db,
      consoleHotelOf(c).id,
      query.from,
      query.to,
      query.room_types ? query.room_types.split(',') : null,
    ),
  }));
  register(app, endpoints.changeCalendarCell, async ({ c, body }) => ({
    data: await cellChange(db, staffOf(c), consoleHotelOf(c), await body(), deps.now()),
  }));
  register(app, endpoints.bulkChangeCalendar, async ({ c, body }) => ({
    data: await bulkChange(db, staffOf(c), consoleHotelOf(c), await body(), deps.now()),
  }));
  register(app, endpoints.copyCalendarPeriod, async ({ c, body }) => ({
    data: await copyPeriod(db, staffOf(c), consoleHotelOf(c), await body(), deps.now()),
  }));
  register(app, endpoints.undoCalendarChange, async ({ c }) => ({
    data: await undoLastChange(db, staffOf(c), consoleHotelOf(c), deps.now()),
  }));
}
