import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';
import type {
  BodyOf,
  Endpoint,
  PathParams,
  QueryOf,
  ResponseOf,
} from '../../src/api/contract/endpoint.ts';
import { checkStaff } from '../console/auth/gate.ts';
import type { AppEnv } from '../routes/context.ts';
import { requireClient } from './member-auth.ts';
import { parse, readJson } from './validate.ts';

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler gets: the context and the request's parts, validated by the declaration. */
export interface EndpointRequest<E extends Endpoint> {
  c: Context<AppEnv>;
  params: PathParams<E['path']>;
  /** The query parsed with the declared schema (undefined when none is declared). */
  query: Output<QueryOf<E>>;
  /**
   * Reads the JSON body and parses it with the declared schema (undefined when none is
   * declared). Read on demand, so that what a route checks first today (access to the
   * reservation, the Idempotency-Key) still answers first.
   */
  body(): Promise<Output<BodyOf<E>>>;
}

/** The declared answer as the server sends it (before any transform the client applies). */
export type EndpointAnswer<E extends Endpoint> =
  ResponseOf<E> extends v.GenericSchema ? v.InferInput<ResponseOf<E>> : unknown;

/**
 * A handler answers with the declared body (sent as JSON with the declared status) or, when it
 * needs another status, headers or content type, with a `Response` of its own.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
) => Promise<EndpointAnswer<E> | Response> | EndpointAnswer<E> | Response;

/** Hono's `:name` path syntax is the contract's, so the template is registered as it is. */
const REGISTER = {
  get: (app, path, handler) => app.get(path, handler),
  post: (app, path, handler) => app.post(path, handler),
  put: (app, path, handler) => app.put(path, handler),
  patch: (app, path, handler) => app.patch(path, handler),
  delete: (app, path, handler) => app.delete(path, handler),
} satisfies Record<
  Endpoint['method'],
  (app: Hono<AppEnv>, path: string, handler: (c: Context<AppEnv>) => Promise<Response>) => unknown
>;

/**
 * Registers `handler` for a declared endpoint on the root app. Before the handler runs, an
 * endpoint declared `auth: 'client'` needs the client session (403 with code 4000 without one,
 * as the document says, whatever else is wrong with the call: the widget then makes a session
 * and retries), and the query is validated with the declared schema; the body when the handler
 * reads it. An endpoint declared `auth: 'staff'` passes the console gate first (session cookie,
 * CSRF header on writes, capability, `:hotel` scope: server/console/auth/gate.ts); one without
 * a `capability` is refused at registration. Invalid input answers the spec's error shape as
 * `parse`/`readJson` do everywhere (400 with code 1000 naming the field, 415 for another content
 * type, 413 when too large) through the app's error handler.
 */
export function register<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  if (endpoint.auth === 'staff' && endpoint.capability === undefined) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: a staff endpoint declares its capability`,
    );
  }
  REGISTER[endpoint.method](app, endpoint.path, async (c) => {
    if (endpoint.auth === 'client') requireClient(c);
    if (endpoint.auth === 'staff') await checkStaff(c, endpoint);
    const request = readRequest(c, endpoint);
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    return c.json(answer, (endpoint.status ?? 200) as ContentfulStatusCode);
  });
}

// The casts: TypeScript cannot narrow a conditional type on a generic through a runtime check.
function readRequest<E extends Endpoint>(c: Context<AppEnv>, endpoint: E): EndpointRequest<E> {
  // Hono matched the template, so every declared name is there.
  const params = c.req.param() as PathParams<E['path']>;
  const query = (endpoint.query ? parse(endpoint.query, c.req.query()) : undefined) as Output<
    QueryOf<E>
  >;
  let body: Promise<Output<BodyOf<E>>> | undefined;
  const readBody = async (): Promise<Output<BodyOf<E>>> =>
    (endpoint.body ? parse(endpoint.body, await readJson(c)) : undefined) as Output<BodyOf<E>>;
  return { c, params, query, body: () => (body ??= readBody()) };
}
