import { ApiError, type ApiErrorInit } from './api-error.ts';
import { LOCAL_CODES } from './local-codes.ts';
import { parseErrorBody } from './parse-error-body.ts';

/**
 * Builds the {@link ApiError} for a non-2xx response.
 *
 * @param status the HTTP status of the response (it wins over a status inside the body)
 * @param json the decoded body, or `undefined` when the body was empty or not JSON
 * @param statusText used as the title when the body carries none
 */
export function apiErrorFromResponse(status: number, json: unknown, statusText = ''): ApiError {
  const parsed = parseErrorBody(json);
  const fallbackTitle = statusText !== '' ? statusText : `HTTP ${status}`;
  if (parsed === undefined) {
    // doc 2 §8: an error without a JSON (error) body is marked local.
    return new ApiError({
      status,
      code: LOCAL_CODES.noErrorBody,
      title: fallbackTitle,
      local: true,
      ...(json === undefined ? {} : { payload: json }),
    });
  }
  const init: ApiErrorInit = { status, title: parsed.title ?? fallbackTitle, local: false };
  if (parsed.code !== undefined) init.code = parsed.code;
  if (parsed.message !== undefined) init.message = parsed.message;
  if (parsed.payload !== undefined) init.payload = parsed.payload;
  return new ApiError(init);
}
