import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import type { AvailabilityAnswer } from '../../api/contract/availability.ts';
import { roomAvailability } from '../../api/contract/endpoints/availability.ts';

// Its own module, like run-search.ts: the availability answer's schema loads when the calendar
// first asks for a month, not with the first screen.

/** One calendar window of availability (lowest price, rooms left) for the date picker. */
export async function loadAvailability(
  api: ApiClient,
  query: { code: string; start: string; end: string; adults: number; currency?: string },
  signal?: AbortSignal,
): Promise<AvailabilityAnswer> {
  const answer = await callEndpoint(api, roomAvailability, {
    query: {
      code: query.code,
      start_date: query.start,
      end_date: query.end,
      adults: query.adults,
      // An mcp hotel adds `mcp_lowest_price` in this currency; others ignore it.
      ...(query.currency ? { currency: query.currency } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}
