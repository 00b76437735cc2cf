import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import type { CancellationPolicy } from '../../api/contract/index.ts';

/** The hotel's cancellation policies by code: what the results' plans summarise. */
export type PoliciesByCode = ReadonlyMap<string, CancellationPolicy>;

/** Answers asked for ahead, per API client and hotel, until the results panel takes them. */
const askedAhead = new WeakMap<ApiClient, Map<string, Promise<PoliciesByCode>>>();

const request = (api: ApiClient, hotelCode: string): Promise<PoliciesByCode> =>
  callEndpoint(api, listCancellationPolicies, { params: { code: hotelCode } }).then(
    (answer) => new Map(answer.data.map((policy) => [policy.code, policy])),
  );

/**
 * Asks for the hotel's policies before the results that show them, on the guest's intent: asked
 * for by the results panel, they left a round trip after the rooms' request, and the results
 * were drawn twice, the second time with the policies. Asked once until taken.
 */
export function askForPoliciesAhead(api: ApiClient, hotelCode: string): void {
  const byHotel = askedAhead.get(api) ?? new Map<string, Promise<PoliciesByCode>>();
  askedAhead.set(api, byHotel);
  if (byHotel.has(hotelCode)) return;
  const answer = request(api, hotelCode);
  // A failure is the taker's to handle (the plans then show no summary); none may go unheard.
  answer.catch(() => undefined);
  byHotel.set(hotelCode, answer);
}

/**
 * The policies for the results panel: the answer asked for ahead (taken, so the panel's next
 * load asks afresh), else a new request.
 */
export function takePolicies(api: ApiClient, hotelCode: string): Promise<PoliciesByCode> {
  const byHotel = askedAhead.get(api);
  const ahead = byHotel?.get(hotelCode);
  byHotel?.delete(hotelCode);
  return ahead ?? request(api, hotelCode);
}
