import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** The cookie's name without its prefix; on https it is `__Host-console_session`. */
const NAME = 'console_session';

const secureFor = (publicOrigin: string) => publicOrigin.startsWith('https:');

/**
 * The cookie's full name for a server at `publicOrigin`: `__Host-` on https (the browser then
 * insists on Secure, Path=/ and no Domain, so no other host of the domain can plant one).
 */
export function sessionCookieName(publicOrigin: string): string {
  return secureFor(publicOrigin) ? `__Host-${NAME}` : NAME;
}

/** The console session's secret sent with the request, if any. */
export function readSessionCookie(c: Context, publicOrigin: string): string | undefined {
  return getCookie(c, sessionCookieName(publicOrigin)) || undefined;
}

/**
 * Sets the session cookie: HttpOnly, SameSite=Strict, Path=/, Secure on https; no expiry of its
 * own (the server ends the session: idle timeout, absolute lifetime, revocation).
 */
export function writeSessionCookie(c: Context, publicOrigin: string, secret: string): void {
  const secure = secureFor(publicOrigin);
  setCookie(c, NAME, secret, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure,
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}

/** Clears the session cookie (sign-out). */
export function clearSessionCookie(c: Context, publicOrigin: string): void {
  const secure = secureFor(publicOrigin);
  deleteCookie(c, NAME, {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Strict',
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}
