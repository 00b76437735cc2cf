import { type Endpoint, pathParamNames } from '../../src/api/contract/endpoint.ts';

type Json = Record<string, unknown>;

/** Paths under the app's rate limit and body limit (app.ts). */
const LIMITED_PREFIXES = ['/api/', '/identity/'];
/** Paths whose `X-Client-Session`, when sent, is checked (app.ts, http/client-session.ts). */
const SESSION_CHECKED_PREFIX = '/api/';

/**
 * Why an endpoint can answer each error status, derived from its declaration: what the server
 * does for every declared endpoint (validation, authentication, lookups, limits) plus what the
 * endpoint declares of its own in `errors`. Several reasons for one status are joined.
 */
export function errorReasons(e: Endpoint): Map<number, string[]> {
  const reasons = new Map<number, string[]>();
  const add = (status: number, reason: string) => {
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);
  };
  const auth = e.auth ?? 'session';
  const params = pathParamNames(e.path);
  const jsonBody = e.body !== undefined && e.consumes === undefined;

  if (e.query || e.body) add(400, '1000: invalid input; `payload.field` names the field');
  if (auth === 'member') add(401, "1400: the member's access token is missing, expired or revoked");
  if (auth === 'hotel') add(401, "9401: the hotel's API key is missing, unknown or revoked");
  if (auth === 'staff') {
    add(401, '9441: no console session, or it expired or was revoked');
    if (e.method !== 'get') add(403, '9444: the `X-CSRF-Token` header is missing or wrong');
    add(403, `9443: the staff member's role lacks \`${e.capability ?? '?'}\``);
    if (e.capability !== 'account.self') {
      add(403, '9446: the brand requires a second factor the staff member has not set up yet');
    }
    if (params.includes('hotel')) add(403, "9443: the hotel is outside the staff member's hotels");
  }
  if (
    e.path.startsWith(SESSION_CHECKED_PREFIX) &&
    auth !== 'public' &&
    auth !== 'hotel' &&
    auth !== 'staff'
  ) {
    add(
      403,
      auth === 'client'
        ? '4000: `X-Client-Session` is missing, unknown or expired (the widget makes a new session and retries once)'
        : '4000: the `X-Client-Session` sent is unknown or expired (the widget makes a new session and retries once)',
    );
  }
  if (auth === 'member') {
    add(403, '3402: the access token is of another brand than the client session');
  }
  if (params.length > 0) {
    add(404, `9404: not found (${params.map((name) => `\`${name}\``).join(', ')})`);
  }
  if (e.body !== undefined && LIMITED_PREFIXES.some((p) => e.path.startsWith(p))) {
    add(413, '9413: the body is too large');
  }
  if (jsonBody) add(415, '1000: the body is not `application/json`');
  if (LIMITED_PREFIXES.some((p) => e.path.startsWith(p))) {
    add(429, '9429: too many calls from this address; `Retry-After` says when to try again');
  }
  if (auth === 'reservation') {
    add(429, '9429: too many failed proofs of access to reservations from this address');
  }
  for (const [status, reason] of Object.entries(e.errors ?? {})) add(Number(status), reason);
  return reasons;
}

const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The documented error answers of an endpoint, each with the spec's error body. */
export function errorResponses(e: Endpoint): Record<string, Json> {
  const responses: Record<string, Json> = {};
  const byStatus = [...errorReasons(e)].sort(([a], [b]) => a - b);
  for (const [status, reasons] of byStatus) {
    responses[String(status)] = {
      description: reasons.join('; '),
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: ERROR_CONTENT,
    };
  }
  return responses;
}
