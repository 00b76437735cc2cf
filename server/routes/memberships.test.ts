import { expect, it } from 'vitest';
import {
  AcceptedResponseSchema,
  ConfirmResponseSchema,
  MemberResponseSchema,
  MemberTokensSchema,
  ProgramResponseSchema,
  ProgramsResponseSchema,
  SignInButtonSettingsSchema,
  SignUpAcceptedSchema,
} from '../../src/api/contract/index.ts';
import { DEMO_MEMBER } from '../db/seed/members.ts';
import { SIGN_IN_POLICY } from '../http/sign-in-limit.ts';
import { issueSignInCode } from '../services/members/sign-in-codes.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import {
  asMember,
  lastMailTo,
  linkParam,
  newMember,
  PASSWORD,
  signIn,
  uniqueEmail,
  widgetSession,
} from '../test/members.ts';

const HOUR = 3_600_000;

const signUpBody = (email: string, password = PASSWORD) => ({
  email,
  password,
  password_confirmation: password,
  first_name: 'Taro',
  last_name: 'Suzuki',
  accepts_promotion_emails: true,
  terms_accepted: true,
  locale: 'ja',
  return_path: '/hotels/sakura-tokyo/rooms',
});

describeOnDatabases('memberships: sign-up, confirmation, sign-in', (get) => {
  it('signs up, mails a single-use link, and signs in on confirmation', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const email = uniqueEmail('Signup').toUpperCase();
    const res = await ctx.call('POST', '/api/v1/memberships/sign_up', signUpBody(email), h);
    expect(res.status).toBe(202);
    expect(data(res, AcceptedResponseSchema).data.status).toBe('accepted');
    const mail = lastMailTo(ctx, email.toLowerCase());
    expect(mail.subject).toContain('Sakura Hotels');
    expect(mail.text).toContain('https://book.test/member-confirmation?confirmation_token=');
    expect(linkParam(mail, 'code')).toBe('sakura-tokyo');
    expect(linkParam(mail, 'locale')).toBe('ja');
    expect(mail.text).toContain('さくらクラブ');

    // Not confirmed yet: refused exactly like an unknown address.
    const early = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email, password: PASSWORD },
      h,
    );
    const unknown = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: uniqueEmail('nobody'), password: PASSWORD },
      h,
    );
    expect(early.status).toBe(401);
    expect(early.body).toEqual(unknown.body);
    expect(apiError(early).code).toBe(9401);

    const token = linkParam(mail, 'confirmation_token');
    const confirmed = data(
      await ctx.call('POST', '/api/v1/memberships/confirm', { confirmation_token: token }, h),
      ConfirmResponseSchema,
    ).data;
    expect(confirmed.confirmed).toBe('sign_up');
    expect(confirmed.return_path).toBe('/hotels/sakura-tokyo/rooms');
    expect(confirmed.user).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Taro',
      locale: 'ja',
      provider: 'email',
      program_name: 'さくらクラブ',
      can_update_profile: true,
      has_password: true,
      accepts_promotion_emails: true,
    });
    expect(confirmed.user.membership_id).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    expect(confirmed.expires_in).toBe(1800);

    const me = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(session, confirmed.access_token),
    );
    expect(data(me, MemberResponseSchema).data.id).toBe(confirmed.user.id);

    const again = await ctx.call(
      'POST',
      '/api/v1/memberships/confirm',
      { confirmation_token: token },
      h,
    );
    expect(again.status).toBe(409);
    expect(apiError(again).code).toBe(1402);

    const tokens = await signIn(ctx, session, email, PASSWORD);
    expect(tokens.user.id).toBe(confirmed.user.id);
  });

  it('answers a sign-up of a registered address alike and mails its owner instead', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const member = await newMember(ctx, session);
    const fresh = uniqueEmail('fresh');
    const known = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up',
      signUpBody(member.email),
      h,
    );
    const unknown = await ctx.call('POST', '/api/v1/memberships/sign_up', signUpBody(fresh), h);
    expect(known.status).toBe(202);
    // Alike but for the sign-in claim, random either way (sign-up-claims.ts).
    const shape = (res: typeof known) => {
      const { sign_in_claim, ...rest } = data(res, SignUpAcceptedSchema).data;
      return { ...rest, claim: sign_in_claim.length };
    };
    expect(shape(known)).toEqual(shape(unknown));
    expect(Object.keys(known.body as object)).toEqual(Object.keys(unknown.body as object));
    const mail = lastMailTo(ctx, member.email);
    expect(mail.subject).toContain('already have an account');
    expect(mail.text).not.toContain('confirmation_token');
    expect(mail.text).toContain('/forgot-password?code=sakura-tokyo');
    // The existing password still works; the sign-up changed nothing.
    await signIn(ctx, session, member.email, member.password);
  });

  it('refuses an expired confirmation link with 1401 and resends a new one', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const email = uniqueEmail('late');
    await ctx.call('POST', '/api/v1/memberships/sign_up', signUpBody(email), h);
    const token = linkParam(lastMailTo(ctx, email), 'confirmation_token');
    const later = ctx.appWith({ now: () => new Date(Date.now() + 25 * HOUR) });
    const expired = await ctx.call(
      'POST',
      '/api/v1/memberships/confirm',
      { confirmation_token: token },
      { 'x-client-session': await widgetSession(ctx, 'sakura-tokyo', later) },
      later,
    );
    expect(expired.status).toBe(410);
    expect(apiError(expired).code).toBe(1401);

    const resend = await ctx.call('POST', '/api/v1/memberships/resend_confirm_email', { email }, h);
    const resendUnknown = await ctx.call(
      'POST',
      '/api/v1/memberships/resend_confirm_email',
      { email: uniqueEmail('ghost') },
      h,
    );
    expect(resend.status).toBe(202);
    expect(resend.body).toEqual(resendUnknown.body);
    const second = linkParam(lastMailTo(ctx, email), 'confirmation_token');
    expect(second).not.toBe(token);
    const ok = await ctx.call(
      'POST',
      '/api/v1/memberships/confirm',
      { confirmation_token: second },
      h,
    );
    expect(ok.status).toBe(200);
    const unknownToken = await ctx.call(
      'POST',
      '/api/v1/memberships/confirm',
      { confirmation_token: 'x'.repeat(43) },
      h,
    );
    expect(unknownToken.status).toBe(404);
  });

  it('needs a client session for the brand', async () => {
    const ctx = get();
    const res = await ctx.call('POST', '/api/v1/memberships/sign_up', signUpBody(uniqueEmail('x')));
    expect(res.status).toBe(403);
    expect(apiError(res).code).toBe(4000);
  });

  it('validates the password rule and the confirmation', async () => {
    const ctx = get();
    const h = { 'x-client-session': await widgetSession(ctx) };
    const weak = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up',
      signUpBody(uniqueEmail('w'), 'password'),
      h,
    );
    expect(apiError(weak)).toMatchObject({ code: 1000, payload: { field: 'password' } });
    const mismatch = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up',
      { ...signUpBody(uniqueEmail('m')), password_confirmation: 'Other2026pw' },
      h,
    );
    expect(apiError(mismatch)).toMatchObject({
      code: 1000,
      payload: { field: 'password_confirmation' },
    });
  });

  it('signs the demo member in, upgrading a hash made at another cost', async () => {
    const ctx = get();
    const storedHash = async () =>
      (
        await ctx.handle.db
          .selectFrom('members')
          .select('password_hash')
          .where('email', '=', DEMO_MEMBER.email)
          .executeTakeFirstOrThrow()
      ).password_hash;
    // Seeded at the production cost; the test app hashes at a cheap one (harness.ts).
    expect(await storedHash()).toMatch(/^scrypt\$32768\$8\$3\$/);
    const session = await widgetSession(ctx);
    const tokens = await signIn(ctx, session, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(tokens.user.program_name).toBe('Sakura Club');
    expect(tokens.user.membership_id).toBe(DEMO_MEMBER.membership_id);
    expect(await storedHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
    await signIn(ctx, session, DEMO_MEMBER.email, DEMO_MEMBER.password);
  });

  // From one address (app.request has none: all these calls count as one); the owner from
  // another address is not refused (http/sign-in-limit.test.ts).
  it('throttles wrong passwords per account and address with 429 and Retry-After, known or not', async () => {
    const ctx = get();
    const app = ctx.appWith({});
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const member = await newMember(ctx, session);
    for (const email of [member.email, uniqueEmail('unknown')]) {
      for (let i = 0; i < SIGN_IN_POLICY.perPair; i++) {
        const res = await ctx.call(
          'POST',
          '/api/v1/memberships/sign_in',
          { email, password: 'Wrong2026pw' },
          h,
          app,
        );
        expect(apiError(res).code).toBe(9401);
      }
      const limited = await ctx.call(
        'POST',
        '/api/v1/memberships/sign_in',
        { email, password: member.password },
        h,
        app,
      );
      expect(limited.status).toBe(429);
      expect(apiError(limited).code).toBe(9429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Fifteen minutes later the account signs in again.
    const later = ctx.appWith({ now: () => new Date(Date.now() + 16 * 60_000) });
    const ok = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: member.email, password: member.password },
      h,
      later,
    );
    expect(ok.status).toBe(200);
    // A dozen scrypt hashes by design (each wrong password is checked in full): on a loaded
    // 2-core machine that passed 20 s once.
  }, 60_000);

  it('throttles one client address trying many accounts', async () => {
    const ctx = get();
    const app = ctx.appWith({});
    const session = await widgetSession(ctx);
    const env = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    const attempt = (email: string) =>
      app.request(
        '/api/v1/memberships/sign_in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-session': session },
          body: JSON.stringify({ email, password: 'Wrong2026pw' }),
        },
        env,
      );
    for (let i = 0; i < SIGN_IN_POLICY.perAddress; i++)
      expect((await attempt(uniqueEmail(`a${i}`))).status).toBe(401);
    const limited = await attempt(uniqueEmail('last'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  }, 60_000);

  it('rotates refresh tokens and revokes the session when an old one comes back', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const first = await newMember(ctx, session);
    const refresh = (token: string) =>
      ctx.call(
        'POST',
        '/api/v1/memberships/tokens',
        { grant_type: 'refresh_token', refresh_token: token },
        h,
      );
    const second = data(await refresh(first.refresh_token), MemberTokensSchema).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    // The old access token went with the rotation.
    const old = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(session, first.access_token),
    );
    expect(apiError(old).code).toBe(1400);
    expect(
      (await ctx.call('GET', '/api/v1/user/me', undefined, asMember(session, second.access_token)))
        .status,
    ).toBe(200);
    // A replayed refresh token: refused, and the whole session is gone.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(apiError(replay).code).toBe(1400);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect(
      (await ctx.call('GET', '/api/v1/user/me', undefined, asMember(session, second.access_token)))
        .status,
    ).toBe(401);
  });

  it('expires access tokens after 30 minutes; the refresh token still works', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const later = ctx.appWith({ now: () => new Date(Date.now() + 31 * 60_000) });
    const me = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(session, member.access_token),
      later,
    );
    expect(me.status).toBe(401);
    const refreshed = await ctx.call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'refresh_token', refresh_token: member.refresh_token },
      { 'x-client-session': session },
      later,
    );
    expect(refreshed.status).toBe(200);
  });

  it('redeems a one-time sign-in code once (custom_authentication_code)', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const member = await newMember(ctx, session);
    const code = await issueSignInCode(ctx.handle.db, new Date(), {
      id: member.user.id,
      brand_id: member.user.hotel_brand_id,
    });
    const grant = { grant_type: 'custom_authentication_code', code };
    const ok = await ctx.call('POST', '/api/v1/memberships/tokens', grant, h);
    expect(data(ok, MemberTokensSchema).data.user.id).toBe(member.user.id);
    const again = await ctx.call('POST', '/api/v1/memberships/tokens', grant, h);
    expect(apiError(again).code).toBe(1400);
    const stale = await issueSignInCode(ctx.handle.db, new Date(Date.now() - 61_000), {
      id: member.user.id,
      brand_id: member.user.hotel_brand_id,
    });
    const late = await ctx.call('POST', '/api/v1/memberships/tokens', { ...grant, code: stale }, h);
    expect(late.status).toBe(401);
  });

  it('resets a forgotten password through a one-hour, single-use link', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const h = { 'x-client-session': session };
    const member = await newMember(ctx, session);
    const known = await ctx.call(
      'POST',
      '/api/v1/memberships/start_reset_password_process',
      { email: member.email },
      h,
    );
    const unknown = await ctx.call(
      'POST',
      '/api/v1/memberships/start_reset_password_process',
      { email: uniqueEmail('stranger') },
      h,
    );
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const mail = lastMailTo(ctx, member.email);
    expect(mail.text).toContain('https://book.test/change-password?reset_password_token=');
    const token = linkParam(mail, 'reset_password_token');
    const body = {
      reset_password_token: token,
      password: 'NewPass2026',
      password_confirmation: 'NewPass2026',
    };
    const late = ctx.appWith({ now: () => new Date(Date.now() + 61 * 60_000) });
    const expired = await ctx.call('PUT', '/api/v1/memberships/update_password', body, h, late);
    expect(apiError(expired).code).toBe(1401);
    const reset = data(
      await ctx.call('PUT', '/api/v1/memberships/update_password', body, h),
      MemberTokensSchema,
    ).data;
    expect(reset.user.id).toBe(member.user.id);
    const used = await ctx.call('PUT', '/api/v1/memberships/update_password', body, h);
    expect(apiError(used).code).toBe(1402);
    // The sessions from before the reset are gone; the new password signs in, the old does not.
    expect(
      (await ctx.call('GET', '/api/v1/user/me', undefined, asMember(session, member.access_token)))
        .status,
    ).toBe(401);
    await signIn(ctx, session, member.email, 'NewPass2026');
    const old = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: member.email, password: member.password },
      h,
    );
    expect(old.status).toBe(401);
  });

  it('opens sign-up by an e-mailed setup link (member-registration pages)', async () => {
    const ctx = get();
    const session = await widgetSession(ctx, 'sakura-kyoto');
    const h = { 'x-client-session': session };
    const email = uniqueEmail('open');
    const verify = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up/verify',
      { email, locale: 'ko' },
      h,
    );
    expect(verify.status).toBe(202);
    const mail = lastMailTo(ctx, email);
    expect(mail.text).toContain(
      'https://book.test/member-registration-tripla/sakura-kyoto/open-signup?token=',
    );
    const body = {
      token: linkParam(mail, 'token'),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Jimin',
      last_name: 'Park',
      accepts_promotion_emails: false,
      terms_accepted: true,
    };
    const setup = data(
      await ctx.call('POST', '/api/v1/memberships/setup', body, h),
      MemberTokensSchema,
    ).data;
    expect(setup.user).toMatchObject({ email, locale: 'ko', first_name: 'Jimin' });
    expect(apiError(await ctx.call('POST', '/api/v1/memberships/setup', body, h)).code).toBe(1402);
    await signIn(ctx, session, email, PASSWORD);
  });

  it('answers the sign-in button settings in the eight locales', async () => {
    const ctx = get();
    const res = await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/sign_in_button');
    const button = data(res, SignInButtonSettingsSchema).data;
    expect(button.sign_up_active).toBe(true);
    expect(Object.keys(button.translations)).toHaveLength(8);
  });

  it('answers the programs of the brand', async () => {
    const ctx = get();
    const h = { 'x-client-session': await widgetSession(ctx) };
    const program = data(
      await ctx.call('GET', '/api/v1/memberships/program', undefined, h),
      ProgramResponseSchema,
    ).data;
    expect(program).toMatchObject({ name: 'Sakura Club', sign_up_open: true });
    expect(Object.keys(program.translations).sort()).toEqual(
      ['ar', 'en', 'id', 'ja', 'ko', 'th', 'zh_Hans', 'zh_Hant'].sort(),
    );
    const byId = await ctx.call(
      'GET',
      `/api/v1/memberships/program?id=${program.id}`,
      undefined,
      h,
    );
    expect(data(byId, ProgramResponseSchema).data.id).toBe(program.id);
    const all = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/${program.hotel_brand_id}/membership_programs`,
    );
    expect(data(all, ProgramsResponseSchema).data.map((p) => p.id)).toEqual([program.id]);
    expect(
      (await ctx.call('GET', '/api/v1/memberships/program?id=9999', undefined, h)).status,
    ).toBe(404);
  });
});
