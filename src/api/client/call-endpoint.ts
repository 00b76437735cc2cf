import type * as v from 'valibot';
import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type PathParamNames,
  type PathParams,
  type QueryOf,
  type QuerySchema,
  type ResponseOf,
} from '../contract/endpoint.ts';
import type { ApiClient, RequestOptions, SearchParams } from './types.ts';

/** The client's paths are relative to this root (see `createApiClient`). */
const API_ROOT = '/api/v1/';

/** An endpoint the widget can call: below `/api/v1`, with a JSON answer to parse. */
export interface ClientEndpoint extends Endpoint {
  readonly path: `${typeof API_ROOT}${string}`;
  readonly response: v.GenericSchema;
}

type SearchValue = string | number | boolean;

/**
 * The query as the widget passes it: the declared names, each a string, number or boolean
 * (the URL carries text; the server's schema turns it back); optional names may be undefined.
 */
export type EndpointQuery<Q> = Q extends QuerySchema
  ? {
      [K in keyof v.InferInput<Q>]: undefined extends v.InferInput<Q>[K]
        ? SearchValue | undefined
        : SearchValue;
    }
  : never;

/** The path parameters part of a call (none when the template has no `:name`). */
export type ParamsPart<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };

/** The query part of a call (optional when every name is). */
export type QueryPart<Q> = Q extends QuerySchema
  ? Record<string, never> extends EndpointQuery<Q>
    ? { query?: EndpointQuery<Q> }
    : { query: EndpointQuery<Q> }
  : { query?: undefined };

/** The body part of a call. */
export type BodyPart<B> = B extends v.GenericSchema
  ? { body: v.InferInput<B> }
  : { body?: undefined };

/** What one call of `endpoint` takes: its path parameters, query and body, and call options. */
export type EndpointCall<E extends ClientEndpoint> = ParamsPart<E['path']> &
  QueryPart<QueryOf<E>> &
  BodyPart<BodyOf<E>> &
  Omit<RequestOptions, 'searchParams'>;

/** The call may be left out when the endpoint needs no parameters, query or body. */
type CallArgs<E extends ClientEndpoint> =
  Record<string, never> extends EndpointCall<E>
    ? [call?: EndpointCall<E>]
    : [call: EndpointCall<E>];

/** The untyped shape every `EndpointCall` has, for the implementation. */
interface AnyCall extends Omit<RequestOptions, 'searchParams'> {
  params?: Readonly<Record<string, string>> | undefined;
  query?: SearchParams | undefined;
  body?: unknown;
}

/**
 * Calls a declared endpoint through the widget's API client: the URL is built from the
 * declaration's path template and parameters, the request goes through `api` (so it keeps the
 * client's headers, session renewal, retries, tracing id and error mapping), and the answer is
 * parsed with the declared response schema. Rejects with an `ApiError` like every client call.
 *
 * @example
 * const { data } = await callEndpoint(api, cancelReservation, {
 *   params: { number },
 *   query: { email },
 *   body: { reason: 'other' },
 * });
 */
export function callEndpoint<E extends ClientEndpoint>(
  api: ApiClient,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<v.InferOutput<ResponseOf<E>>>;
export async function callEndpoint(
  api: ApiClient,
  endpoint: ClientEndpoint,
  call: AnyCall = {},
): Promise<unknown> {
  const { params, query, body, ...options } = call;
  const path = fillPath<string>(endpoint.path, params ?? {}).slice(API_ROOT.length);
  const request: RequestOptions =
    query === undefined ? options : { ...options, searchParams: query };
  switch (endpoint.method) {
    case 'get':
      return api.get(path, endpoint.response, request);
    case 'delete':
      return api.delete(
        path,
        endpoint.response,
        body === undefined ? request : { ...request, body },
      );
    default:
      return api[endpoint.method](path, endpoint.response, body, request);
  }
}
