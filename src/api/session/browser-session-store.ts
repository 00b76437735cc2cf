import { CLIENT_SESSION_COOKIE } from './constants.ts';
import {
  type CookieSessionStoreOptions,
  createCookieSessionStore,
} from './cookie-session-store.ts';
import { createMemorySessionStore } from './memory-session-store.ts';
import type { SessionStore } from './session-store.ts';

/**
 * The cookie store when cookies work, otherwise the in-memory one. Sandboxed iframes throw on
 * `document.cookie`, and third-party contexts may silently drop the write; both are probed
 * once here so the client never fails on a cookie.
 */
export function createBrowserSessionStore(options: CookieSessionStoreOptions = {}): SessionStore {
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (doc === undefined) return createMemorySessionStore();
  const probe = `${options.name ?? CLIENT_SESSION_COOKIE}_probe`;
  try {
    const tester = createCookieSessionStore({ ...options, document: doc, name: probe });
    tester.set('1');
    const works = tester.get() === '1';
    tester.clear();
    if (works) return createCookieSessionStore({ ...options, document: doc });
  } catch {
    // SecurityError in sandboxed documents: fall through to memory.
  }
  return createMemorySessionStore();
}
