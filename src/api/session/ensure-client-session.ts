import type { SessionStore } from './session-store.ts';

/** The part of the API client that {@link ensureClientSession} needs. */
export interface SessionCapableClient {
  readonly sessionStore: SessionStore;
  /** Creates a new client session on the identity server and stores its token. */
  renewSession(signal?: AbortSignal): Promise<string>;
}

/**
 * Startup step "set the session" (product §2): reuse the token the cookie still holds (it
 * lives 0.75 day), otherwise create a client session with `{ key: hotel code, secret }` and
 * store `data.client_session`. Rejects with an ApiError when the identity call fails; the
 * caller puts that into the `init` slot.
 */
export async function ensureClientSession(
  client: SessionCapableClient,
  signal?: AbortSignal,
): Promise<string> {
  return client.sessionStore.get() ?? client.renewSession(signal);
}
