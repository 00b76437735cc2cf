import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import type { ApiError } from '../errors/api-error.ts';
import { isIdentityExpired, isInvalidClientSession } from '../errors/detect.ts';
import {
  abortedError,
  invalidResponseError,
  networkError,
  tooManyRequestsError,
} from '../errors/local-errors.ts';
import { ClientSessionAnswerSchema, tokenFromAnswer } from '../session/client-session-answer.ts';
import { CLIENT_SESSION_SECRET, CLIENT_SESSIONS_PATH } from '../session/constants.ts';
import { buildHeaders, DEFAULT_APP_VERSION } from './headers.ts';
import { readBody } from './read-body.ts';
import {
  defaultRetryDelayMs,
  MAX_RATE_LIMIT_TRIES,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
} from './retry-delay.ts';
import { sleep } from './sleep.ts';
import type { AnswerSchema, ApiClient, ApiClientOptions, RequestOptions } from './types.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One logical request as the retry loop sees it. */
interface Exchange {
  method: Method;
  url: string;
  body: unknown;
  options: RequestOptions;
  /** The client-session call itself: no session header, no session renewal, no 401 hook. */
  sessionCall: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Creates the widget's API client (doc 2 §7 "Common request behaviour", §8 "Behaviours on
 * error"), hardened where the spec is open-ended:
 * - 429: wait (Retry-After, capped, or 1 s) and retry, at most 5 tries, then the generic
 *   processing error;
 * - IDP_EXPIRED / 4000 / 403 "identity expired": new client session, exactly one retry;
 * - title "Invalid client session": session cleared, `onInvalidSession` (the app reloads);
 * - 401: `onUnauthorized` (true: one retry, a refreshed member session), else reject; 503: `onServiceUnavailable(code)`, then reject;
 * - fetch throwing or timing out: a local network error; an error status without an error
 *   body: a local error; a 2xx answer the schema rejects: a local `invalid_response` error.
 *
 * ky does the HTTP plumbing (JSON bodies, query strings, timeouts) with its own retry and
 * error throwing switched off: these rules need the decoded error body, which ky's retry
 * cannot see.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const apiRoot = `${trimSlash(options.apiBase)}/api/v1`;
  const sessionUrl = `${trimSlash(options.identityBase ?? options.apiBase)}${CLIENT_SESSIONS_PATH}`;
  const delayFor = options.retryDelayMs ?? defaultRetryDelayMs;
  const store = options.sessionStore;
  let renewing: Promise<string> | undefined;

