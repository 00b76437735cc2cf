import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { listCancellationPolicies } from '../../api/contract/endpoints/hotels.ts';
import type { CancellationPolicy } from '../../api/contract/index.ts';

/** The hotel's cancellation policies by code: what the results' plans summarise. */
export type PoliciesByCode = ReadonlyMap<string, CancellationPolicy>;

/** What the policies are asked for: a hotel, in a language (the answer's texts are in it). */
export interface PoliciesFor {
  readonly hotelCode: string;
  readonly locale: string;
}

/**
 * The answer asked for ahead, per API client (one widget), until the results panel takes it.
 * One at a time: asking again for another hotel or language replaces it.
 */
const askedAhead = new WeakMap<ApiClient, { key: string; answer: Promise<PoliciesByCode> }>();

const keyOf = ({ hotelCode, locale }: PoliciesFor): string => `${hotelCode}/${locale}`;

const request = (api: ApiClient, hotelCode: string): Promise<PoliciesByCode> =>
  callEndpoint(api, listCancellationPolicies, { params: { code: hotelCode } }).then(
    (answer) => new Map(answer.data.map((policy) => [policy.code, policy])),
  );

/**
 * Asks for the hotel's policies before the results that show them, on the guest's intent: asked
 * for by the results panel, they left a round trip after the rooms' request, and the results
 * were drawn twice, the second time with the policies. Asked once until taken. `locale` is the
 * widget's language now, the one the client sends.
 */
export function askForPoliciesAhead(api: ApiClient, wanted: PoliciesFor): void {
  const key = keyOf(wanted);
  if (askedAhead.get(api)?.key === key) return;
  const answer = request(api, wanted.hotelCode);
  // A failure is the taker's to handle (the plans then show no summary); none may go unheard.
  answer.catch(() => undefined);
  askedAhead.set(api, { key, answer });
}

/**
 * The policies for the results panel: the answer asked for ahead when it is for this hotel and
 * language (taken, so the panel's next load asks afresh), else a new request. A guest who
 * switched languages after the policies were asked for gets them in the new one.
 */
export function takePolicies(api: ApiClient, wanted: PoliciesFor): Promise<PoliciesByCode> {
  const ahead = askedAhead.get(api);
  if (ahead?.key !== keyOf(wanted)) return request(api, wanted.hotelCode);
  askedAhead.delete(api);
  return ahead.answer;
}
