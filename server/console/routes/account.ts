import type { Hono } from 'hono';
import {
  addConsolePasskey,
  confirmConsoleTotp,
  disableConsoleTotp,
  enrolConsoleTotp,
  getConsolePasskeyRegistrationOptions,
  listConsolePasskeys,
  removeConsolePasskey,
} from '../../../src/api/contract/endpoints/console-auth.ts';
import { conflict, notAllowed, notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { recordAudit } from '../audit/record.ts';
import type { ConsoleLimiters } from '../auth/limiters.ts';
import { registerPasskey, registrationOptions, relyingParty } from '../auth/passkeys.ts';
import { upgradeStaffSession } from '../auth/sessions.ts';
import { staffOf } from '../auth/staff-context.ts';
import {
  confirmTotp,
  disableTotp,
  enrolTotp,
  useRecoveryCode,
  verifyTotpCode,
} from '../auth/totp.ts';
import { webauthnJson } from './webauthn-json.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The signed-in member's own second factors: passkeys (several allowed) and one authenticator
 * app with its recovery codes. Adding one in a session makes that session count as signed in
 * with a second factor (the brand's requirement is then met at once).
 */
export function consoleAccountRoutes(
  app: Hono<AppEnv>,
  deps: RouteDeps,
  limiters: ConsoleLimiters,
): void {
  const { db } = deps;

  register(app, listConsolePasskeys, async ({ c }) => {
    const rows = await db
      .selectFrom('staff_passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('staff_id', '=', staffOf(c).staffId)
      .orderBy('id')
      .execute();
    return {
      passkeys: rows.map((r) => ({
        id: r.id,
        name: r.name,
        created_at: new Date(r.created_at).toISOString(),
        last_used_at: iso(r.last_used_at),
      })),
    };
  });

  register(app, getConsolePasskeyRegistrationOptions, async ({ c }) => {
    const { challengeId, options } = await registrationOptions(
      db,
      relyingParty(deps.publicOrigin),
      staffOf(c),
      deps.now(),
    );
    return { challenge_id: challengeId, options: webauthnJson.options(options) };
  });

  register(app, addConsolePasskey, async ({ c, body }) => {
    const staff = staffOf(c);
    const input = await body();
    const now = deps.now();
    const added = await registerPasskey(
      db,
      relyingParty(deps.publicOrigin),
      {
        staffId: staff.staffId,
        challengeId: input.challenge_id,
        response: webauthnJson.registration(input.credential),
        name: input.name,
      },
      now,
    );
    if (!added) throw notAllowed('The passkey could not be verified. Please try again.');
    await upgradeStaffSession(db, staff.sessionId);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'account.passkey_add',
      target: `staff:${staff.staffId}`,
      before: undefined,
      after: { passkey: added.id, name: input.name },
      at: now,
    });
    return c.json(
      { id: added.id, name: input.name, created_at: now.toISOString(), last_used_at: null },
      201,
    );
  });

  register(app, removeConsolePasskey, async ({ c, params }) => {
    const staff = staffOf(c);
    const id = Number(params.id);
    const removed = Number.isInteger(id)
      ? await db
          .deleteFrom('staff_passkeys')
          .where('id', '=', id)
          .where('staff_id', '=', staff.staffId)
          .returning('name')
          .executeTakeFirst()
      : undefined;
    if (!removed) throw notFound(`passkey ${params.id}`);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'account.passkey_remove',
      target: `staff:${staff.staffId}`,
      before: { passkey: id, name: removed.name },
      after: undefined,
      at: deps.now(),
    });
    return c.body(null, 204);
  });

  register(app, enrolConsoleTotp, async ({ c }) => {
    const staff = staffOf(c);
    const brand = await db
      .selectFrom('brands')
      .select('name')
      .where('id', '=', staff.brandId)
      .executeTakeFirstOrThrow();
    const enrolment = await enrolTotp(db, staff, brand.name, deps.now());
    if (!enrolment) throw conflict('An authenticator app is already set up; turn it off first.');
    return {
      secret: enrolment.secret,
      otpauth_url: enrolment.otpauthUrl,
      qr_data_uri: enrolment.qrDataUri,
    };
  });

  register(app, confirmConsoleTotp, async ({ c, body }) => {
    const staff = staffOf(c);
    const { code } = await body();
    const now = deps.now();
    let codes: string[] | undefined;
    await limiters.secondFactor.guard(c, `staff:${staff.staffId}`, async () => {
      codes = await confirmTotp(db, staff.staffId, code, now);
      return codes !== undefined;
    });
    if (!codes)
      throw notAllowed('The code is not right. Check the time on your device and try again.');
    await upgradeStaffSession(db, staff.sessionId);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'account.totp_enable',
      target: `staff:${staff.staffId}`,
      before: { totp: false },
      after: { totp: true },
      at: now,
    });
    return { recovery_codes: codes };
  });

  register(app, disableConsoleTotp, async ({ c, body }) => {
    const staff = staffOf(c);
    const input = await body();
    const now = deps.now();
    const right = await limiters.secondFactor.guard(c, `staff:${staff.staffId}`, () =>
      'code' in input
        ? verifyTotpCode(db, staff.staffId, input.code, now)
        : useRecoveryCode(db, staff.staffId, input.recovery_code, now),
    );
    if (!right) throw notAllowed('The code is not right.');
    await db.transaction().execute(async (trx) => {
      await disableTotp(trx, staff.staffId);
      await recordAudit(trx, {
        staff,
        hotelId: null,
        action: 'account.totp_disable',
        target: `staff:${staff.staffId}`,
        before: { totp: true },
        after: { totp: false },
        at: now,
      });
    });
    return c.body(null, 204);
  });
}
