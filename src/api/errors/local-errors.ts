import { ApiError } from './api-error.ts';
import { LOCAL_CODES } from './local-codes.ts';

/** fetch threw (offline, refused, DNS, CORS) or timed out. */
export function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: LOCAL_CODES.network,
    title: 'Network error',
    local: true,
    cause,
  });
}

/** The caller aborted the request; screens usually ignore this one. */
export function abortedError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    code: LOCAL_CODES.aborted,
    title: 'Request aborted',
    local: true,
    cause,
  });
}

/**
 * A 2xx answer the client cannot use: not JSON, or not what the contract schema describes.
 * `payload` carries the validation issues for logging; the UI only shows a generic message.
 */
export function invalidResponseError(status: number, issues?: unknown): ApiError {
  return new ApiError({
    status,
    code: LOCAL_CODES.invalidResponse,
    title: 'Invalid response',
    local: true,
    ...(issues === undefined ? {} : { payload: issues }),
  });
}

/** Still 429 after every allowed try. */
export function tooManyRequestsError(): ApiError {
  return new ApiError({
    status: 429,
    code: LOCAL_CODES.tooManyRequests,
    title: 'Too many requests',
    local: true,
  });
}
