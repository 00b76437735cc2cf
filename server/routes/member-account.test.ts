import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  ConfirmResponseSchema,
  MemberResponseSchema,
  MemberTokensSchema,
  PendingEmailResponseSchema,
  WhoamiResponseSchema,
} from '../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import {
  asMember,
  lastMailTo,
  linkParam,
  newMember,
  signIn,
  uniqueEmail,
  widgetSession,
} from '../test/members.ts';

/** A second brand with its own registered client, for cross-brand refusals. */
async function otherBrandSession(ctx: TestContext): Promise<string> {
  const db = ctx.handle.db;
  const code = `other${Math.floor(Math.random() * 1e9)}`;
  const brand = await db
    .insertInto('brands')
    .values({
      code,
      name: 'Other Hotels',
      settings: JSON.stringify({
        book_languages: ['en'],
        sign_in_active: true,
        sign_up_active: true,
        first_party_domain: null,
        tier: 'pro',
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('api_clients')
    .values({ key: code, secret: `${code}-secret`, brand_id: brand.id })
    .execute();
  const res = await ctx.call('POST', '/identity/api/client_sessions', {
    key: code,
    secret: `${code}-secret`,
  });
  return (res.body as { data: { client_session: string } }).data.client_session;
}

describeOnDatabases('memberships: the signed-in member', (get) => {
  it('shows and updates the profile', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const shown = data(
      await ctx.call('GET', '/api/v1/memberships/show', undefined, h),
      MemberResponseSchema,
    ).data;
    expect(shown).toMatchObject({ email: m.email, pending_email: null, phone: null });
    const updated = await ctx.call(
      'PUT',
      '/api/v1/memberships/update',
      {
        first_name: 'Hanako',
        last_name: 'Sato',
        phone: '+819011112222',
        postal_code: '1000001',
        prefecture_or_state: 'Tokyo',
        street_address: '1-1 Chiyoda',
        accepts_promotion_emails: true,
        locale: 'ja',
      },
      h,
    );
    expect(data(updated, MemberResponseSchema).data).toMatchObject({
      last_name: 'Sato',
      phone: '+819011112222',
      postal_code: '1000001',
      locale: 'ja',
      accepts_promotion_emails: true,
      building_name_and_number: null,
    });
    const bad = await ctx.call(
      'PUT',
      '/api/v1/memberships/update',
      { first_name: 'A', last_name: 'B', phone: 'call me' },
      h,
    );
    expect(apiError(bad)).toMatchObject({ code: 1000, payload: { field: 'phone' } });
    const anonymous = await ctx.call('GET', '/api/v1/memberships/show', undefined, {
      'x-client-session': session,
    });
    expect(anonymous.status).toBe(401);
    expect(apiError(anonymous).code).toBe(1400);
  });

  it('refuses profile changes when the program does not allow them', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    await ctx.handle.db
      .updateTable('membership_programs')
      .set({ update_member_profile_enabled: false })
      .where('id', '=', m.user.program_id)
      .execute();
    try {
      const res = await ctx.call(
        'PUT',
        '/api/v1/memberships/update',
        { first_name: 'A', last_name: 'B' },
        asMember(session, m.access_token),
      );
      expect(res.status).toBe(422);
      const me = await ctx.call(
        'GET',
        '/api/v1/user/me',
        undefined,
        asMember(session, m.access_token),
      );
      expect(data(me, MemberResponseSchema).data.can_update_profile).toBe(false);
    } finally {
      await ctx.handle.db
        .updateTable('membership_programs')
        .set({ update_member_profile_enabled: true })
        .where('id', '=', m.user.program_id)
        .execute();
    }
  });

  it('changes the login e-mail after verification at the new address and tells the old one', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const next = uniqueEmail('moved');
    const wrong = await ctx.call(
      'PUT',
      '/api/v1/memberships/update_email',
      { email: next, current_password: 'Wrong2026pw' },
      h,
    );
    expect(wrong.status).toBe(422);
    expect(apiError(wrong)).toMatchObject({ code: 9401, payload: { field: 'current_password' } });
    const res = await ctx.call(
      'PUT',
      '/api/v1/memberships/update_email',
      { email: next, current_password: m.password },
      h,
    );
    expect(res.status).toBe(202);
    expect(data(res, PendingEmailResponseSchema).data.pending_email).toBe(next);
    expect(lastMailTo(ctx, m.email).text).toContain(next);
    const first = linkParam(lastMailTo(ctx, next), 'confirmation_token');
    const resent = await ctx.call('POST', '/api/v1/memberships/resend_confirmation', undefined, h);
    expect(resent.status).toBe(202);
    const token = linkParam(lastMailTo(ctx, next), 'confirmation_token');
    expect(token).not.toBe(first);
    expect(
      apiError(
        await ctx.call('POST', '/api/v1/memberships/confirm', { confirmation_token: first }, h),
      ).code,
    ).toBe(1402);
    const confirmed = data(
      await ctx.call(
        'POST',
        '/api/v1/memberships/confirm',
        { confirmation_token: token },
        { 'x-client-session': session },
      ),
      ConfirmResponseSchema,
    ).data;
    expect(confirmed).toMatchObject({
      confirmed: 'email_update',
      user: { email: next, pending_email: null },
    });
    await signIn(ctx, session, next, m.password);
    const old = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: m.email, password: m.password },
      { 'x-client-session': session },
    );
    expect(old.status).toBe(401);
  });

  it("answers an e-mail change to another member's address alike, without a link", async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const a = await newMember(ctx, session);
    const b = await newMember(ctx, session);
    const res = await ctx.call(
      'PUT',
      '/api/v1/memberships/update_email',
      { email: b.email, current_password: a.password },
      asMember(session, a.access_token),
    );
    expect(res.status).toBe(202);
    expect(lastMailTo(ctx, b.email).text).not.toContain('confirmation_token');
  });

  it('changes the password: other sessions revoked, a fresh one answered', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const other = await signIn(ctx, session, m.email, m.password);
    const h = asMember(session, m.access_token);
    const same = await ctx.call(
      'PUT',
      '/api/v1/memberships/update_password',
      { current_password: m.password, password: m.password, password_confirmation: m.password },
      h,
    );
    expect(apiError(same).code).toBe(1302);
    const wrong = await ctx.call(
      'PUT',
      '/api/v1/memberships/update_password',
      {
        current_password: 'Wrong2026pw',
        password: 'Fresh2026pw',
        password_confirmation: 'Fresh2026pw',
      },
      h,
    );
    expect(apiError(wrong)).toMatchObject({ code: 9401, status: 422 });
    const changed = data(
      await ctx.call(
        'PUT',
        '/api/v1/memberships/update_password',
        {
          current_password: m.password,
          password: 'Fresh2026pw',
          password_confirmation: 'Fresh2026pw',
        },
        h,
      ),
      MemberTokensSchema,
    ).data;
    for (const token of [m.access_token, other.access_token])
      expect(
        (await ctx.call('GET', '/api/v1/user/me', undefined, asMember(session, token))).status,
      ).toBe(401);
    expect(
      (await ctx.call('GET', '/api/v1/user/me', undefined, asMember(session, changed.access_token)))
        .status,
    ).toBe(200);
    await signIn(ctx, session, m.email, 'Fresh2026pw');
  });

  it('signs out: the session is revoked, a second sign-out is 1400', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const out = await ctx.call('POST', '/api/v1/memberships/sign_out', undefined, h);
    expect(out.status).toBe(200);
    const again = await ctx.call('POST', '/api/v1/memberships/sign_out', undefined, h);
    expect(again.status).toBe(401);
    expect(apiError(again).code).toBe(1400);
    const refresh = await ctx.call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'refresh_token', refresh_token: m.refresh_token },
      { 'x-client-session': session },
    );
    expect(refresh.status).toBe(401);
    const who = data(
      await ctx.call('GET', '/api/v1/tripla_session/whoami', undefined, h),
      WhoamiResponseSchema,
    ).data;
    expect(who).toMatchObject({ signed_in: false, user_id: null });
  });

  it('answers whoami for a live session', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const who = data(
      await ctx.call(
        'GET',
        '/api/v1/tripla_session/whoami',
        undefined,
        asMember(session, m.access_token),
      ),
      WhoamiResponseSchema,
    ).data;
    expect(who).toEqual({
      signed_in: true,
      user_id: m.user.id,
      hotel_brand_id: m.user.hotel_brand_id,
    });
  });

  it("refuses a member token with another brand's client session (3402)", async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const other = await otherBrandSession(ctx);
    const res = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(other, m.access_token),
    );
    expect(res.status).toBe(403);
    expect(apiError(res).code).toBe(3402);
    const refresh = await ctx.call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'refresh_token', refresh_token: m.refresh_token },
      { 'x-client-session': other },
    );
    expect(apiError(refresh).code).toBe(3402);
    // Not spent by the refused attempt.
    const ok = await ctx.call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'refresh_token', refresh_token: m.refresh_token },
      { 'x-client-session': session },
    );
    expect(ok.status).toBe(200);
  });

  it('switches to a program of the brand only', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const same = await ctx.call(
      'POST',
      '/api/v1/memberships/switch',
      { program_id: m.user.program_id },
      h,
    );
    expect(data(same, MemberResponseSchema).data.program_id).toBe(m.user.program_id);
    const foreign = await ctx.call('POST', '/api/v1/memberships/switch', { program_id: 999999 }, h);
    expect(apiError(foreign)).toMatchObject({ code: 1000, payload: { field: 'program_id' } });
  });

  it('deletes the account: data removed, sessions revoked, never signs in again', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const noPassword = await ctx.call(
      'POST',
      '/api/v1/memberships/cancel',
      { reason: 'not_used' },
      h,
    );
    expect(apiError(noPassword)).toMatchObject({
      code: 1000,
      payload: { field: 'current_password' },
    });
    const res = await ctx.call(
      'POST',
      '/api/v1/memberships/cancel',
      { reason: 'other', details: 'Moving abroad', current_password: m.password },
      h,
    );
    expect(res.status).toBe(200);
    expect(lastMailTo(ctx, m.email).subject).toContain('deleted');
    expect((await ctx.call('GET', '/api/v1/user/me', undefined, h)).status).toBe(401);
    const signInAgain = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: m.email, password: m.password },
      { 'x-client-session': session },
    );
    expect(apiError(signInAgain).code).toBe(9401);
    const row = await ctx.handle.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: '',
      first_name: '',
      password_hash: null,
      deletion_reason: 'other',
      deletion_details: 'Moving abroad',
    });
    expect(row.deleted_at).not.toBeNull();
    // The address can join again, as a new account.
    const again = await newMember(ctx, session, m.email);
    expect(again.user.id).not.toBe(m.user.id);
  });

  it('never writes passwords or tokens to the request log', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const refreshed = data(
      await ctx.call(
        'POST',
        '/api/v1/memberships/tokens',
        { grant_type: 'refresh_token', refresh_token: m.refresh_token },
        { 'x-client-session': session },
      ),
      MemberTokensSchema,
    ).data;
    await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: m.email, password: 'Wrong2026pw' },
      { 'x-client-session': session },
    );
    const log = JSON.stringify(ctx.logs);
    expect(ctx.logs.some((l) => l.path === '/api/v1/memberships/sign_in')).toBe(true);
    for (const secret of [
      m.password,
      'Wrong2026pw',
      m.access_token,
      m.refresh_token,
      refreshed.refresh_token,
      session,
    ])
      expect(log).not.toContain(secret);
    const stored = JSON.stringify(
      (
        await sql`SELECT * FROM member_sessions WHERE member_id = ${m.user.id}`.execute(
          ctx.handle.db,
        )
      ).rows,
    );
    expect(stored).not.toContain(m.access_token);
    expect(stored).not.toContain(refreshed.refresh_token);
  });
});
