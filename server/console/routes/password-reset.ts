import type { Hono } from 'hono';
import {
  completeConsolePasswordReset,
  requestConsolePasswordReset,
} from '../../../src/api/contract/endpoints/console-auth.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { linkInvalid } from '../auth/errors.ts';
import type { ConsoleLimiters } from '../auth/limiters.ts';
import { completePasswordReset, requestPasswordReset } from '../staff/password-reset.ts';

/**
 * Password reset: the request answers 202 whether or not the address is staff (and counts
 * against the reset limit either way, so it neither floods a mailbox nor probes addresses);
 * completing it sets the password and ends every session of the member.
 */
export function consolePasswordResetRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  limiters: ConsoleLimiters,
): void {
  const { db } = deps;

  register(app, requestConsolePasswordReset, async ({ c, body }) => {
    const { email } = await body();
    // Every request is counted as a "failure": the limit is on requests, not on wrong guesses.
    await limiters.reset.guard(c, `email:${email.toLowerCase()}`, async () => {
      await requestPasswordReset(db, deps.mailer, email, {
        now: deps.now(),
        publicOrigin: deps.publicOrigin,
      });
      return false;
    });
    return c.body(null, 202);
  });

  register(app, completeConsolePasswordReset, async ({ c, body }) => {
    const input = await body();
    const passwordHash = await deps.passwords.hash(input.password);
    if (!(await completePasswordReset(db, input.token, passwordHash, deps.now()))) {
      throw linkInvalid();
    }
    return c.body(null, 204);
  });
}
