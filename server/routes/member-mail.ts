import type { Context } from 'hono';
import type { OutgoingMail } from '../mail/mailer.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/**
 * Sends a member mail; a failure is logged with the request id and does not change the answer
 * (the answers of sign-up, reset and resend must not differ by whether a mail went out).
 */
export async function sendMemberMail(
  deps: RouteDeps,
  c: Context<AppEnv>,
  mail: OutgoingMail,
): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger({
      level: 'error',
      msg: 'mail failed',
      request_id: c.get('requestId'),
      error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
  }
}

/**
 * Sends without waiting: for answers that must not take longer when an account exists (reset,
 * resend), so an SMTP round trip cannot tell a registered address from an unknown one.
 */
export function sendMemberMailLater(deps: RouteDeps, c: Context<AppEnv>, mail: OutgoingMail): void {
  void sendMemberMail(deps, c, mail);
}
