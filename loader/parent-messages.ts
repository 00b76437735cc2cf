/**
 * The hosted app's messages to the page that frames it (product.md §4 "Outgoing messages to
 * the parent"; doc 2 §7 "Other behaviour"). Each is posted as `{ action, ...payload }` to the
 * `parentUrl` origin only (every origin only when parentUrl is `*`), never on the recommender
 * widget path. In iframe mode the element checks the sender (its iframe's window and the
 * provider's origin) and dispatches each one as `hotel-booking:message`. Types only: nothing
 * here reaches a bundle.
 */
export interface ParentMessageMap {
  /** Whether the hotel's chatbot should show beside this page: the chatbot setting is active
   *  for this platform (mobile: 992 px wide or less) and the page is not a pay page. Sent after
   *  init and whenever a page change turns it. */
  'show-chatbot': { visible: boolean; platform: 'desktop' | 'mobile' };
  /** The app started in a frame (once per load). `path`: its first page. */
  'booking-widget-opened': { path: string };
  /** The sign-in status changed (sign-in, sign-out, a session found or lost). */
  login: { loggedIn: boolean; memberId?: number };
  /** The guest pressed the app's close button. */
  close: Record<string, never>;
  /** The chatbot user (`triplabot_user_id`) is linked to the signed-in member: a one-time token
   *  (valid `expiresIn` seconds, good once) the chatbot redeems for the member's identity
   *  (`GET /api/v1/user/me` with `X-One-Time-Access-Token`). Never the member's own tokens. */
  receiveTriplabotSession: {
    userId: string;
    oneTimeToken: string;
    expiresIn: number;
    authAutoMessageId: string | null;
  };
  /** A chat sync ended: the chatbot user is linked (`loggedIn` true) or nobody is signed in. */
  triplabotSynced: { userId: string; loggedIn: boolean };
  /** The signed-in member's companion tiers (their program's active
   *  `additional_tiers_attributes`), names in the app's language. */
  receiveCompanionInfo: {
    programId: number;
    companions: { code: 'adult_companion' | 'kid_tier_A_companion'; name: string }[];
  };
  /** Credentials the app took out of its own address at startup: the parent removes them from
   *  its address too (a chatbot or messaging app that passed them through). */
  removeQuery: { names: string[] };
  /** An analytics event (GA4 / data-layer shape) for the parent's tag manager. */
  ga4Event: { payload: { event: string; [field: string]: unknown } };
}

/** The name of an outgoing parent message. */
export type ParentAction = keyof ParentMessageMap;

/** A parent message as the element's `hotel-booking:message` event carries it. */
export type ParentMessage = {
  [A in ParentAction]: { action: A; payload: ParentMessageMap[A] };
}[ParentAction];

/** Commands the app honours from its parent window (only from the parentUrl origin). */
export type ParentCommand = 'logout' | 'refresh-login-from-chatbot';
