import type { Hono } from 'hono';
import { createConsolePreview } from '../../../src/api/contract/endpoints/console-previews.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { createConsolePreview as makePreview } from '../previews/create.ts';

/** Preview links from the console (issue 41): the hotel's, or its brand's. */
export function consolePreviewRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  register(app, createConsolePreview, async ({ c, body }) => ({
    data: await makePreview(
      deps.db,
      staffOf(c),
      consoleHotelOf(c),
      await body(),
      deps.now(),
      deps.publicOrigin,
    ),
  }));
}
