import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, type ErrorBody, ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';

/** Short machine titles per HTTP status; the human message is in details.base[0]. */
const TITLES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'service_unavailable',
};

export function errorBody(error: DomainError): ErrorBody {
  const payload = { ...(error.field ? { field: error.field } : {}), ...error.payload };
  const item: ApiError = {
    title: error.title ?? TITLES[error.status] ?? 'error',
    status: error.status,
    code: error.code,
    details: { base: [error.message] },
    ...(Object.keys(payload).length > 0 ? { payload } : {}),
  };
  return { errors: [item] };
}

export function errorResponse(
  c: Context,
  error: DomainError,
  headers?: Record<string, string>,
): Response {
  return c.json(errorBody(error), error.status as ContentfulStatusCode, headers);
}

export const notFound = (what: string): DomainError =>
  new DomainError(ErrorCode.notFound, 404, `${what} not found`);
export const notAllowed = (message: string, payload?: Record<string, unknown>): DomainError =>
  new DomainError(ErrorCode.notAllowed, 422, message, undefined, payload);
export const conflict = (message: string, payload?: Record<string, unknown>): DomainError =>
  new DomainError(ErrorCode.conflict, 409, message, undefined, payload);

/** Anything unexpected becomes a 500 in the spec's shape; the detail goes to the log only. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  return new DomainError(
    ErrorCode.internal,
    500,
    'A system error occurred. Please try again later.',
  );
}
