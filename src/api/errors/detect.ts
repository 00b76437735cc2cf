import type { ApiError } from './api-error.ts';

/** The title the identity server uses for a dead client session (compared case-insensitively). */
export const INVALID_CLIENT_SESSION_TITLE = 'Invalid client session';

/** The identity-expired code in both spellings the spec uses (doc 2 §7, §8). */
export const IDP_EXPIRED_CODES: readonly (number | string)[] = ['IDP_EXPIRED', 4000];

/**
 * True when the client session's identity expired: any error with code `IDP_EXPIRED`/4000, or
 * a 403 whose title says so (doc 2 §7: "HTTP 403 with an expired identity token"). The client
 * answers with a new client session and exactly one retry.
 */
export function isIdentityExpired(error: ApiError): boolean {
  if (error.code !== undefined && IDP_EXPIRED_CODES.includes(error.code)) return true;
  if (typeof error.code === 'string' && /^idp[_ ]?expired$/i.test(error.code)) return true;
  return error.status === 403 && /idp[_ ]?expired|identity[\w ]*expired/i.test(error.title);
}

/** True when the server rejected the client session itself: the app clears it and reloads. */
export function isInvalidClientSession(error: ApiError): boolean {
  return (
    !error.local && error.title.trim().toLowerCase() === INVALID_CLIENT_SESSION_TITLE.toLowerCase()
  );
}
