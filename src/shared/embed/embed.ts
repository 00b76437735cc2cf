import type { HotelBookingEventDetail, HotelBookingEventName } from '../../../loader/events.ts';
import { createContext, useContext } from '../../react.ts';

/** The spec's outgoing parent-window messages (iframe and chatbot contexts). */
export type ParentAction =
  | 'show-chatbot'
  | 'booking-widget-opened'
  | 'login'
  | 'close'
  | 'receiveTriplabotSession'
  | 'triplabotSynced'
  | 'receiveCompanionInfo'
  | 'removeQuery'
  | 'ga4Event';

/**
 * How the app talks to whatever embeds it. Inline: events on the `<hotel-booking>` element.
 * Hosted in an iframe: events relayed to the loader and the spec's messages sent to parentUrl.
 */
export interface Embed {
  readonly kind: 'inline' | 'hosted';
  /** The embedder can close the app (a chatbot panel or a host's iframe): show a close button. */
  readonly closable: boolean;
  /** Inside the chatbot frame (`iframe=triplabot`): no language selector, no login widget. */
  readonly chatbot: boolean;
  emit<K extends HotelBookingEventName>(name: K, detail: HotelBookingEventDetail<K>): void;
  notifyParent(action: ParentAction, payload?: Record<string, unknown>): void;
}

const silent: Embed = {
  kind: 'hosted',
  closable: false,
  chatbot: false,
  emit() {},
  notifyParent() {},
};

export const EmbedContext = createContext<Embed>(silent);

/** The embedding of the running app. */
export function useEmbed(): Embed {
  return useContext(EmbedContext);
}
