import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-organizations.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { linkInvalid } from '../auth/errors.ts';
import { staffOf } from '../auth/staff-context.ts';
import {
  acceptOrganizationInvitation,
  inspectOrganizationInvitation,
  inviteToOrganization,
  liveOrganizationInvitation,
  resendOrganizationInvitation,
} from '../organizations/invitations.ts';
import { listOrganizations, organizationDetail, organizationId } from '../organizations/read.ts';
import {
  createOrganization,
  removeOrganizationPerson,
  setOrganizationPeriods,
  setOrganizationPlans,
  setOrganizationRole,
  updateOrganization,
  withdrawOrganizationInvitation,
} from '../organizations/write.ts';

/**
 * The brand's corporate organizations (issue 41): each change answers the organization as it
 * now is, and is audited in the change's own transaction.
 */
export function consoleOrganizationRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  const answer = async (brandId: number, id: number) => ({
    data: await organizationDetail(db, brandId, id, deps.now()),
  });

  register(app, endpoints.listConsoleOrganizations, async ({ c }) => ({
    data: await listOrganizations(db, staffOf(c).brandId),
  }));

  register(app, endpoints.createConsoleOrganization, async ({ c, body }) => {
    const staff = staffOf(c);
    const id = await createOrganization(db, await body(), { staff, now: deps.now() });
    return c.json(await answer(staff.brandId, id), 201);
  });

  register(app, endpoints.getConsoleOrganization, async ({ c, params }) =>
    answer(staffOf(c).brandId, organizationId(params.id)),
  );

  register(app, endpoints.updateConsoleOrganization, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await updateOrganization(db, id, await body(), { staff, now: deps.now() });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.inviteConsoleOrganizationMember, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await inviteToOrganization(db, deps.mailer, id, await body(), {
      staff,
      now: deps.now(),
      publicOrigin: deps.publicOrigin,
    });
    return c.json(await answer(staff.brandId, id), 201);
  });

  register(app, endpoints.setConsoleOrganizationRole, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    const { role } = await body();
    await setOrganizationRole(db, id, organizationId(params.member_id), role, {
      staff,
      now: deps.now(),
    });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.removeConsoleOrganizationPerson, async ({ c, params }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await removeOrganizationPerson(db, id, organizationId(params.member_id), {
      staff,
      now: deps.now(),
    });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.withdrawConsoleOrganizationInvitation, async ({ c, params }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await withdrawOrganizationInvitation(db, id, organizationId(params.invitation_id), {
      staff,
      now: deps.now(),
    });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.resendConsoleOrganizationInvitation, async ({ c, params }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await resendOrganizationInvitation(db, deps.mailer, id, organizationId(params.invitation_id), {
      staff,
      now: deps.now(),
      publicOrigin: deps.publicOrigin,
    });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.setConsoleOrganizationPeriods, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await setOrganizationPeriods(db, id, (await body()).periods, { staff, now: deps.now() });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.setConsoleOrganizationPlans, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = organizationId(params.id);
    await setOrganizationPlans(db, id, (await body()).plans, { staff, now: deps.now() });
    return answer(staff.brandId, id);
  });

  register(app, endpoints.inspectOrganizationInvitation, async ({ body }) =>
    inspectOrganizationInvitation(db, (await body()).token, deps.now()),
  );

  register(app, endpoints.acceptOrganizationInvitation, async ({ c, body }) => {
    const input = await body();
    // A dead link is refused before the slow password hash, not after it.
    if (!(await liveOrganizationInvitation(db, input.token, deps.now()))) throw linkInvalid();
    const account = input.account && {
      first_name: input.account.first_name,
      last_name: input.account.last_name,
      passwordHash: await deps.passwords.hash(input.account.password),
    };
    const { redirectUrl } = await acceptOrganizationInvitation(db, input.token, account, {
      now: deps.now(),
      publicOrigin: deps.publicOrigin,
    });
    return c.json({ redirect_url: redirectUrl }, 201);
  });
}
