import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';
import { errorResponse } from './errors.ts';

/** While `isOn()` answers true, API calls get 503 (the widget then shows its /503 page). */
export function maintenance(isOn: () => boolean, retryAfterSeconds = 300): MiddlewareHandler {
  return async (c, next) => {
    if (!isOn()) return next();
    return errorResponse(
      c,
      new DomainError(
        ErrorCode.maintenance,
        503,
        'The booking service is under maintenance. Please come back later.',
      ),
      { 'Retry-After': String(retryAfterSeconds) },
    );
  };
}
