// Public surface of the API client.
export { callEndpoint, type EndpointCall, type EndpointQuery } from './call-endpoint.ts';
export { createApiClient } from './create-client.ts';
export { DEFAULT_APP_VERSION } from './headers.ts';
export {
  defaultRetryDelayMs,
  MAX_RATE_LIMIT_TRIES,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  RATE_LIMIT_DELAY_MS,
} from './retry-delay.ts';
export { newTracingId } from './tracing-id.ts';
export type {
  AnswerSchema,
  ApiClient,
  ApiClientOptions,
  RequestOptions,
  SearchParams,
  SendWithBody,
} from './types.ts';
