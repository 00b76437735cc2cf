/** Cookie that keeps the client session token (doc 2 §9 "Client session cookie"). */
export const CLIENT_SESSION_COOKIE = 'tripla_client_session';

/** Client session cookie life: 0.75 day (doc 2 §9), in seconds for `Max-Age`. */
export const CLIENT_SESSION_MAX_AGE_SECONDS = 0.75 * 24 * 60 * 60;

/**
 * The `secret` sent with `POST {identity}/api/client_sessions`. The spec only says "key,
 * secret in body"; a browser cannot keep a secret, so this is a public identifier of the
 * widget (assumption, shared with the server team), and the key is the hotel code.
 */
export const CLIENT_SESSION_SECRET = 'hotel-booking-widget';

/** Path of the client-session call below the identity base (doc 2 §7, ARCHITECTURE). */
export const CLIENT_SESSIONS_PATH = '/identity/api/client_sessions';
