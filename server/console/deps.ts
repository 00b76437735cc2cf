import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionPolicy } from './auth/sessions.ts';

/** What the console gate needs (server/http/register.ts reads it for `auth: 'staff'` calls). */
export interface ConsoleDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Read per call: main.ts learns its origin once it listens. */
  publicOrigin: () => string;
  sessionPolicy: SessionPolicy;
}

/** The path every console call is under. */
export const CONSOLE_API_PREFIX = '/api/v1/console/';

/** Puts the console's dependencies on each console call (app.ts mounts it on the prefix). */
export function consoleDepsMiddleware(
  deps: ConsoleDeps,
): MiddlewareHandler<{ Variables: { consoleDeps?: ConsoleDeps } }> {
  return async (c, next) => {
    c.set('consoleDeps', deps);
    await next();
  };
}
