import { callEndpoint } from '../../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../../api/client/types.ts';
import type { AdditionalQuestion } from '../../../api/contract/catalogue.ts';
import { listBrandQuestions } from '../../../api/contract/endpoints/brands.ts';
import { listHotelQuestions } from '../../../api/contract/endpoints/hotels.ts';
import type { BookRoom } from '../../../api/contract/reservation.ts';
import { viewerLabels } from '../../../rules/visibility.ts';

/** The `q` JSON filter of the additional-questions calls (doc 2 §7). */
export interface QuestionQuery {
  readonly label_filters: readonly string[];
  readonly room_plan_codes?: readonly string[];
  readonly checkin_date: string;
}

/** The filter for a booking: the viewer's labels, the booked plans, the check-in day. */
export function questionQuery(
  checkin: string,
  rooms: readonly BookRoom[] | undefined,
): QuestionQuery {
  // Membership is not built: every guest is addressed as `all_users` (rules/visibility.ts).
  const labels = viewerLabels(null);
  if (!rooms) return { label_filters: labels, checkin_date: checkin };
  const plans = [...new Set(rooms.map((r) => r.room_plan_code))].sort();
  return { label_filters: labels, room_plan_codes: plans, checkin_date: checkin };
}

/**
 * Whose list: the hotel's, or its brand's for this facility (the brand call names the facility
 * as `code`, so brand items labelled for this facility come back, not only "all facilities").
 */
export type QuestionOwner =
  | { readonly hotelCode: string }
  | { readonly brandId: number; readonly facilityCode: string };

/** One additional-questions call: the brand's list naming the facility, or the hotel's. */
function fetchQuestions(
  api: ApiClient,
  owner: QuestionOwner,
  query: QuestionQuery,
): Promise<{ data: AdditionalQuestion[] }> {
  const q = JSON.stringify(query);
  return 'brandId' in owner
    ? callEndpoint(api, listBrandQuestions, {
        params: { id: String(owner.brandId) },
        query: { q, code: owner.facilityCode },
      })
    : callEndpoint(api, listHotelQuestions, { params: { code: owner.hotelCode }, query: { q } });
}

/** What one cached list answers: whose list, for which filter. */
function questionsKey(owner: QuestionOwner, query: QuestionQuery): string {
  const whose =
    'brandId' in owner
      ? `brand ${owner.brandId} ${owner.facilityCode}`
      : `hotel ${owner.hotelCode}`;
  return `${whose} ${JSON.stringify(query)}`;
}

/** How long a loaded list is reused (the questions and notices sections ask for the same). */
const REUSE_MS = 5 * 60_000;
const cache = new WeakMap<
  ApiClient,
  Map<string, { at: number; list: Promise<AdditionalQuestion[]> }>
>();

/**
 * `GET hotels/{code}/additional_questions` or `hotel_brands/{id}/additional_questions` with
 * `q` as JSON. The questions and the notifications sections both need the hotel's list for the
 * same booking: one request serves both (a failed one is not kept).
 */
export function loadAdditionalQuestions(
  api: ApiClient,
  owner: QuestionOwner,
  query: QuestionQuery,
): Promise<AdditionalQuestion[]> {
  const key = questionsKey(owner, query);
  let entries = cache.get(api);
  if (!entries) {
    entries = new Map();
    cache.set(api, entries);
  }
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < REUSE_MS) return hit.list;
  const list = fetchQuestions(api, owner, query).then((answer) => answer.data);
  const entry = { at: Date.now(), list };
  entries.set(key, entry);
  list.catch(() => {
    if (entries?.get(key) === entry) entries.delete(key);
  });
  return list;
}
