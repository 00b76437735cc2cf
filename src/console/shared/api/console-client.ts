import ky from 'ky';
import * as v from 'valibot';
import type { BodyPart, ParamsPart, QueryPart } from '../../../api/client/call-endpoint.ts';
import { readBody } from '../../../api/client/read-body.ts';
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type QueryOf,
  type ResponseOf,
} from '../../../api/contract/endpoint.ts';
import { ErrorCode } from '../../../api/contract/error.ts';
import { type ApiError, isApiError } from '../../../api/errors/api-error.ts';
import { apiErrorFromResponse } from '../../../api/errors/from-response.ts';
import { LOCAL_CODES } from '../../../api/errors/local-codes.ts';
import {
  abortedError,
  invalidResponseError,
  networkError,
} from '../../../api/errors/local-errors.ts';

/** The header the server wants on every console call but GET (server/console/auth/csrf.ts). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** What one call of a console endpoint takes: path parameters, query, body, abort signal. */
export type ConsoleCall<E extends Endpoint> = ParamsPart<E['path']> &
  QueryPart<QueryOf<E>> &
  BodyPart<BodyOf<E>> & { readonly signal?: AbortSignal };

/** The call may be left out when the endpoint needs no parameters, query or body. */
export type ConsoleCallArgs<E extends Endpoint> =
  Record<string, never> extends ConsoleCall<E> ? [call?: ConsoleCall<E>] : [call: ConsoleCall<E>];

/** What a console call resolves with: the declared answer, parsed; undefined for none. */
export type ConsoleAnswer<E extends Endpoint> =
  ResponseOf<E> extends v.GenericSchema ? v.InferOutput<ResponseOf<E>> : undefined;

/** Calls a declared console endpoint (see {@link createConsoleClient}). */
export type ConsoleCallFn = <E extends Endpoint>(
  endpoint: E,
  ...args: ConsoleCallArgs<E>
) => Promise<ConsoleAnswer<E>>;

export interface ConsoleClientOptions {
  /** The session's CSRF token (from the session answer), sent on every call but GET. */
  readonly csrfToken: () => string | undefined;
  /** The console's language, as `Accept-Language` (server texts such as e-mails follow it). */
  readonly locale: () => string;
  /**
   * A call answered 401 9441 (no session, or it ended): the shell goes back to sign-in, keeping
   * the page the staff member wanted. The call still rejects.
   */
  readonly onUnauthorized?: (error: ApiError) => void;
  /** Tests: a fetch of their own. */
  readonly fetch?: typeof fetch;
  /** Origin of the API; the page's own by default (the console is served by the provider). */
  readonly base?: string;
}

const TIMEOUT_MS = 30_000;

/**
 * The console's API client: calls an endpoint declared in src/api/contract (the same
 * declaration the server validates with) on the page's own origin with the staff session's
 * cookie (`credentials: 'same-origin'`, the cookie is HttpOnly and SameSite=Strict), the CSRF
 * header on writes, and parses the answer with the declared schema. Every failure rejects with
 * an `ApiError` (src/api/errors), which `consoleErrorText` turns into a translated message.
 * No retries: a staff member sees the error and chooses to try again.
 *
 * @example
 * const call = createConsoleClient({ csrfToken: () => token, locale: () => 'en' });
 * const staff = await call(listStaff);
 * await call(inviteStaff, { body: { email, role } });
 */
export function createConsoleClient(options: ConsoleClientOptions): ConsoleCallFn {
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: TIMEOUT_MS,
    credentials: 'same-origin',
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const base = options.base ?? (typeof location === 'undefined' ? '' : location.origin);

  const call = async (endpoint: Endpoint, args: AnyCall = {}): Promise<unknown> => {
    const url = base + fillPath<string>(endpoint.path, args.params ?? {});
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.locale().replace(/_/g, '-'),
    };
    const token = options.csrfToken();
    if (endpoint.method !== 'get' && token) headers[CSRF_HEADER] = token;
    let response: Response;
    try {
      response = await http(url, {
        method: endpoint.method,
        headers,
        ...(args.body === undefined ? {} : { json: args.body }),
        ...(args.query === undefined ? {} : { searchParams: definedParams(args.query) }),
        ...(args.signal === undefined ? {} : { signal: args.signal }),
      });
    } catch (cause) {
      throw args.signal?.aborted ? abortedError(cause) : networkError(cause);
    }
    const body = await readBody(response).catch((cause: unknown) => {
      throw networkError(cause);
    });
    if (!response.ok) {
      const error = apiErrorFromResponse(
        response.status,
        body.kind === 'json' ? body.value : undefined,
        response.statusText,
      );
      // A wrong password or code is a 401 too (9401), answered on the form that sent it.
      if (response.status === 401 && error.code === ErrorCode.staffSignInRequired) {
        options.onUnauthorized?.(error);
      }
      throw error;
    }
    if (!endpoint.response) return undefined;
    if (body.kind !== 'json') throw invalidResponseError(response.status, 'not JSON');
    const parsed = v.safeParse(endpoint.response, body.value);
    if (!parsed.success) throw invalidResponseError(response.status, v.flatten(parsed.issues));
    return parsed.output;
  };
  // One implementation for every endpoint; the signature above types each call.
  return call as ConsoleCallFn;
}

/** The untyped shape every `ConsoleCall` has, for the implementation. */
interface AnyCall {
  readonly params?: Readonly<Record<string, string>> | undefined;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

function definedParams(
  query: Readonly<Record<string, string | number | boolean | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

/** True for an error the caller caused by aborting (a screen left): nothing to show. */
export function isAborted(error: unknown): boolean {
  return isApiError(error) && error.code === LOCAL_CODES.aborted;
}
