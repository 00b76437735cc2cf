import { callEndpoint } from '../../../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../../../api/client/types.ts';
import type { Extra } from '../../../../api/contract/catalogue.ts';
import { listExtras, listPlans } from '../../../../api/contract/endpoints/hotels.ts';

/** The hotel's extras for a stay, and which of them the booked plans include. */
export interface StayExtras {
  readonly extras: readonly Extra[];
  /** Extra ids included in one of the booked plans (the "included in your plan" note). */
  readonly inclusive: ReadonlySet<string>;
}

/**
 * Loads the extras sold for the stay and the booked plans' inclusive extras. `planKey`: the
 * booked plan codes, sorted and comma-joined. `included`: those extras when the draft already
 * knows them (from the search answer), so the plans are not asked for. A failed plan lookup
 * only loses the note.
 */
export async function loadStayExtras(
  api: ApiClient,
  stay: {
    hotelCode: string;
    checkin: string;
    checkout: string;
    planKey: string;
    included?: readonly string[] | undefined;
  },
): Promise<StayExtras> {
  const params = { code: stay.hotelCode };
  const extras = callEndpoint(api, listExtras, {
    params,
    query: { checkin_date: stay.checkin, checkout_date: stay.checkout },
  });
  // Only for the "included in your plan" note: the list works without it.
  const inclusive =
    stay.included ??
    callEndpoint(api, listPlans, {
      params,
      query: { room_plan_codes: stay.planKey },
    }).then(
      (answer) => answer.data.flatMap((p) => p.inclusive_extra_ids),
      () => [],
    );
  const [answer, included] = await Promise.all([extras, inclusive]);
  return { extras: answer.data, inclusive: new Set(included) };
}
