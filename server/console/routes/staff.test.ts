import { expect, it } from 'vitest';
import {
  ConsoleSignInResponseSchema,
  InvitationDetailsResponseSchema,
} from '../../../src/api/contract/console/auth.ts';
import { ConsoleSessionResponseSchema } from '../../../src/api/contract/console/session.ts';
import {
  StaffInvitationSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
} from '../../../src/api/contract/console/staff.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { headersFromSignIn, signedInStaff } from '../../test/staff.ts';

const PASSWORD = 'Console-pass-1';

/** The token of the newest console mail to `to` (its link carries it in the fragment). */
function mailedToken(
  ctx: TestContext,
  to: string,
): { token: string; subject: string; text: string } {
  const mail = ctx.mailer.outbox().find((m) => m.to === to);
  const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no console link mailed to ${to}`);
  return { token, subject: mail.subject, text: mail.text };
}

/** A second brand (the seed has one), for cross-brand checks. */
async function otherBrand(ctx: TestContext): Promise<string> {
  const code = `other-${Date.now()}`;
  await ctx.handle.db
    .insertInto('brands')
    .values({
      code,
      name: 'Other Hotels',
      settings: JSON.stringify({
        book_languages: ['en'],
        sign_in_active: false,
        sign_up_active: false,
        first_party_domain: null,
        tier: 'pro',
      }),
    })
    .execute();
  return code;
}

const session = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.call('GET', '/api/v1/console/session', undefined, headers);

describeOnDatabases('console staff', (ctx) => {
  it('invites by e-mail in the chosen language; the link works once and signs the new member in', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const email = `new-${Date.now()}@staff.test`;
    const invited = data(
      await ctx().call(
        'POST',
        '/api/v1/console/staff/invitations',
        { email: email.toUpperCase(), role: 'front_desk', hotels: ['sakura-tokyo'], locale: 'ja' },
        owner.headers,
      ),
      StaffInvitationSchema,
    );
    expect(invited).toMatchObject({ email, role: 'front_desk', hotels: ['sakura-tokyo'] });
    const { token, subject, text } = mailedToken(ctx(), email);
    expect(subject).toContain('招待');
    expect(text).toContain('https://book.test/console/invitation#token=');
    // The API never shows the link; the list shows the pending invitation.
    expect(JSON.stringify(invited)).not.toContain(token);
    const list = data(
      await ctx().call('GET', '/api/v1/console/staff', undefined, owner.headers),
      StaffListResponseSchema,
    );
    expect(list.invitations.map((i) => i.email)).toContain(email);

    const details = data(
      await ctx().call('POST', '/api/v1/console/invitations/inspect', { token }),
      InvitationDetailsResponseSchema,
    );
    expect(details).toMatchObject({
      email,
      role: 'front_desk',
      locale: 'ja',
      brand_name: 'Sakura Hotels',
    });
    const weak = await ctx().call('POST', '/api/v1/console/invitations/accept', {
      token,
      name: 'Aiko',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    const accepted = await ctx().call('POST', '/api/v1/console/invitations/accept', {
      token,
      name: 'Aiko',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(201);
    expect(data(accepted, ConsoleSignInResponseSchema).status).toBe('signed_in');
    const me = data(
      await session(ctx(), headersFromSignIn(accepted)),
      ConsoleSessionResponseSchema,
    );
    expect(me.staff).toMatchObject({ email, name: 'Aiko', role: 'front_desk', locale: 'ja' });
    expect(me.hotels.map((h) => h.code)).toEqual(['sakura-tokyo']);

    const again = await ctx().call('POST', '/api/v1/console/invitations/accept', {
      token,
      name: 'Mallory',
      password: PASSWORD,
    });
    expect(again.status).toBe(400);
    expect(apiError(again).code).toBe(9445);
    // Now staff: inviting the address again is a conflict.
    const twice = await ctx().call(
      'POST',
      '/api/v1/console/staff/invitations',
      { email, role: 'manager', locale: 'en' },
      owner.headers,
    );
    expect(twice.status).toBe(409);
  });

  it('lets an invitation expire after 7 days, and refuses hotels of another brand', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const email = `late-${Date.now()}@staff.test`;
    await ctx().call(
      'POST',
      '/api/v1/console/staff/invitations',
      { email, role: 'marketing', locale: 'en' },
      owner.headers,
    );
    const { token } = mailedToken(ctx(), email);
    const later = ctx().appWith({ now: () => new Date(Date.now() + 7 * 86_400_000 + 60_000) });
    const res = await ctx().call(
      'POST',
      '/api/v1/console/invitations/inspect',
      { token },
      {},
      later,
    );
    expect(apiError(res).code).toBe(9445);
    const foreign = await ctx().call(
      'POST',
      '/api/v1/console/staff/invitations',
      {
        email: `x-${Date.now()}@staff.test`,
        role: 'marketing',
        hotels: ['no-such-hotel'],
        locale: 'en',
      },
      owner.headers,
    );
    expect(foreign.status).toBe(400);
    expect(apiError(foreign).payload).toMatchObject({ field: 'hotels' });
  });

  it('changes a role and ends that member’s sessions; removal ends them too', async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const member = await signedInStaff(ctx(), { role: 'marketing' });
    expect((await session(ctx(), member.headers)).status).toBe(200);
    const changed = data(
      await ctx().call(
        'PATCH',
        `/api/v1/console/staff/${member.staffId}`,
        { role: 'manager', hotels: ['sakura-tokyo'] },
        owner.headers,
      ),
      StaffMemberSchema,
    );
    expect(changed).toMatchObject({ role: 'manager', hotels: ['sakura-tokyo'] });
    expect((await session(ctx(), member.headers)).status).toBe(401);

    const self = await ctx().call(
      'PATCH',
      `/api/v1/console/staff/${owner.staffId}`,
      { role: 'manager' },
      owner.headers,
    );
    expect(self.status).toBe(422);

    const other = await signedInStaff(ctx(), { role: 'front_desk' });
    const removed = await ctx().call(
      'DELETE',
      `/api/v1/console/staff/${other.staffId}`,
      undefined,
      owner.headers,
    );
    expect(removed.status).toBe(204);
    expect((await session(ctx(), other.headers)).status).toBe(401);
    const list = data(
      await ctx().call('GET', '/api/v1/console/staff', undefined, owner.headers),
      StaffListResponseSchema,
    );
    expect(list.staff.map((s) => s.id)).not.toContain(other.staffId);
    // Another brand's member is not found.
    const foreign = await signedInStaff(ctx(), { role: 'owner', brand: await otherBrand(ctx()) });
    const res = await ctx().call(
      'DELETE',
      `/api/v1/console/staff/${foreign.staffId}`,
      undefined,
      owner.headers,
    );
    expect(res.status).toBe(404);
  });

  it('signs out everywhere', async () => {
    const member = await signedInStaff(ctx(), { role: 'manager', password: PASSWORD });
    const other = headersFromSignIn(
      await ctx().call('POST', '/api/v1/console/sign-in', {
        email: member.email,
        password: PASSWORD,
      }),
    );
    const res = await ctx().call(
      'POST',
      '/api/v1/console/session/sign-out-everywhere',
      undefined,
      member.headers,
    );
    expect(res.status).toBe(204);
    expect((await session(ctx(), member.headers)).status).toBe(401);
    expect((await session(ctx(), other)).status).toBe(401);
  });

  it('resets a password without telling who is staff; the link works once and ends every session', async () => {
    const member = await signedInStaff(ctx(), { role: 'marketing', password: PASSWORD });
    const before = ctx().mailer.outbox().length;
    const unknown = await ctx().call('POST', '/api/v1/console/password-reset', {
      email: 'nobody@staff.test',
    });
    expect(unknown.status).toBe(202);
    expect(ctx().mailer.outbox().length).toBe(before);
    const known = await ctx().call('POST', '/api/v1/console/password-reset', {
      email: member.email,
    });
    expect(known.status).toBe(202);
    const { token, text } = mailedToken(ctx(), member.email);
    expect(text).toContain('https://book.test/console/reset-password#token=');
    const done = await ctx().call('POST', '/api/v1/console/password-reset/complete', {
      token,
      password: 'Another-pass-2',
    });
    expect(done.status).toBe(204);
    expect((await session(ctx(), member.headers)).status).toBe(401);
    const reused = await ctx().call('POST', '/api/v1/console/password-reset/complete', {
      token,
      password: 'Third-pass-3',
    });
    expect(apiError(reused).code).toBe(9445);
    const old = await ctx().call('POST', '/api/v1/console/sign-in', {
      email: member.email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await ctx().call('POST', '/api/v1/console/sign-in', {
      email: member.email,
      password: 'Another-pass-2',
    });
    expect(data(fresh, ConsoleSignInResponseSchema).status).toBe('signed_in');
  });

  it('limits reset requests per address and account', async () => {
    const app = ctx().appWith({});
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx().call(
        'POST',
        '/api/v1/console/password-reset',
        { email: 'flood@staff.test' },
        {},
        app,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("requires a second factor once the owner switches it on: until then only the member's own account calls pass", async () => {
    const owner = await signedInStaff(ctx(), { role: 'owner' });
    const on = await ctx().call(
      'PUT',
      '/api/v1/console/brand/second-factor',
      { required: true },
      owner.headers,
    );
    try {
      expect(on.status).toBe(200);
      const manager = await signedInStaff(ctx(), { role: 'manager' });
      const me = data(await session(ctx(), manager.headers), ConsoleSessionResponseSchema);
      expect(me.second_factor.must_set_up).toBe(true);
      expect(me.brand.require_second_factor).toBe(true);
      const audit = await ctx().call('GET', '/api/v1/console/audit', undefined, manager.headers);
      expect(audit.status).toBe(403);
      expect(apiError(audit).code).toBe(9446);
      const passkeys = await ctx().call(
        'GET',
        '/api/v1/console/account/passkeys',
        undefined,
        manager.headers,
      );
      expect(passkeys.status).toBe(200);
    } finally {
      const off = await ctx().call(
        'PUT',
        '/api/v1/console/brand/second-factor',
        { required: false },
        // The owner's own session holds no second factor either: a fresh one is needed.
        (await signedInStaff(ctx(), { role: 'owner' })).headers,
      );
      expect(off.status).toBe(403);
      await ctx().handle.db.updateTable('brands').set({ require_second_factor: false }).execute();
    }
  });
});
