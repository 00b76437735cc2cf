import { CLIENT_SESSION_COOKIE, CLIENT_SESSION_MAX_AGE_SECONDS } from './constants.ts';
import type { SessionStore } from './session-store.ts';

/** Options of {@link createCookieSessionStore}. */
export interface CookieSessionStoreOptions {
  /** Cookie name; defaults to `tripla_client_session`. */
  name?: string;
  /** Life in seconds; defaults to 0.75 day. */
  maxAgeSeconds?: number;
  /** The document whose cookies are used; defaults to the global `document`. */
  document?: Document;
}

/**
 * A session store backed by a first-party cookie (Path=/, Max-Age 0.75 day).
 *
 * On https the cookie is `SameSite=None; Secure` so it also travels when the hosted app runs
 * in an iframe on the hotel's site; browsers reject `SameSite=None` without `Secure`, so on
 * plain http (local development) it falls back to `SameSite=Lax`.
 */
export function createCookieSessionStore(options: CookieSessionStoreOptions = {}): SessionStore {
  const doc = options.document ?? document;
  const name = options.name ?? CLIENT_SESSION_COOKIE;
  const maxAge = Math.round(options.maxAgeSeconds ?? CLIENT_SESSION_MAX_AGE_SECONDS);
  const write = (value: string, lifetime: string): void => {
    const secure = doc.location?.protocol === 'https:';
    const sameSite = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
    doc.cookie = `${name}=${encodeURIComponent(value)}; ${lifetime}; Path=/; ${sameSite}`;
  };
  return {
    get: () => readCookie(doc.cookie, name),
    set: (token) => write(token, `Max-Age=${maxAge}`),
    // Expires in the past as well as Max-Age=0: some engines (and happy-dom) only honour one.
    clear: () => write('', `Max-Age=0; Expires=${EPOCH}`),
  };
}

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** The decoded value of one cookie in a `document.cookie` string; empty counts as absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a cookie someone else wrote without encoding
    }
  }
  return undefined;
}
