import type { SessionStore } from './session-store.ts';

/**
 * A session store that forgets on reload: for tests and for sandboxed iframes where
 * `document.cookie` is not available.
 */
export function createMemorySessionStore(initial?: string): SessionStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = undefined;
    },
  };
}
