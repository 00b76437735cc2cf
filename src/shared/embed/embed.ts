import type { HotelBookingEventDetail, HotelBookingEventName } from '../../../loader/events.ts';
import type { ParentAction, ParentMessageMap } from '../../../loader/parent-messages.ts';
import { createContext, useContext } from '../../react.ts';

export type { ParentAction, ParentMessageMap } from '../../../loader/parent-messages.ts';

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
  /** Where `notifyParent` messages go (the parentUrl's origin or `*`); none when not framed. */
  readonly parentOrigin?: string | undefined;
  /**
   * The address of a link to one of the app's screens (StepLink), from its `href` and the
   * query of the page it is on; the `href` as written when absent. The hosted app gives
   * kept-params.ts (links keep the hotel and language): given here, not imported by StepLink,
   * so the inline widget, whose links are buttons, does not download it.
   */
  linkAddress?(href: string, pageSearch: string): string;
  emit<K extends HotelBookingEventName>(name: K, detail: HotelBookingEventDetail<K>): void;
  /** Posts a message of loader/parent-messages.ts to the parent (hosted in a frame only). */
  notifyParent<A extends ParentAction>(action: A, payload: ParentMessageMap[A]): void;
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
