import type * as v from 'valibot';
import type { ApiError } from '../errors/api-error.ts';
import type { SessionStore } from '../session/session-store.ts';

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Provider origin (no trailing `/api/v1`), e.g. `https://book.example.com`. */
  apiBase: string;
  /**
   * Origin of the identity server; the session call goes to
   * `${identityBase ?? apiBase}/identity/api/client_sessions`.
   */
  identityBase?: string;
  /** Normalised hotel code; the default `key` of the client-session call. */
  hotelCode: string;
  /** Current UI locale (`en`, `zh_Hans`, …), read per request so a locale switch applies at once. */
  getLocale(): string;
  /** `X-App-Version` value; defaults to the spec's `1.196.0` (doc 2 §9). */
  appVersion?: string;
  sessionStore: SessionStore;
  /** The signed-in member's access token, if any. */
  getAccessToken?(): string | undefined;
  /** Extra headers per request (site controller, tier, realtime key, e-mail tracking id, …). */
  getHeaders?(): Record<string, string | undefined>;
  /**
   * Called on 401 before the request rejects (doc 2 §8: sign out locally, show the message).
   * `hadAccessToken`: the refused request carried a member token (else it is a refusal such as
   * a wrong password, for the screen to show). Resolving true (a refreshed member session)
   * retries the request once.
   */
  onUnauthorized?(context: {
    hadAccessToken: boolean;
    error: ApiError;
    /** False on the retry: sign out, do not refresh again. */
    mayRetry: boolean;
  }): boolean | undefined | Promise<boolean>;
  /** Called on 503 before the request rejects: go to /503 with the error code. */
  onServiceUnavailable?(code?: string): void;
  /** Called after the session was cleared because the server called it invalid: reload. */
  onInvalidSession?(): void;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
  /** Delay before the next try after a 429; receives the server's Retry-After in ms. */
  retryDelayMs?: (attempt: number, retryAfterMs?: number) => number;
  /** `key` of the client-session call; defaults to the hotel code. */
  clientSessionKey?: string;
  /** `secret` of the client-session call; defaults to `hotel-booking-widget`. */
  clientSessionSecret?: string;
  /** Per-try timeout; defaults to 30 s (payment calls can be slow). */
  timeoutMs?: number;
}

/** Query values accepted by `get`; undefined values are dropped. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

/** Per-call options. */
export interface RequestOptions {
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`; pass one on calls that must not run twice (bookings, payments). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * Public data the server answers without a client session (the widget's settings): the call
   * carries the stored session when there is one, and otherwise goes out at once without one
   * instead of waiting for a new session, so startup asks for both side by side.
   */
  sessionOptional?: boolean;
}

/** A valibot schema (sync) describing an answer. */
export type AnswerSchema = v.GenericSchema;

/** `post`, `put` and `patch`: a path below `/api/v1`, the answer's schema, and a JSON body. */
export type SendWithBody = <S extends AnswerSchema>(
  path: string,
  schema: S,
  body?: unknown,
  options?: RequestOptions,
) => Promise<v.InferOutput<S>>;

/**
 * The API client. Every helper resolves with the schema's output or rejects with an
 * `ApiError`; nothing else escapes. Widget code calls declared endpoints through
 * `callEndpoint`, which uses these helpers.
 */
export interface ApiClient {
  get<S extends AnswerSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  post: SendWithBody;
  put: SendWithBody;
  patch: SendWithBody;
  delete<S extends AnswerSchema>(
    path: string,
    schema: S,
    options?: RequestOptions & { body?: unknown },
  ): Promise<v.InferOutput<S>>;
  /** The store the client reads the session token from. */
  readonly sessionStore: SessionStore;
  /** The provider origin the client talks to (external sign-in checks messages against it). */
  readonly apiBase: string;
  /**
   * Creates a new client session and stores its token. Concurrent callers share one call, so
   * several requests failing with IDP_EXPIRED at once create one session, not several.
   */
  renewSession(signal?: AbortSignal): Promise<string>;
}
