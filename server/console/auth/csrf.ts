import { createHash, timingSafeEqual } from 'node:crypto';

/** The header every console call but GET carries. */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The CSRF token of a console session, derived from its cookie's secret (which scripts cannot
 * read, the cookie being HttpOnly): the console gets it from the session answer and sends it
 * back in {@link CSRF_HEADER}. Another site can neither read it nor make the browser add the
 * header (no CORS grant for it), and any process derives the same token without storing it.
 */
export function csrfTokenFor(sessionSecret: string): string {
  return createHash('sha256').update(`console-csrf\0${sessionSecret}`).digest('base64url');
}

/** True when `sent` is the session's CSRF token (constant-time). */
export function csrfMatches(sent: string | undefined, sessionSecret: string): boolean {
  if (sent === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(sessionSecret));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
