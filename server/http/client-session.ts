import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import { hashToken } from '../services/reservations/tokens.ts';
import { errorResponse } from './errors.ts';

/**
 * Checks `X-Client-Session` when a caller sends one. An unknown or expired session answers 403
 * with code 4000 (identity expired), on which the widget creates a new session and retries
 * once (doc 2 §7). Calls without the header stay allowed: hotel systems and curl use the API
 * without a widget session.
 */
export function clientSession(db: Kysely<Database>, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header('x-client-session');
    if (token === undefined) return next();
    const session =
      token.length <= 200
        ? await db
            .selectFrom('client_sessions')
            .select('expires_at')
            .where('token_hash', '=', hashToken(token))
            .executeTakeFirst()
        : undefined;
    if (!session || session.expires_at.getTime() <= now().getTime()) {
      return errorResponse(
        c,
        new DomainError(
          ErrorCode.identityExpired,
          403,
          'Your session has expired. Please reload.',
          undefined,
          undefined,
          'invalid_client_session',
        ),
      );
    }
    return next();
  };
}
