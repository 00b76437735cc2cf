import type { ReservationSource } from '../../../src/api/contract/console/reservations.ts';
import type { CreateReservation } from '../../../src/api/contract/index.ts';

/** A chatbot's or messaging app's links tag the campaign with one of these (lower case). */
export const CHATBOT_CAMPAIGN_SOURCES: readonly string[] = ['chatbot', 'triplabot', 'line'];

/**
 * Where a new booking came from, recorded on it (`reservations.source`, the desk's filter and
 * the dashboard's shares). The page declares only what it can know of itself (`source`: the
 * element, the hosted pages, the agency site, the chatbot frame; the contract refuses anything
 * else). The campaign then says more, as the desk reads older bookings (server/console/
 * reservations/source.ts): a chatbot's tag, or a metasearch channel's `metasearch_source`.
 * `pay_by_link`, `channel` by a channel manager and `console` are never taken from a client.
 */
export function bookingSource(
  body: Pick<CreateReservation, 'source' | 'campaign'>,
): ReservationSource {
  const campaign = body.campaign;
  const tag = (campaign?.utm_source ?? campaign?.source ?? '').toLowerCase();
  if (body.source === 'chatbot' || CHATBOT_CAMPAIGN_SOURCES.includes(tag)) return 'chatbot';
  if (campaign?.metasearch_source !== undefined) return 'channel';
  return body.source ?? 'widget';
}
