// Public surface of the client-session layer.
export { createBrowserSessionStore } from './browser-session-store.ts';
export {
  type ClientSessionAnswer,
  ClientSessionAnswerSchema,
  tokenFromAnswer,
} from './client-session-answer.ts';
export {
  CLIENT_SESSION_COOKIE,
  CLIENT_SESSION_MAX_AGE_SECONDS,
  CLIENT_SESSION_SECRET,
  CLIENT_SESSIONS_PATH,
} from './constants.ts';
export {
  type CookieSessionStoreOptions,
  createCookieSessionStore,
  readCookie,
} from './cookie-session-store.ts';
export { ensureClientSession, type SessionCapableClient } from './ensure-client-session.ts';
export { createMemorySessionStore } from './memory-session-store.ts';
export type { SessionStore } from './session-store.ts';
