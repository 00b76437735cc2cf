import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../routes/context.ts';
import { csrfRejected } from './auth/errors.ts';
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

type ConsoleDepsEnv = { Variables: { consoleDeps?: ConsoleDeps } };

/**
 * Puts the console's dependencies on each console call (app.ts mounts it on the prefix), and
 * refuses a write sent from another origin (403 9444): the console is served by this server
 * only, so a browser's `Origin` on a console write is the public origin or a forgery (this
 * also covers the calls made before a session exists, such as sign-in). Calls without an
 * `Origin` (curl, tests) pass; a session's writes still need the CSRF header.
 */
export function consoleDepsMiddleware(deps: ConsoleDeps): MiddlewareHandler<ConsoleDepsEnv> {
  return async (c, next) => {
    c.set('consoleDeps', deps);
    const origin = c.req.header('origin');
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (write && origin !== undefined && origin !== new URL(deps.publicOrigin()).origin) {
      throw csrfRejected();
    }
    await next();
  };
}

/** The console's dependencies on a console call (every path under {@link CONSOLE_API_PREFIX}). */
export function consoleDepsOf(c: Context<AppEnv>): ConsoleDeps {
  const deps = c.get('consoleDeps');
  if (!deps) throw new Error(`${c.req.path}: console calls live under ${CONSOLE_API_PREFIX}`);
  return deps;
}
