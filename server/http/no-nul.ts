import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { errorResponse } from './errors.ts';

/** A NUL byte, raw or percent-encoded (`%00`), anywhere in a path or query. */
const NUL = /%00|\0/i;

/**
 * Refuses a request whose address carries a NUL byte with 400 (code 1000) before any route
 * sees it: no hotel code, file name or query value legitimately holds one, and PostgreSQL
 * rejects it in text (which answered 500 before).
 */
export function rejectNulBytes(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const field = NUL.test(url.pathname) ? 'path' : NUL.test(url.search) ? 'query' : undefined;
    if (!field) return next();
    return errorResponse(
      c,
      new DomainError(ErrorCode.invalid, 400, `${field} must not contain a NUL byte`, field),
    );
  };
}
