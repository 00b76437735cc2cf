import { generate } from 'otplib';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import {
  ConsoleSignInResponseSchema,
  PasskeyListResponseSchema,
  PasskeyOptionsResponseSchema,
  RecoveryCodesResponseSchema,
  TotpEnrolResponseSchema,
} from '../../../src/api/contract/console/auth.ts';
import { ConsoleSessionResponseSchema } from '../../../src/api/contract/console/session.ts';
import { DEMO_CONSOLE_STAFF } from '../../db/seed/console-staff.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { softwareAuthenticator } from '../../test/software-authenticator.ts';
import { headersFromSignIn, signedInStaff } from '../../test/staff.ts';

const PASSWORD = 'Console-pass-1';
const ORIGIN = 'https://book.test';

async function signIn(ctx: TestContext, email: string, password = PASSWORD) {
  return ctx.call('POST', '/api/v1/console/sign-in', { email, password });
}

describeOnDatabases('console sign-in', (ctx) => {
  it('signs in the demo staff of the seed with their printed passwords', async () => {
    for (const member of DEMO_CONSOLE_STAFF) {
      const res = await signIn(ctx(), member.email, member.password);
      const session = data(
        await ctx().call('GET', '/api/v1/console/session', undefined, headersFromSignIn(res)),
        ConsoleSessionResponseSchema,
      );
      expect(session.staff.role).toBe(member.role);
      expect(session.brand.code).toBe('sakura');
    }
  });

  it('signs in with a password alone when the member has no second factor', async () => {
    const staff = await signedInStaff(ctx(), { role: 'manager', password: PASSWORD });
    const res = await signIn(ctx(), staff.email.toUpperCase());
    const answer = data(res, ConsoleSignInResponseSchema);
    expect(answer.status).toBe('signed_in');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-console_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    const headers = headersFromSignIn(res);
    if (answer.status === 'signed_in') expect(headers['X-CSRF-Token']).toBe(answer.csrf_token);
    const session = data(
      await ctx().call('GET', '/api/v1/console/session', undefined, headers),
      ConsoleSessionResponseSchema,
    );
    expect(session.staff.email).toBe(staff.email);
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const staff = await signedInStaff(ctx(), { role: 'manager', password: PASSWORD });
    const wrong = await signIn(ctx(), staff.email, 'Wrong-pass-1');
    const unknown = await signIn(ctx(), 'nobody@staff.test');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(apiError(res).code).toBe(9401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('limits wrong passwords per account and address (429 with Retry-After)', async () => {
    const staff = await signedInStaff(ctx(), { role: 'front_desk', password: PASSWORD });
    const app = ctx().appWith({});
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx().call(
        'POST',
        '/api/v1/console/sign-in',
        { email: staff.email, password: `Wrong-${i}a` },
        {},
        app,
      );
      expect(res.status).toBe(401);
    }
    const limited = await ctx().call(
      'POST',
      '/api/v1/console/sign-in',
      { email: staff.email, password: PASSWORD },
      {},
      app,
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a write from another origin before anything else', async () => {
    const res = await ctx().call(
      'POST',
      '/api/v1/console/sign-in',
      { email: 'x@staff.test', password: PASSWORD },
      { Origin: 'https://evil.test' },
    );
    expect(res.status).toBe(403);
    expect(apiError(res).code).toBe(9444);
  });

  it('sets up an authenticator app, then asks for its code (or a recovery code) at sign-in', async () => {
    let at = Date.now();
    const app = ctx().appWith({ now: () => new Date(at) });
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      ctx().call(method, path, body, headers, app);
    const staff = await signedInStaff(ctx(), { role: 'marketing', password: PASSWORD });
    const enrolment = data(
      await call('POST', '/api/v1/console/account/totp', undefined, staff.headers),
      TotpEnrolResponseSchema,
    );
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qr_data_uri).toMatch(/^data:image\/svg\+xml;base64,/);
    const codeAt = (ms: number) =>
      generate({ secret: enrolment.secret, epoch: Math.floor(ms / 1000) });
    const wrong = await call(
      'POST',
      '/api/v1/console/account/totp/confirm',
      { code: '000000' },
      staff.headers,
    );
    expect(wrong.status).toBe(422);
    const { recovery_codes } = data(
      await call(
        'POST',
        '/api/v1/console/account/totp/confirm',
        { code: await codeAt(at) },
        staff.headers,
      ),
      RecoveryCodesResponseSchema,
    );
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    // Set up already: a second enrolment is refused.
    expect(
      (await call('POST', '/api/v1/console/account/totp', undefined, staff.headers)).status,
    ).toBe(409);

    at += 30_000;
    const first = data(
      await call('POST', '/api/v1/console/sign-in', { email: staff.email, password: PASSWORD }),
      ConsoleSignInResponseSchema,
    );
    if (first.status !== 'second_factor') throw new Error('expected the second step');
    expect(first.methods).toEqual(['totp']);
    const bad = await call('POST', '/api/v1/console/sign-in/totp', {
      ticket: first.ticket,
      code: '123456',
    });
    expect(apiError(bad).code).toBe(9401);
    const code = await codeAt(at);
    const good = await call('POST', '/api/v1/console/sign-in/totp', { ticket: first.ticket, code });
    expect(data(good, ConsoleSignInResponseSchema).status).toBe('signed_in');
    // The ticket is spent, and the same code is not taken twice.
    const again = await call('POST', '/api/v1/console/sign-in/totp', {
      ticket: first.ticket,
      code,
    });
    expect(apiError(again).code).toBe(9441);
    const second = data(
      await call('POST', '/api/v1/console/sign-in', { email: staff.email, password: PASSWORD }),
      ConsoleSignInResponseSchema,
    );
    if (second.status !== 'second_factor') throw new Error('expected the second step');
    expect(
      (await call('POST', '/api/v1/console/sign-in/totp', { ticket: second.ticket, code })).status,
    ).toBe(401);

    const recovery = recovery_codes[0] ?? '';
    const byRecovery = await call('POST', '/api/v1/console/sign-in/totp', {
      ticket: second.ticket,
      recovery_code: ` ${recovery.toUpperCase()} `,
    });
    expect(data(byRecovery, ConsoleSignInResponseSchema).status).toBe('signed_in');
    const third = data(
      await call('POST', '/api/v1/console/sign-in', { email: staff.email, password: PASSWORD }),
      ConsoleSignInResponseSchema,
    );
    if (third.status !== 'second_factor') throw new Error('expected the second step');
    const reused = await call('POST', '/api/v1/console/sign-in/totp', {
      ticket: third.ticket,
      recovery_code: recovery,
    });
    expect(reused.status).toBe(401);

    // Turning it off takes a code; then the password alone signs in again.
    at += 30_000;
    const off = await call(
      'POST',
      '/api/v1/console/account/totp/disable',
      { code: await codeAt(at) },
      staff.headers,
    );
    expect(off.status).toBe(204);
    const plain = data(
      await call('POST', '/api/v1/console/sign-in', { email: staff.email, password: PASSWORD }),
      ConsoleSignInResponseSchema,
    );
    expect(plain.status).toBe('signed_in');
  });

  it('registers passkeys and signs in with one, after a password or alone', async () => {
    const staff = await signedInStaff(ctx(), { role: 'owner', password: PASSWORD });
    const authenticator = softwareAuthenticator(ORIGIN);
    const regOptions = data(
      await ctx().call(
        'POST',
        '/api/v1/console/account/passkeys/options',
        undefined,
        staff.headers,
      ),
      PasskeyOptionsResponseSchema,
    );
    expect(regOptions.options).toMatchObject({ rp: { id: 'book.test' } });
    const added = await ctx().call(
      'POST',
      '/api/v1/console/account/passkeys',
      {
        challenge_id: regOptions.challenge_id,
        credential: authenticator.register(regOptions.options),
        name: 'Laptop',
      },
      staff.headers,
    );
    expect(added.status).toBe(201);
    // A challenge is spent once.
    const replay = await ctx().call(
      'POST',
      '/api/v1/console/account/passkeys',
      {
        challenge_id: regOptions.challenge_id,
        credential: softwareAuthenticator(ORIGIN).register(regOptions.options),
        name: 'Again',
      },
      staff.headers,
    );
    expect(replay.status).toBe(422);
    const list = data(
      await ctx().call('GET', '/api/v1/console/account/passkeys', undefined, staff.headers),
      PasskeyListResponseSchema,
    );
    expect(list.passkeys.map((p) => p.name)).toEqual(['Laptop']);

    const first = data(await signIn(ctx(), staff.email), ConsoleSignInResponseSchema);
    if (first.status !== 'second_factor') throw new Error('expected the second step');
    expect(first.methods).toEqual(['passkey']);
    const options = data(
      await ctx().call('POST', '/api/v1/console/sign-in/passkey/options', { ticket: first.ticket }),
      PasskeyOptionsResponseSchema,
    );
    expect(options.options).toMatchObject({
      allowCredentials: [{ id: authenticator.credentialId }],
    });
    const signedIn = await ctx().call('POST', '/api/v1/console/sign-in/passkey', {
      ticket: first.ticket,
      challenge_id: options.challenge_id,
      credential: authenticator.authenticate(options.options),
    });
    expect(data(signedIn, ConsoleSignInResponseSchema).status).toBe('signed_in');

    // Alone (a discoverable passkey): no ticket, no password.
    const alone = data(
      await ctx().call('POST', '/api/v1/console/sign-in/passkey/options', {}),
      PasskeyOptionsResponseSchema,
    );
    const res = await ctx().call('POST', '/api/v1/console/sign-in/passkey', {
      challenge_id: alone.challenge_id,
      credential: authenticator.authenticate(alone.options),
    });
    const session = data(
      await ctx().call('GET', '/api/v1/console/session', undefined, headersFromSignIn(res)),
      ConsoleSessionResponseSchema,
    );
    expect(session.staff.id).toBe(staff.staffId);

    // Another site's answer does not verify.
    const foreign = data(
      await ctx().call('POST', '/api/v1/console/sign-in/passkey/options', {}),
      PasskeyOptionsResponseSchema,
    );
    const phished = await ctx().call('POST', '/api/v1/console/sign-in/passkey', {
      challenge_id: foreign.challenge_id,
      credential: softwareAuthenticator('https://evil.test').authenticate(foreign.options),
    });
    expect(phished.status).toBe(401);

    const id = list.passkeys[0]?.id;
    const removed = await ctx().call(
      'DELETE',
      `/api/v1/console/account/passkeys/${id}`,
      undefined,
      staff.headers,
    );
    expect(removed.status).toBe(204);
    expect(
      v.parse(ConsoleSignInResponseSchema, (await signIn(ctx(), staff.email)).body).status,
    ).toBe('signed_in');
  });
});
