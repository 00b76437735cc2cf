import { expect, it } from 'vitest';
import {
  AcceptedOrganizationInvitationSchema,
  OrganizationAnswerSchema,
  OrganizationInvitationDetailsSchema,
  OrganizationListResponseSchema,
} from '../../../src/api/contract/console/organizations.ts';
import {
  MemberTokensSchema,
  OrganizationReservationsResponseSchema,
} from '../../../src/api/contract/index.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { asMember, lastMailTo, newMember, uniqueEmail, widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';

const BASE = '/api/v1/console/organizations';
const INSPECT = '/api/v1/console/organization_invitations/inspect';
const ACCEPT = '/api/v1/console/organization_invitations/accept';

/** The secret of the newest invitation mailed to `email` (the link's `#token=`). */
function invitationToken(ctx: TestContext, email: string): string {
  const mail = lastMailTo(ctx, email);
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes('#token='));
  if (!url) throw new Error(`no invitation link in "${mail.subject}"`);
  expect(new URL(url).pathname).toBe('/console/organization-invitation');
  return new URL(url).hash.slice('#token='.length);
}

/** Follows the redirect's one-time code as the widget does: a member session. */
async function signInByRedirect(ctx: TestContext, redirect: string) {
  const session = await widgetSession(ctx);
  const code = new URL(redirect).searchParams.get('one_time_access_token') ?? '';
  const res = await ctx.call(
    'POST',
    '/api/v1/memberships/tokens',
    { grant_type: 'custom_authentication_code', code },
    { 'x-client-session': session },
  );
  return { session, tokens: data(res, MemberTokensSchema).data };
}

const code = () => `org-${Math.random().toString(36).slice(2, 8)}`;

