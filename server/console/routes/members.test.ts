import { expect, it } from 'vitest';
import {
  AdjustMemberPointsAnswerSchema,
  ConsoleLedgerSchema,
  ConsoleMemberAnswerSchema,
  ConsoleMemberListSchema,
  ConsoleMemberMailedSchema,
  ConsoleMemberStatusAnswerSchema,
  ConsoleProgramAnswerSchema,
  ConsoleProgramListSchema,
} from '../../../src/api/contract/console/members.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import {
  asMember,
  lastMailTo,
  linkParam,
  newMember,
  PASSWORD,
  uniqueEmail,
  widgetSession,
} from '../../test/members.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const MEMBERS = '/api/v1/console/members';

async function findOne(ctx: TestContext, headers: Record<string, string>, q: string) {
  const found = data(
    await ctx.call('GET', `${MEMBERS}?q=${encodeURIComponent(q)}`, undefined, headers),
    ConsoleMemberListSchema,
  );
  return found.data;
}

async function auditOf(ctx: TestContext, staffId: number) {
  return ctx.handle.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'before', 'after'])
    .where('actor_staff_id', '=', staffId)
    .orderBy('id')
    .execute();
}

describeOnDatabases('console: members', (get) => {
  it('finds a member, opens them, and adds and takes points with a reason as new ledger rows', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const session = await widgetSession(ctx);
    const email = uniqueEmail('console-member');
    const signedUp = await newMember(ctx, session, email);
    const row = await ctx.handle.db
      .selectFrom('members')
      .select(['id', 'membership_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('saved_cards')
      .values({
        member_id: row.id,
        gateway: 'test',
        customer_token: 'cus_secret_token_123',
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
      })
      .execute();

    // By any part of the address, the name, or the membership number's digits.
    for (const q of [email.toUpperCase(), 'hanako yamada', row.membership_id.replace(/-/g, '')]) {
      const found = await findOne(ctx, manager.headers, q);
      expect(
        found.map((m) => m.id),
        q,
      ).toContain(row.id);
    }
    expect(await findOne(ctx, manager.headers, `${email}-nobody`)).toEqual([]);

    const opened = data(
      await ctx.call('GET', `${MEMBERS}/${row.id}`, undefined, manager.headers),
      ConsoleMemberAnswerSchema,
    ).data;
    expect(opened).toMatchObject({
      email,
      first_name: 'Hanako',
      status: 'active',
      program: { name: 'Sakura Club' },
      points: { enabled: true, balance: 0 },
      cards: [{ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }],
    });
    expect(JSON.stringify(opened)).not.toMatch(/cus_secret|password_hash/);

    const added = data(
      await ctx.call(
        'POST',
        `${MEMBERS}/${row.id}/points`,
        { points: 500, reason: 'Apology for the noisy room' },
        manager.headers,
      ),
      AdjustMemberPointsAnswerSchema,
    ).data;
    expect(added.balance).toBe(500);
    expect(added.entry).toMatchObject({
      kind: 'gained',
      points: 500,
      adjustment: { reason: 'Apology for the noisy room', by: manager.email },
    });
    // Taking more than the balance is refused; taking part of it is a `spent` row.
    const tooMuch = await ctx.call(
      'POST',
      `${MEMBERS}/${row.id}/points`,
      { points: -600, reason: 'Correction' },
      manager.headers,
    );
    expect(tooMuch.status).toBe(422);
    expect(apiError(tooMuch).code).toBe(2401);
    const zero = await ctx.call(
      'POST',
      `${MEMBERS}/${row.id}/points`,
      { points: 0, reason: 'Nothing' },
      manager.headers,
    );
    expect(zero.status).toBe(400);
    const taken = data(
      await ctx.call(
        'POST',
        `${MEMBERS}/${row.id}/points`,
        { points: -200, reason: 'Given twice by mistake' },
        manager.headers,
      ),
      AdjustMemberPointsAnswerSchema,
    ).data;
    expect(taken).toMatchObject({ balance: 300, entry: { kind: 'spent', points: -200 } });

    const ledger = data(
      await ctx.call('GET', `${MEMBERS}/${row.id}/points`, undefined, manager.headers),
      ConsoleLedgerSchema,
    ).data;
    expect(ledger.map((e) => [e.kind, e.points, e.adjustment?.reason])).toEqual([
      ['spent', -200, 'Given twice by mistake'],
      ['gained', 500, 'Apology for the noisy room'],
    ]);
    // The member sees the same balance in the widget.
    const point = await ctx.call(
      'GET',
      '/api/v1/memberships/point',
      undefined,
      asMember(session, signedUp.access_token),
    );
    expect(JSON.stringify(point.body)).toContain('"total_point":300');
    // The ledger is append-only, the reasons too.
    await expect(
      ctx.handle.db.updateTable('point_adjustments').set({ reason: 'edited' }).execute(),
    ).rejects.toThrow(/append-only/);

    const audit = await auditOf(ctx, manager.staffId);
    // Opening the member is recorded (what was shown, by counts), as the guest-data lookup is.
    expect(audit.map((a) => [a.action, a.target])).toEqual([
      ['member.view', `member:${row.membership_id}`],
      ['member.points_adjust', `member:${row.membership_id}`],
      ['member.points_adjust', `member:${row.membership_id}`],
    ]);
    expect(audit[0]?.after).toEqual({ reservations: 0, coupons: 0, vouchers: 0, cards: 1 });
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('blocks a member: sessions end, sign-in is refused with 1301; unblocked, they sign in again', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const id = member.user.id;
    const signIn = () =>
      ctx.call(
        'POST',
        '/api/v1/memberships/sign_in',
        { email: member.email, password: PASSWORD },
        { 'x-client-session': session },
      );

    const blocked = await ctx.call(
      'POST',
      `${MEMBERS}/${id}/block`,
      { reason: 'Chargebacks on three bookings' },
      owner.headers,
    );
    expect(data(blocked, ConsoleMemberStatusAnswerSchema).data.status).toBe('blocked');
    const me = await ctx.call(
      'GET',
      '/api/v1/memberships/show',
      undefined,
      asMember(session, member.access_token),
    );
    expect(me.status).toBe(401);
    const refresh = await ctx.call(
      'POST',
      '/api/v1/memberships/tokens',
      { grant_type: 'refresh_token', refresh_token: member.refresh_token },
      { 'x-client-session': session },
    );
    expect(refresh.status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(apiError(refused)).toMatchObject({ code: 1301, payload: { reason: 'blocked' } });
    // A wrong password still answers as a wrong password: a block tells nobody else anything.
    const wrong = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: member.email, password: 'Wrong2026pw' },
      { 'x-client-session': session },
    );
    expect(apiError(wrong).code).toBe(9401);

    const opened = data(
      await ctx.call('GET', `${MEMBERS}/${id}`, undefined, owner.headers),
      ConsoleMemberAnswerSchema,
    ).data;
    expect(opened).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Chargebacks on three bookings',
    });
    expect((await findOne(ctx, owner.headers, member.email))[0]?.status).toBe('blocked');

    const unblocked = await ctx.call('POST', `${MEMBERS}/${id}/unblock`, {}, owner.headers);
    expect(data(unblocked, ConsoleMemberStatusAnswerSchema).data.status).toBe('active');
    expect((await signIn()).status).toBe(200);
    expect((await auditOf(ctx, owner.staffId)).map((a) => a.action)).toEqual([
      'member.block',
      'member.view',
      'member.unblock',
    ]);
  });

  it('sends the sign-up confirmation again to an unconfirmed member only', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const session = await widgetSession(ctx);
    const email = uniqueEmail('unconfirmed');
    const signUp = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_up',
      {
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        first_name: 'Ren',
        last_name: 'Kato',
        accepts_promotion_emails: false,
        terms_accepted: true,
        locale: 'ja',
      },
      { 'x-client-session': session },
    );
    expect(signUp.status).toBe(202);
    const first = linkParam(lastMailTo(ctx, email), 'confirmation_token');
    const [row] = await findOne(ctx, manager.headers, email);
    expect(row?.status).toBe('unconfirmed');
    const sent = data(
      await ctx.call('POST', `${MEMBERS}/${row?.id}/confirmation`, undefined, manager.headers),
      ConsoleMemberMailedSchema,
    ).data;
    expect(sent.sent_to).toBe(email);
    const second = linkParam(lastMailTo(ctx, email), 'confirmation_token');
    expect(second).not.toBe(first);
    const confirmed = await ctx.call(
      'POST',
      '/api/v1/memberships/confirm',
      { confirmation_token: second },
      { 'x-client-session': session },
    );
    expect(confirmed.status).toBe(200);
    const again = await ctx.call(
      'POST',
      `${MEMBERS}/${row?.id}/confirmation`,
      undefined,
      manager.headers,
    );
    expect(again.status).toBe(409);
    expect(apiError(again).code).toBe(1402);
    expect((await auditOf(ctx, manager.staffId)).map((a) => a.action)).toEqual([
      'member.resend_confirmation',
    ]);
  });

  it("deletes an account as the member's own deletion does; only brand-wide staff, the number typed again", async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const limited = await staffHeaders(ctx, { role: 'manager', hotels: ['sakura-tokyo'] });
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const id = member.user.id;
    const number = member.user.membership_id;
    const body = { reason: 'Asked by phone to close the account', confirm_membership_id: number };

    const notAllowed = await ctx.call('POST', `${MEMBERS}/${id}/deletion`, body, limited);
    expect(notAllowed.status).toBe(403);
    expect(apiError(notAllowed).code).toBe(9443);
    const mistyped = await ctx.call(
      'POST',
      `${MEMBERS}/${id}/deletion`,
      { ...body, confirm_membership_id: '0000-0000-0000' },
      owner.headers,
    );
    expect(mistyped.status).toBe(400);
    const deleted = await ctx.call('POST', `${MEMBERS}/${id}/deletion`, body, owner.headers);
    expect(deleted.status).toBe(200);

    expect((await ctx.call('GET', `${MEMBERS}/${id}`, undefined, owner.headers)).status).toBe(404);
    expect(await findOne(ctx, owner.headers, member.email)).toEqual([]);
    const row = await ctx.handle.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: '',
      first_name: '',
      password_hash: null,
      deletion_reason: 'deleted_by_hotel',
      deletion_details: body.reason,
    });
    const signIn = await ctx.call(
      'POST',
      '/api/v1/memberships/sign_in',
      { email: member.email, password: PASSWORD },
      { 'x-client-session': session },
    );
    expect(signIn.status).toBe(401);
    const audit = await auditOf(ctx, owner.staffId);
    expect(audit.map((a) => [a.action, a.target])).toEqual([['member.delete', `member:${number}`]]);
  });

  it("shows a member's bookings at the hotels the staff member may see", async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const checkin = await ctx.freeDate('standard-double', 1, 47);
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin),
      asMember(session, member.access_token),
    );
    expect(booked.status).toBe(201);
    const seen = async (headers: Record<string, string>) =>
      data(
        await ctx.call('GET', `${MEMBERS}/${member.user.id}`, undefined, headers),
        ConsoleMemberAnswerSchema,
      ).data.reservations.map((r) => r.hotel_code);
    expect(await seen(await staffHeaders(ctx, { role: 'front_desk' }))).toEqual(['sakura-tokyo']);
    const kyoto = await staffHeaders(ctx, { role: 'manager', hotels: ['sakura-kyoto'] });
    expect(await seen(kyoto)).toEqual([]);
  });

  it('lets every role read, only owners and managers change; programs and ranks', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    for (const role of ['front_desk', 'marketing'] as const) {
      const headers = await staffHeaders(ctx, { role });
      expect(
        (await ctx.call('GET', `${MEMBERS}/${member.user.id}`, undefined, headers)).status,
      ).toBe(200);
      for (const [path, body] of [
        ['points', { points: 10, reason: 'x' }],
        ['block', { reason: 'x' }],
      ] as const) {
        const res = await ctx.call('POST', `${MEMBERS}/${member.user.id}/${path}`, body, headers);
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(apiError(res).code).toBe(9443);
      }
    }
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const listed = data(
      await ctx.call('GET', '/api/v1/console/membership_programs', undefined, manager.headers),
      ConsoleProgramListSchema,
    ).data;
    const club = listed.programs.find((p) => p.name === 'Sakura Club');
    expect(club).toMatchObject({ point_program_enabled: true });
    expect(club?.members).toBeGreaterThan(0);
    expect(listed.ranks.map((r) => r.code)).toEqual(['regular', 'silver', 'gold']);
    if (!club) throw new Error('no Sakura Club');
    const {
      id,
      members: _m,
      translations: _t,
      update_member_profile_enabled: _u,
      ...settings
    } = club;
    const path = `/api/v1/console/membership_programs/${id}`;
    const changed = data(
      await ctx.call('PATCH', path, { ...settings, point_earn_percent: 5 }, manager.headers),
      ConsoleProgramAnswerSchema,
    ).data;
    expect(changed.point_earn_percent).toBe(5);
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    expect((await ctx.call('PATCH', path, settings, desk)).status).toBe(403);
    const limited = await staffHeaders(ctx, { role: 'manager', hotels: ['sakura-tokyo'] });
    const refused = await ctx.call('PATCH', path, settings, limited);
    expect(refused.status).toBe(403);
    expect(apiError(refused).code).toBe(9443);
    data(await ctx.call('PATCH', path, settings, manager.headers), ConsoleProgramAnswerSchema);
    const audit = await auditOf(ctx, manager.staffId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'program.update',
        { point_earn_percent: club.point_earn_percent },
        { point_earn_percent: 5 },
      ],
      [
        'program.update',
        { point_earn_percent: 5 },
        { point_earn_percent: club.point_earn_percent },
      ],
    ]);
  });
});