  const renewSession = (signal?: AbortSignal): Promise<string> => {
    renewing ??= (async () => {
      const answer = await exchange({
        method: 'post',
        url: sessionUrl,
        body: {
          key: options.clientSessionKey ?? options.hotelCode,
          secret: options.clientSessionSecret ?? CLIENT_SESSION_SECRET,
        },
        options: signal === undefined ? {} : { signal },
        sessionCall: true,
      });
      const parsed = v.safeParse(ClientSessionAnswerSchema, answer.json);
      if (!parsed.success) throw invalidResponseError(answer.status, v.flatten(parsed.issues));
      const token = tokenFromAnswer(parsed.output);
      store.set(token);
      return token;
    })().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  /** Sends one try; converts fetch failures (and aborts) into ApiErrors. */
  const sendOnce = async (
    request: Exchange,
    sessionToken: string | undefined,
    accessToken: string | undefined,
  ): Promise<Response> => {
    const { options: call } = request;
    const headers = buildHeaders({
      appVersion: options.appVersion ?? DEFAULT_APP_VERSION,
      locale: options.getLocale(),
      sessionToken,
      accessToken,
      idempotencyKey: call.idempotencyKey,
      extra: options.getHeaders?.() ?? {},
      caller: call.headers,
    });
    try {
      return await http(request.url, {
        method: request.method,
        headers,
        // FormData (file uploads, up to 80 MB) goes as multipart with the boundary fetch sets,
        // without the per-try timeout (a slow line is not a dead one; the caller can abort).
        ...(request.body === undefined
          ? {}
          : request.body instanceof FormData
            ? { body: request.body, timeout: false as const }
            : { json: request.body }),
        ...(call.searchParams === undefined
          ? {}
          : { searchParams: definedParams(call.searchParams) }),
        ...(call.signal === undefined ? {} : { signal: call.signal }),
      });
    } catch (cause) {
      throw call.signal?.aborted ? abortedError(cause) : networkError(cause);
    }
  };

  /** The retry loop: returns the decoded 2xx body or rejects with an ApiError. */
  const exchange = async (request: Exchange): Promise<{ status: number; json: unknown }> => {
    let rateLimitedTries = 0;
    let renewed = false;
    let retried = false;
    for (;;) {
      let sessionToken: string | undefined;
      if (!request.sessionCall) {
        // Lazily make a session so no call ever goes out without one (unless the call says it
        // needs none). The renewal is shared between callers, so it does not take this
        // caller's abort signal.
        sessionToken =
          store.get() ?? (request.options.sessionOptional ? undefined : await renewSession());
      }
      const accessToken = request.sessionCall ? undefined : options.getAccessToken?.();
      const response = await sendOnce(request, sessionToken, accessToken);
      const body = await readBody(response).catch((cause: unknown) => {
        throw networkError(cause);
      });

      if (response.ok) {
        if (body.kind === 'text') throw invalidResponseError(response.status, 'not JSON');
        return { status: response.status, json: body.kind === 'json' ? body.value : undefined };
      }

      const retryAfter =
        response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
      // A wait longer than we would ever sit through (a lockout after failed reservation
      // lookups, minutes long) is an answer, not throttling: the screen shows the server's error.
      const lockedOut = retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS;
      if (response.status === 429 && !lockedOut) {
        rateLimitedTries += 1;
        if (rateLimitedTries >= MAX_RATE_LIMIT_TRIES) throw tooManyRequestsError();
        await sleep(delayFor(rateLimitedTries, retryAfter), request.options.signal).catch(
          (cause: unknown) => {
            throw abortedError(cause);
          },
        );
        continue;
      }

      // Reading an error answer (doc 2 §8's shapes) is its own chunk, fetched with the first
      // error answer: the calls of the first screen answer without one.
      const { apiErrorFromResponse } = await import('../errors/from-response.ts').catch(
        (cause: unknown) => {
          throw networkError(cause);
        },
      );
      const error = apiErrorFromResponse(
        response.status,
        body.kind === 'json' ? body.value : undefined,
        response.statusText,
      );
      if (request.sessionCall) throw error;

      if (isInvalidClientSession(error)) {
        store.clear();
        options.onInvalidSession?.();
        throw error;
      }
      if (isIdentityExpired(error) && !renewed) {
        renewed = true;
        // Another request may already have renewed while this one was in flight: then the
        // stored token is already new and only the retry is needed.
        if (store.get() === sessionToken) await renewSession();
        continue;
      }
      // 401: the app signs out, or refreshes a member session and asks for one retry.
      if (error.status === 401) {
        const hadAccessToken = accessToken !== undefined;
        const mayRetry = !retried;
        retried = true;
        if ((await options.onUnauthorized?.({ hadAccessToken, error, mayRetry })) && mayRetry)
          continue;
      }
      notify(error);
      throw error;
    }
  };

  const notify = (error: ApiError): void => {
    if (error.status === 503) {
      options.onServiceUnavailable?.(error.code === undefined ? undefined : String(error.code));
    }
  };

  const call = async <S extends AnswerSchema>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    callOptions: RequestOptions = {},
  ): Promise<v.InferOutput<S>> => {
    const url = `${apiRoot}/${path.replace(/^\/+/, '')}`;
    const answer = await exchange({ method, url, body, options: callOptions, sessionCall: false });
    const parsed = v.safeParse(schema, answer.json);
    if (!parsed.success) throw invalidResponseError(answer.status, v.flatten(parsed.issues));
    return parsed.output;
  };

  return {
    get: (path, schema, callOptions) => call('get', path, schema, undefined, callOptions),
    post: (path, schema, body, callOptions) => call('post', path, schema, body, callOptions),
    put: (path, schema, body, callOptions) => call('put', path, schema, body, callOptions),
    patch: (path, schema, body, callOptions) => call('patch', path, schema, body, callOptions),
    delete: (path, schema, callOptions = {}) => {
      const { body, ...rest } = callOptions;
      return call('delete', path, schema, body, rest);
    },
    sessionStore: store,
    apiBase: trimSlash(options.apiBase),
    renewSession,
  };
}

function trimSlash(base: string): string {
  return base.replace(/\/+$/, '');
}

function definedParams(
  params: NonNullable<RequestOptions['searchParams']>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}
