import type { ApiClient } from '../../api/client/types.ts';
import { createContext, useContext } from '../../react.ts';

export const ApiContext = createContext<ApiClient | null>(null);

/**
 * The API client of this widget instance, for screens and feature hooks:
 *
 * ```ts
 * const api = useApi();
 * const rooms = await callEndpoint(api, searchRooms, { query, signal }); // a declared endpoint
 * ```
 *
 * Call declared endpoints (src/api/contract/endpoints) through `callEndpoint`. Every call
 * carries the spec's headers (locale, client session, authorization, tracing id …), parses the
 * answer with the endpoint's response schema and rejects
 * only with an `ApiError` (put it in your slot with `setError(store, 'searchResult', error)`).
 * 401, 503, identity expiry and an invalid session are already handled app-wide (sign-out and
 * redirect, /503, one renewal and retry, restart): screens just show their slot.
 */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() must be used inside <App> (no API client provided)');
  return client;
}
