import type { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleSessionRoutes } from './session.ts';

/** The console's staff, sign-in and audit calls (issue 38); other console areas add theirs. */
export function consoleRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  consoleSessionRoutes(app, deps);
}
