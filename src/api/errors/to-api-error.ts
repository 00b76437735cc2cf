import { ApiError, isApiError } from './api-error.ts';

/**
 * Turns anything a promise rejected with into an {@link ApiError}, so slots only ever hold
 * one type. Unknown failures become a local error with status 0.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  const title = error instanceof Error ? error.message || error.name : String(error);
  return new ApiError({ status: 0, title, local: true, cause: error });
}