describeOnDatabases('console: organizations', (get) => {
  it('creates, renames, sets periods and plans, invites an admin who joins and reads the reservations; all audited', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const orgCode = code();
    const created = data(
      await ctx.call(
        'POST',
        BASE,
        {
          code: orgCode.toUpperCase(),
          name: 'Kaede Industries K.K.',
          display_name: '楓工業',
          display_name_translations: { en: 'Kaede Industries', ja: '' },
        },
        owner.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    expect(created).toMatchObject({
      code: orgCode,
      display_name_translations: { en: 'Kaede Industries' },
      members: 0,
      people: [],
    });
    const id = created.id;
    const again = await ctx.call(
      'POST',
      BASE,
      { code: orgCode, name: 'Other', display_name: 'Other' },
      owner.headers,
    );
    expect(apiError(again)).toMatchObject({ status: 409 });

    const renamed = data(
      await ctx.call(
        'PUT',
        `${BASE}/${id}`,
        {
          name: 'Kaede Industries Co., Ltd.',
          display_name: '楓工業',
          display_name_translations: {},
        },
        owner.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    expect(renamed.name).toBe('Kaede Industries Co., Ltd.');

    const year = new Date().getUTCFullYear();
    const periods = [
      { year, name: 'H1', starts_on: `${year}-01-01`, ends_on: `${year}-06-30`, max_nights: 4 },
      { year, name: 'H2', starts_on: `${year}-07-01`, ends_on: `${year}-12-31`, max_nights: 6 },
    ];
    const withPeriods = data(
      await ctx.call('PUT', `${BASE}/${id}/periods`, { periods }, owner.headers),
      OrganizationAnswerSchema,
    ).data;
    expect(withPeriods.periods.map((p) => [p.name, p.max_nights])).toEqual([
      ['H1', 4],
      ['H2', 6],
    ]);
    const backwards = await ctx.call(
      'PUT',
      `${BASE}/${id}/periods`,
      { periods: [{ ...periods[0], ends_on: `${year - 1}-12-31` }] },
      owner.headers,
    );
    expect(apiError(backwards)).toMatchObject({ status: 400 });

    // The demo organization's corporate plan is not offered; a plan of no organization is.
    expect(withPeriods.plans.some((p) => p.plan_code === 'twin-corporate')).toBe(false);
    const taken = await ctx.call(
      'PUT',
      `${BASE}/${id}/plans`,
      { plans: [{ hotel_code: 'sakura-tokyo', plan_code: 'twin-corporate' }] },
      owner.headers,
    );
    expect(apiError(taken)).toMatchObject({ status: 409 });
    const linked = data(
      await ctx.call(
        'PUT',
        `${BASE}/${id}/plans`,
        { plans: [{ hotel_code: 'sakura-tokyo', plan_code: 'std-room-only' }] },
        owner.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    expect(linked.plans.filter((p) => p.linked).map((p) => p.plan_code)).toEqual(['std-room-only']);
    const unlinked = data(
      await ctx.call('PUT', `${BASE}/${id}/plans`, { plans: [] }, owner.headers),
      OrganizationAnswerSchema,
    ).data;
    expect(unlinked.plans.filter((p) => p.linked)).toEqual([]);

    // The invitation: mailed in the invitee's language, listed until it is used.
    const email = uniqueEmail('kaede-admin');
    const invited = data(
      await ctx.call(
        'POST',
        `${BASE}/${id}/invitations`,
        { email: email.toUpperCase(), role: 'admin', locale: 'ja' },
        owner.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    expect(invited.invitations).toMatchObject([{ email, role: 'admin', locale: 'ja' }]);
    expect(lastMailTo(ctx, email).subject).toContain('楓工業');
    const token = invitationToken(ctx, email);
    const details = data(
      await ctx.call('POST', INSPECT, { token }),
      OrganizationInvitationDetailsSchema,
    );
    expect(details).toMatchObject({ email, role: 'admin', has_account: false, locale: 'ja' });

    // A new account needs a name and a password: refused, and the link still works.
    expect(apiError(await ctx.call('POST', ACCEPT, { token }))).toMatchObject({ status: 400 });
    const accepted = data(
      await ctx.call('POST', ACCEPT, {
        token,
        account: { first_name: 'Kaede', last_name: 'Admin', password: 'Kaede2026pw' },
      }),
      AcceptedOrganizationInvitationSchema,
    );
    expect(new URL(accepted.redirect_url).pathname).toBe('/organization-admin');
    expect(apiError(await ctx.call('POST', ACCEPT, { token }))).toMatchObject({ status: 400 });

    // The widget's sign-in by the redirect's code: the organization's admin.
    const { session, tokens } = await signInByRedirect(ctx, accepted.redirect_url);
    expect(tokens.user).toMatchObject({ email, organization_role: 'admin' });
    expect(tokens.user.organization?.id).toBe(id);
    const brand = tokens.user.hotel_brand_id;
    const rows = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/${brand}/organizations/${id}/reservations`,
      undefined,
      asMember(session, tokens.access_token),
    );
    expect(data(rows, OrganizationReservationsResponseSchema).data).toEqual([]);

    // Taking the admin role: the admin listing is refused from then on.
    const detail = data(
      await ctx.call('GET', `${BASE}/${id}`, undefined, owner.headers),
      OrganizationAnswerSchema,
    ).data;
    expect(detail).toMatchObject({ members: 1, admins: 1, invitations: [] });
    const memberId = detail.people[0]?.member_id;
    const demoted = data(
      await ctx.call('PUT', `${BASE}/${id}/people/${memberId}`, { role: 'member' }, owner.headers),
      OrganizationAnswerSchema,
    ).data;
    expect(demoted.admins).toBe(0);
    const refused = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/${brand}/organizations/${id}/reservations`,
      undefined,
      asMember(session, tokens.access_token),
    );
    expect(refused.status).toBe(403);

    const listed = data(
      await ctx.call('GET', BASE, undefined, owner.headers),
      OrganizationListResponseSchema,
    ).data;
    expect(listed.find((o) => o.id === id)).toMatchObject({ members: 1, admins: 0 });

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target', '=', `organization:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'organization.create',
      'organization.update',
      'organization.periods',
      'organization.plans',
      'organization.plans',
      'organization.invite',
      'organization.join',
      'organization.role',
    ]);
    expect(audit.find((a) => a.action === 'organization.join')?.actor_email).toBe(email);
  });

  it('takes an existing account without a password, refuses one already in an organization, and refuses the desk', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    expect((await ctx.call('GET', BASE, undefined, desk.headers)).status).toBe(403);
    const { id } = data(
      await ctx.call(
        'POST',
        BASE,
        { code: code(), name: 'Momiji Trading', display_name: 'Momiji' },
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    const member = await newMember(ctx, await widgetSession(ctx));
    await ctx.call(
      'POST',
      `${BASE}/${id}/invitations`,
      { email: member.email, role: 'member', locale: 'en' },
      manager.headers,
    );
    const token = invitationToken(ctx, member.email);
    expect(
      data(await ctx.call('POST', INSPECT, { token }), OrganizationInvitationDetailsSchema),
    ).toMatchObject({ has_account: true, role: 'member' });
    const accepted = data(
      await ctx.call('POST', ACCEPT, { token }),
      AcceptedOrganizationInvitationSchema,
    );
    expect(new URL(accepted.redirect_url).pathname).toBe('/my-account/reservations');
    const { session, tokens } = await signInByRedirect(ctx, accepted.redirect_url);
    expect(tokens.user).toMatchObject({ email: member.email, organization_role: 'member' });

    const again = await ctx.call(
      'POST',
      `${BASE}/${id}/invitations`,
      { email: member.email, role: 'admin', locale: 'en' },
      manager.headers,
    );
    expect(apiError(again)).toMatchObject({ status: 409 });
    // A withdrawn invitation's link stops working.
    const other = uniqueEmail('momiji-other');
    const withOther = data(
      await ctx.call(
        'POST',
        `${BASE}/${id}/invitations`,
        { email: other, role: 'member', locale: 'en' },
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    const otherToken = invitationToken(ctx, other);
    const invitationId = withOther.invitations[0]?.id;
    const withdrawn = data(
      await ctx.call(
        'DELETE',
        `${BASE}/${id}/invitations/${invitationId}`,
        undefined,
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    expect(withdrawn.invitations).toEqual([]);
    expect(apiError(await ctx.call('POST', INSPECT, { token: otherToken }))).toMatchObject({
      status: 400,
    });

    // Taken out: the account stays, the organization is no longer theirs.
    const memberId = withdrawn.people[0]?.member_id;
    const removed = data(
      await ctx.call('DELETE', `${BASE}/${id}/people/${memberId}`, undefined, manager.headers),
      OrganizationAnswerSchema,
    ).data;
    expect(removed.people).toEqual([]);
    const me = await ctx.call(
      'GET',
      '/api/v1/user/me',
      undefined,
      asMember(session, tokens.access_token),
    );
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain('"organization":null');
    const actions = await ctx.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `organization:${id}`)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action).slice(-2)).toEqual([
      'organization.withdraw',
      'organization.remove',
    ]);

    // Another brand's staff do not see it.
    expect(
      (await ctx.call('GET', `${BASE}/${id + 100000}`, undefined, manager.headers)).status,
    ).toBe(404);
  });

  it('resends an invitation: a new link works, the old one no longer does; audited', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const { id } = data(
      await ctx.call(
        'POST',
        BASE,
        { code: code(), name: 'Kaki Shipping', display_name: 'Kaki' },
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    const email = uniqueEmail('kaki-admin');
    const invited = data(
      await ctx.call(
        'POST',
        `${BASE}/${id}/invitations`,
        { email, role: 'admin', locale: 'ja' },
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    const first = invited.invitations[0];
    const oldToken = invitationToken(ctx, email);
    const mails = ctx.mailer.outbox().filter((m) => m.to === email).length;

    const resent = data(
      await ctx.call(
        'POST',
        `${BASE}/${id}/invitations/${first?.id}/resend`,
        undefined,
        manager.headers,
      ),
      OrganizationAnswerSchema,
    ).data;
    // One invitation listed, a new one, for the same address, role and language.
    expect(resent.invitations).toHaveLength(1);
    expect(resent.invitations[0]).toMatchObject({ email, role: 'admin', locale: 'ja' });
    expect(resent.invitations[0]?.id).not.toBe(first?.id);
    expect(ctx.mailer.outbox().filter((m) => m.to === email)).toHaveLength(mails + 1);
    const newToken = invitationToken(ctx, email);
    expect(newToken).not.toBe(oldToken);
    expect(apiError(await ctx.call('POST', INSPECT, { token: oldToken }))).toMatchObject({
      status: 400,
    });
    expect(
      data(
        await ctx.call('POST', INSPECT, { token: newToken }),
        OrganizationInvitationDetailsSchema,
      ),
    ).toMatchObject({ email, role: 'admin' });
    // The old invitation cannot be sent again: it is void.
    const stale = await ctx.call(
      'POST',
      `${BASE}/${id}/invitations/${first?.id}/resend`,
      undefined,
      manager.headers,
    );
    expect(stale.status).toBe(404);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `organization:${id}`)
      .where('action', '=', 'organization.invite_resend')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ invitation: first?.id });
    expect(audit[0]?.after).toMatchObject({ invitation: resent.invitations[0]?.id, email });
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    const refused = await ctx.call(
      'POST',
      `${BASE}/${id}/invitations/${resent.invitations[0]?.id}/resend`,
      undefined,
      desk.headers,
    );
    expect(refused.status).toBe(403);
  });
});
