import { atom } from 'jotai';
import { callEndpoint } from '../../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../../api/client/types.ts';
import { quoteReservation } from '../../../api/contract/endpoints/reservations.ts';
import type { Quote, QuoteReservation } from '../../../api/contract/reservation.ts';
import type { Store } from '../../../shared/errors/slots.ts';

/** A quote asked for before the screen that shows it is drawn, by its body's JSON. */
interface EarlyQuote {
  readonly key: string;
  readonly answer: Promise<Quote>;
}

/** The element's one early quote (each widget instance has its own store). */
const earlyQuoteAtom = atom<EarlyQuote | null>(null);

/** The key `useQuote` knows a body by. */
export const quoteKey = (body: QuoteReservation): string => JSON.stringify(body);

/**
 * Asks `POST reservations/quote` now, for a screen about to be drawn. "Continue" on the results
 * does this at the press: the guest-detail screen would otherwise ask only after its route
 * change and first render (about 50 ms), behind its other requests on the server.
 */
export function askQuoteEarly(store: Store, api: ApiClient, body: QuoteReservation): void {
  const answer = callEndpoint(api, quoteReservation, { body }).then((reply) => reply.data);
  // A failure is the screen's to show, when it takes the answer; never unhandled.
  answer.catch(() => undefined);
  store.set(earlyQuoteAtom, { key: quoteKey(body), answer });
}

/**
 * The early answer for `key`, once: the early quote is dropped whichever body asks, so a quote
 * of a body that has changed since (or a later visit to the screen) is never used.
 */
export function takeEarlyQuote(store: Store, key: string): Promise<Quote> | undefined {
  const early = store.get(earlyQuoteAtom);
  if (!early) return undefined;
  store.set(earlyQuoteAtom, null);
  return early.key === key ? early.answer : undefined;
}
