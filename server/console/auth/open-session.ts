import type { Context } from 'hono';
import type { AppEnv } from '../../routes/context.ts';
import { consoleDepsOf } from '../deps.ts';
import { csrfTokenFor } from './csrf.ts';
import { writeSessionCookie } from './session-cookie.ts';
import { createStaffSession } from './sessions.ts';

/** The answer of a finished sign-in: the CSRF token of the new session. */
export interface SignedIn {
  status: 'signed_in';
  csrf_token: string;
}

/**
 * Ends a sign-in: a new session (its secret in the HttpOnly cookie, its hash in the database)
 * and its CSRF token for the console to send from now on.
 */
export async function openStaffSession(
  c: Context<AppEnv>,
  staffId: number,
  secondFactor: boolean,
): Promise<SignedIn> {
  const deps = consoleDepsOf(c);
  const session = await createStaffSession(deps.db, {
    staffId,
    now: deps.now(),
    policy: deps.sessionPolicy,
    secondFactor,
  });
  writeSessionCookie(c, deps.publicOrigin(), session.secret);
  return { status: 'signed_in', csrf_token: csrfTokenFor(session.secret) };
}
