/** Cookie that keeps the client session token (doc 2 §9 "Client session cookie"). */
export const CLIENT_SESSION_COOKIE = 'tripla_client_session';

/** Client session cookie life: 0.75 day (doc 2 §9), in seconds for `Max-Age`. */
export const CLIENT_SESSION_MAX_AGE_SECONDS = 0.75 * 24 * 60 * 60;

/**
 * The `secret` sent with `POST {identity}/api/client_sessions`, the key being the hotel code.
 * Defined once in the contract, which the server checks it against.
 */
export { PUBLIC_WIDGET_SECRET as CLIENT_SESSION_SECRET } from '../contract/identity.ts';

/** Path of the client-session call below the identity base (doc 2 §7, ARCHITECTURE). */
export const CLIENT_SESSIONS_PATH = '/identity/api/client_sessions';
