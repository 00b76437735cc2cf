import type * as v from 'valibot';

/** HTTP methods the provider API uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint, for the server's documentation and the reader of the contract:
 * - `public`: anyone, no session (the client-session call itself, the test gateway);
 * - `session`: the widget sends `X-Client-Session` (checked when present; hotel systems and
 *   curl may call without it);
 * - `reservation`: a session plus proof of access to the reservation in the path: `email` or
 *   `bypass_token` in the query, or a member's `Authorization`; failed proofs are rate limited.
 */
export type EndpointAuth = 'public' | 'session' | 'reservation';

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

/** A request header worth documenting. */
export interface HeaderDoc {
  readonly name: string;
  readonly description: string;
}

/**
 * One endpoint of the provider API, declared once: the server registers its handler from it
 * (validating query and body with these schemas), the OpenAPI document is generated from it,
 * and the widget calls it through `callEndpoint`. `undefined` schemas mean "none".
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends QuerySchema | undefined = QuerySchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  R extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  readonly method: M;
  /** Full path template with `:name` parameters, e.g. `/api/v1/hotels/:code/plans`. */
  readonly path: P;
  readonly query: Q;
  /** JSON request body. */
  readonly body: B;
  /** JSON answer on success. */
  readonly response: R;
  /** Status of a successful answer (200 unless it creates something). */
  readonly status: number;
  readonly auth: EndpointAuth;
  /** One line for the API reference. */
  readonly summary: string;
  /** Section of the API reference. */
  readonly tag: string;
  readonly headers: readonly HeaderDoc[];
  /** Content type of an answer that is not JSON (a PDF), or of a request that is not (multipart). */
  readonly produces: string | undefined;
  readonly consumes: string | undefined;
}

/** What `defineEndpoint` takes: everything but method, path, summary and tag is optional. */
export interface EndpointInit<
  M extends HttpMethod,
  P extends string,
  Q extends QuerySchema | undefined,
  B extends v.GenericSchema | undefined,
  R extends v.GenericSchema | undefined,
> {
  method: M;
  path: P;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  response?: R;
  /** Defaults to 200. */
  status?: number;
  /** Defaults to `session`. */
  auth?: EndpointAuth;
  headers?: readonly HeaderDoc[];
  produces?: string;
  consumes?: string;
}

/**
 * Declares an endpoint; its types (path parameters, query, body, answer) follow from the path
 * template and the schemas, so server handlers and widget calls are checked against it.
 *
 * @example
 * export const getPlan = defineEndpoint({
 *   method: 'get',
 *   path: '/api/v1/hotels/:code/plans/:plan',
 *   response: PlanResponseSchema,
 *   summary: 'One plan',
 *   tag: 'hotels',
 * });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Q extends QuerySchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  R extends v.GenericSchema | undefined = undefined,
>(init: EndpointInit<M, P, Q, B, R>): Endpoint<M, P, Q, B, R> {
  return {
    method: init.method,
    path: init.path,
    query: init.query as Q,
    body: init.body as B,
    response: init.response as R,
    status: init.status ?? 200,
    auth: init.auth ?? 'session',
    summary: init.summary,
    tag: init.tag,
    headers: init.headers ?? [],
    produces: init.produces,
    consumes: init.consumes,
  };
}

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
