import type * as v from 'valibot';
import type { Capability } from '../../rules/console/capabilities.ts';

/** HTTP methods the provider API uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint, for the server's documentation and the reader of the contract:
 * - `public`: anyone, no session (the client-session call itself, the test gateway);
 * - `session`: the widget sends `X-Client-Session` (checked when present: 403 with code 4000
 *   when unknown or expired; hotel systems and curl may call without it);
 * - `client`: the call acts for the brand of the widget's client session, so `X-Client-Session`
 *   is required (403 with code 4000 when missing, unknown or expired): sign-in, sign-up and the
 *   other membership calls made before a member is signed in;
 * - `reservation`: a session plus proof of access to the reservation in the path: `email` or
 *   `bypass_token` in the query, or a member's `Authorization`; failed proofs are rate limited;
 * - `member`: a signed-in member's `Authorization: Bearer <access_token>` (401 with code 1400
 *   when missing, expired or revoked), with the widget's session when it has one (403 with code
 *   3402 when the token is of another brand than that session);
 * - `hotel`: a hotel's system with its API key, `Authorization: Bearer <key>` (401 with code
 *   9401 when missing, unknown or revoked); the key is the hotel's, not a guest's;
 * - `staff`: a signed-in hotel staff member of the console (server/README.md "Console"): the
 *   console session cookie (401 with code 9441 when missing, expired or revoked), the
 *   `X-CSRF-Token` header on every call but GET (403 with code 9444), the declared
 *   `capability` for the member's role (403 with code 9443), and for a `:hotel` path a hotel of
 *   the member's brand (404) within their hotel limit (403 with code 9443).
 */
export type EndpointAuth =
  | 'public'
  | 'session'
  | 'client'
  | 'reservation'
  | 'member'
  | 'hotel'
  | 'staff';

/** A query-string schema: an object whose entries are documented one by one. */
export type QuerySchema =
  | v.ObjectSchema<v.ObjectEntries, undefined>
  | v.LooseObjectSchema<v.ObjectEntries, undefined>
  | v.StrictObjectSchema<v.ObjectEntries, undefined>;

/** The names of the `:name` segments of a path template (`/hotels/:code` → `'code'`). */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a template as strings, as they come out of and go into a URL. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string };

/**
 * Error answers an endpoint gives beyond those its declaration already implies, by HTTP status:
 * when it answers it, with the codes. The OpenAPI document derives the common ones (400 for a
 * query or body, 401/403 from `auth`, 404 for path parameters, 413/415 for a JSON body, 429
 * from the rate limit, server/openapi/error-responses.ts) and adds these to them.
 */
export type EndpointErrors = { readonly [status: number]: string };

/** A request header worth documenting. */
export interface HeaderDoc {
  readonly name: string;
  readonly description: string;
}

/**
 * One endpoint of the provider API, declared once: the server registers its handler from it
 * (validating query and body with these schemas), the OpenAPI document is generated from it,
 * and the widget calls it through `callEndpoint`.
 *
 * Declarations are plain object literals, `{ … } as const satisfies Endpoint`: `as const` keeps
 * the method and path template as literal types (the path parameters are typed from it), and a
 * plain literal lets the bundler drop what the widget never reads (request schemas, summaries)
 * property by property. A helper function taking the object would keep all of it: measured, it
 * put the search query schemas into the first screen and over its size budget.
 *
 * The name a declaration is exported under (`getPlan` below) is its `operationId` in the
 * OpenAPI document, the name client generators give the call: unique across the areas
 * (endpoints/index.ts refuses a second one), and renaming it renames a generated client's call.
 *
 * @example
 * export const getPlan = {
 *   method: 'get',
 *   path: '/api/v1/hotels/:code/plans/:plan',
 *   response: PlanResponseSchema,
 *   tag: 'hotels',
 *   summary: 'One plan',
 * } as const satisfies Endpoint;
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Full path template with `:name` parameters, e.g. `/api/v1/hotels/:code/plans`. */
  readonly path: string;
  readonly query?: QuerySchema;
  /** Request body (JSON unless `consumes` says otherwise). */
  readonly body?: v.GenericSchema;
  /** JSON answer on success. */
  readonly response?: v.GenericSchema;
  /** Status of a successful answer; 200 when left out. */
  readonly status?: number;
  /** `session` when left out. */
  readonly auth?: EndpointAuth;
  /**
   * What a `staff` endpoint needs of the caller's role (src/rules/console/capabilities.ts);
   * required with `auth: 'staff'` (the server refuses to register one without), unused otherwise.
   */
  readonly capability?: Capability;
  /** One line for the API reference. */
  readonly summary: string;
  /** Section of the API reference. */
  readonly tag: string;
  readonly headers?: readonly HeaderDoc[];
  /** Content type of an answer that is not JSON (a PDF). */
  readonly produces?: string;
  /** Content type of a request body that is not JSON (multipart). */
  readonly consumes?: string;
  /** Error answers of this endpoint's own (a conflict, a refused payment), see EndpointErrors. */
  readonly errors?: EndpointErrors;
}

/** The declared query schema of an endpoint, or undefined. */
export type QueryOf<E> = E extends { readonly query: infer Q extends QuerySchema } ? Q : undefined;

/** The declared body schema of an endpoint, or undefined. */
export type BodyOf<E> = E extends { readonly body: infer B extends v.GenericSchema }
  ? B
  : undefined;

/** The declared answer schema of an endpoint, or undefined. */
export type ResponseOf<E> = E extends { readonly response: infer R extends v.GenericSchema }
  ? R
  : undefined;

/** The names of a path template's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

/**
 * Fills a path template: each `:name` becomes its URL-encoded value.
 * Throws when a parameter is missing (a caller bug that the types normally catch).
 */
export function fillPath<P extends string>(path: P, params: PathParams<P>): string {
  const values: Readonly<Record<string, string | undefined>> = params;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
