import type { ClientBookingSource } from '../../../api/contract/reservation.ts';
import { AGENCY_BASE } from '../../../rules/agency-base.ts';
import type { Embed } from '../../../shared/embed/embed.ts';

/**
 * Where this page books, told to the server with the booking (the desk's source filter, the
 * dashboard's shares): the element on a hotel's site, else the hosted app in the chatbot's
 * frame, on the agency site (its router's base `/ota`) or as the hosted pages.
 */
export function bookingSourceOf(
  embed: Pick<Embed, 'kind' | 'chatbot'>,
  routerBase: string,
): ClientBookingSource {
  if (embed.kind === 'inline') return 'widget';
  if (embed.chatbot) return 'chatbot';
  return routerBase === AGENCY_BASE ? 'agency' : 'hosted';
}
