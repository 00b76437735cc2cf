import type { Hono } from 'hono';
import {
  inviteConsoleStaff,
  listConsoleStaff,
  removeConsoleStaff,
  setConsoleSecondFactorRequirement,
  updateConsoleStaff,
  withdrawConsoleInvitation,
} from '../../../src/api/contract/endpoints/console-staff.ts';
import { notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { recordAudit } from '../audit/record.ts';
import { staffOf } from '../auth/staff-context.ts';
import { hotelCodesOfIds, hotelIdsOfCodes } from '../staff/hotel-limit.ts';
import { createInvitation } from '../staff/invitations.ts';
import { listStaff, removeStaff, updateStaff } from '../staff/members.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A path id; anything else finds nothing. */
function idOf(param: string, what: string): number {
  const id = Number(param);
  if (!/^\d{1,10}$/.test(param) || !Number.isSafeInteger(id)) throw notFound(`${what} ${param}`);
  return id;
}

/** The owners' staff management and the brand's second-factor switch. */
export function consoleStaffRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, listConsoleStaff, async ({ c }) => {
    const { brandId } = staffOf(c);
    const pending = await db
      .selectFrom('staff_invitations')
      .select(['id', 'email', 'role', 'hotel_ids', 'locale', 'created_at', 'expires_at'])
      .where('brand_id', '=', brandId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', deps.now())
      .orderBy('id')
      .execute();
    return {
      staff: await listStaff(db, brandId),
      invitations: await Promise.all(
        pending.map(async (i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          hotels: await hotelCodesOfIds(db, i.hotel_ids),
          locale: i.locale,
          created_at: iso(i.created_at),
          expires_at: iso(i.expires_at),
        })),
      ),
    };
  });

  register(app, inviteConsoleStaff, async ({ c, body }) => {
    const staff = staffOf(c);
    const input = await body();
    const now = deps.now();
    const hotelIds = await hotelIdsOfCodes(db, staff.brandId, input.hotels);
    const invitation = await createInvitation(
      db,
      deps.mailer,
      {
        brandId: staff.brandId,
        email: input.email,
        role: input.role,
        hotelIds,
        locale: input.locale,
        invitedBy: staff.staffId,
      },
      { now, publicOrigin: deps.publicOrigin },
    );
    const hotels = await hotelCodesOfIds(db, hotelIds);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'staff.invite',
      target: `invitation:${invitation.id}`,
      before: undefined,
      after: { email: invitation.email, role: input.role, hotels },
      at: now,
    });
    return c.json(
      {
        id: invitation.id,
        email: invitation.email,
        role: input.role,
        hotels,
        locale: input.locale,
        created_at: iso(invitation.created_at),
        expires_at: iso(invitation.expires_at),
      },
      201,
    );
  });

  register(app, withdrawConsoleInvitation, async ({ c, params }) => {
    const staff = staffOf(c);
    const id = idOf(params.id, 'invitation');
    const now = deps.now();
    const withdrawn = await db
      .updateTable('staff_invitations')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('brand_id', '=', staff.brandId)
      .where('used_at', 'is', null)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!withdrawn) throw notFound(`invitation ${params.id}`);
    await recordAudit(db, {
      staff,
      hotelId: null,
      action: 'staff.invitation_withdraw',
      target: `invitation:${id}`,
      before: { email: withdrawn.email, role: withdrawn.role },
      after: undefined,
      at: now,
    });
    return c.body(null, 204);
  });

  register(app, updateConsoleStaff, async ({ c, params, body }) => {
    const staff = staffOf(c);
    const id = idOf(params.id, 'staff member');
    const input = await body();
    const hotelIds =
      input.hotels === undefined
        ? undefined
        : await hotelIdsOfCodes(db, staff.brandId, input.hotels);
    await updateStaff(
      db,
      staff,
      id,
      {
        ...(input.role === undefined ? {} : { role: input.role }),
        ...(hotelIds === undefined ? {} : { hotelIds }),
      },
      deps.now(),
    );
    const updated = (await listStaff(db, staff.brandId)).find((m) => m.id === id);
    if (!updated) throw notFound(`staff member ${params.id}`);
    return updated;
  });

  register(app, removeConsoleStaff, async ({ c, params }) => {
    await removeStaff(db, staffOf(c), idOf(params.id, 'staff member'), deps.now());
    return c.body(null, 204);
  });

  register(app, setConsoleSecondFactorRequirement, async ({ c, body }) => {
    const staff = staffOf(c);
    const { required } = await body();
    const now = deps.now();
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('brands')
        .select('require_second_factor')
        .where('id', '=', staff.brandId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('brands')
        .set({ require_second_factor: required })
        .where('id', '=', staff.brandId)
        .execute();
      await recordAudit(trx, {
        staff,
        hotelId: null,
        action: 'brand.second_factor',
        target: 'brand',
        before: { required: before.require_second_factor },
        after: { required },
        at: now,
      });
    });
    return { required };
  });
}
