import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { searchRooms as searchEndpoint } from '../../api/contract/endpoints/rooms.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import type { RoomSearchParams } from './search-rooms.ts';

/**
 * Searches rooms; rejects with an ApiError (network, server error, malformed answer). Its own
 * module so the search answer's schema loads with the results (in parallel with them), not with
 * the first screen.
 */
export async function searchRooms(
  api: ApiClient,
  params: RoomSearchParams,
  signal?: AbortSignal,
): Promise<RoomSearchResponse> {
  const answer = await callEndpoint(api, searchEndpoint, {
    query: params,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
