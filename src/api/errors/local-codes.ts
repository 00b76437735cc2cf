/**
 * Codes for errors the client makes up itself (no usable server error body). They are strings
 * so they can never collide with the server's numeric catalogue.
 */
export const LOCAL_CODES = {
  /** fetch threw: offline, DNS, refused connection, CORS, timeout. */
  network: 'network',
  /** A 2xx answer that is not JSON or does not match the contract schema. */
  invalidResponse: 'invalid_response',
  /** Still 429 after the bounded number of tries. */
  tooManyRequests: 'too_many_requests',
  /** An error status whose body is not the spec's error shape (e.g. an HTML 500 page). */
  noErrorBody: 'no_error_body',
  /** The request was aborted by the caller's signal. */
  aborted: 'aborted',
  /** The brand's custom login token from the address was refused (product.md §4). */
  customLoginFailed: 'custom_login_failed',
} as const;

/** One of the values of {@link LOCAL_CODES}. */
export type LocalCode = (typeof LOCAL_CODES)[keyof typeof LOCAL_CODES];
