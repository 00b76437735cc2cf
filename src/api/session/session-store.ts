/**
 * Where the client session token lives between page loads. The client reads it for every
 * request's `X-Client-Session` header, replaces it when the identity expired and clears it
 * when the server calls it invalid.
 */
export interface SessionStore {
  /** The stored token, or undefined when there is none (or it expired). */
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}
