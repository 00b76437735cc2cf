import type { Hono } from 'hono';
import {
  getConsolePasskeySignInOptions,
  signInConsole,
  signInConsolePasskey,
  signInConsoleTotp,
} from '../../../src/api/contract/endpoints/console-auth.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { staffSignInRequired } from '../auth/errors.ts';
import type { ConsoleLimiters } from '../auth/limiters.ts';
import { openStaffSession } from '../auth/open-session.ts';
import { authenticatePasskey, authenticationOptions, relyingParty } from '../auth/passkeys.ts';
import { secondFactorsOf } from '../auth/second-factor.ts';
import { activeStaffByEmail } from '../auth/staff-lookup.ts';
import { issueSignInTicket, spendSignInTicket, ticketHolder } from '../auth/tickets.ts';
import { useRecoveryCode, verifyTotpCode } from '../auth/totp.ts';
import { webauthnJson } from './webauthn-json.ts';

const wrongCredentials = (what: string) =>
  new DomainError(ErrorCode.invalidCredentials, 401, `${what} is not right.`);

/**
 * Console sign-in: a password, then the second factor when the member has one (a ticket links
 * the two steps); or a passkey alone. Wrong passwords and codes are limited like the members'
 * (console/auth/limiters.ts); an unknown address costs the same time as a known one.
 */
export function consoleSignInRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  limiters: ConsoleLimiters,
): void {
  const { db, passwords } = deps;

  register(app, signInConsole, async ({ c, body }) => {
    const { email, password } = await body();
    let staffId: number | undefined;
    const right = await limiters.password.guard(c, `email:${email.toLowerCase()}`, async () => {
      const staff = await activeStaffByEmail(db, email);
      if (!staff?.password_hash) {
        await passwords.dummyVerify(password);
        return false;
      }
      if (!(await passwords.verify(password, staff.password_hash))) return false;
      staffId = staff.id;
      if (passwords.needsRehash(staff.password_hash)) {
        const upgraded = await passwords.hash(password);
        await db
          .updateTable('staff')
          .set({ password_hash: upgraded })
          .where('id', '=', staff.id)
          .execute();
      }
      return true;
    });
    if (!right || staffId === undefined) throw wrongCredentials('The e-mail or password');
    const factors = await secondFactorsOf(db, staffId);
    if (factors.passkeys === 0 && !factors.totp) return openStaffSession(c, staffId, false);
    return {
      status: 'second_factor' as const,
      ticket: await issueSignInTicket(db, staffId, deps.now()),
      methods: [
        ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
        ...(factors.totp ? (['totp'] as const) : []),
      ],
    };
  });

  register(app, signInConsoleTotp, async ({ c, body }) => {
    const input = await body();
    const now = deps.now();
    const staffId = await ticketHolder(db, input.ticket, now);
    if (staffId === undefined) throw staffSignInRequired();
    const right = await limiters.secondFactor.guard(c, `staff:${staffId}`, () =>
      'code' in input
        ? verifyTotpCode(db, staffId, input.code, now)
        : useRecoveryCode(db, staffId, input.recovery_code, now),
    );
    if (!right) throw wrongCredentials('The code');
    if (!(await spendSignInTicket(db, input.ticket, now))) throw staffSignInRequired();
    return openStaffSession(c, staffId, true);
  });

  register(app, getConsolePasskeySignInOptions, async ({ body }) => {
    const { ticket } = await body();
    const now = deps.now();
    let staffId: number | null = null;
    if (ticket !== undefined) {
      staffId = (await ticketHolder(db, ticket, now)) ?? null;
      if (staffId === null) throw staffSignInRequired();
    }
    const { challengeId, options } = await authenticationOptions(
      db,
      relyingParty(deps.publicOrigin),
      staffId,
      now,
    );
    return { challenge_id: challengeId, options: webauthnJson.options(options) };
  });

  register(app, signInConsolePasskey, async ({ c, body }) => {
    const input = await body();
    const now = deps.now();
    const staffId = await authenticatePasskey(
      db,
      relyingParty(deps.publicOrigin),
      { challengeId: input.challenge_id, response: webauthnJson.authentication(input.credential) },
      now,
    );
    if (staffId === undefined) throw wrongCredentials('The passkey');
    if (input.ticket !== undefined) {
      const holder = await ticketHolder(db, input.ticket, now);
      if (holder !== staffId || !(await spendSignInTicket(db, input.ticket, now)))
        throw staffSignInRequired();
    }
    return openStaffSession(c, staffId, true);
  });
}
