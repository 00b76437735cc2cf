import type { Kysely } from 'kysely';
import type {
  CreateOrganization,
  OrganizationPeriodInput,
  OrganizationRole,
  UpdateOrganization,
} from '../../../src/api/contract/console/organizations.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../../services/members/accounts.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { brandOrganization } from './read.ts';

/** What every change records: who, when; organizations are brand-wide (no hotel). */
interface Change {
  staff: StaffPrincipal;
  now: Date;
}

const target = (id: number) => `organization:${id}`;

/** Makes an organization of the staff member's brand; 409 when the brand has its code. */
export async function createOrganization(
  db: Kysely<Database>,
  input: CreateOrganization,
  { staff, now }: Change,
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('organizations')
        .values({
          brand_id: staff.brandId,
          code: input.code,
          name: input.name,
          display_name: input.display_name,
          display_name_translations: JSON.stringify(input.display_name_translations),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        staff,
        hotelId: null,
        action: 'organization.create',
        target: target(id),
        before: undefined,
        after: input,
        at: now,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(
        ErrorCode.conflict,
        409,
        'The brand already has an organization of this code.',
        'code',
      );
    throw error;
  }
}

/** Renames an organization (its code stays: sign-in links carry it). */
export async function updateOrganization(
  db: Kysely<Database>,
  id: number,
  input: UpdateOrganization,
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await brandOrganization(trx, staff.brandId, id);
    await trx
      .updateTable('organizations')
      .set({
        name: input.name,
        display_name: input.display_name,
        display_name_translations: JSON.stringify(input.display_name_translations),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.update',
      target: target(id),
      before: {
        name: before.name,
        display_name: before.display_name,
        display_name_translations: before.display_name_translations,
      },
      after: input,
      at: now,
    });
  });
}

/** Gives or takes the admin role of one of the organization's people (404 for anyone else). */
export async function setOrganizationRole(
  db: Kysely<Database>,
  id: number,
  memberId: number,
  role: OrganizationRole,
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await brandOrganization(trx, staff.brandId, id);
    const before = await trx
      .selectFrom('organization_members')
      .select('role')
      .where('organization_id', '=', id)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('Member');
    if (before.role === role) return;
    await trx
      .updateTable('organization_members')
      .set({ role })
      .where('organization_id', '=', id)
      .where('member_id', '=', memberId)
      .execute();
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.role',
      target: target(id),
      before: { member_id: memberId, role: before.role },
      after: { member_id: memberId, role },
      at: now,
    });
  });
}

/**
 * Saves the allowance periods whole. Nights booked are never stored (counted from the
 * reservations by check-in date), so replacing the rows loses nothing.
 */
export async function setOrganizationPeriods(
  db: Kysely<Database>,
  id: number,
  periods: readonly OrganizationPeriodInput[],
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await brandOrganization(trx, staff.brandId, id);
    // The organization's row first: two saves of one list run one after the other.
    await trx.selectFrom('organizations').select('id').where('id', '=', id).forUpdate().execute();
    const before = await trx
      .selectFrom('organization_periods')
      .select(['year', 'name', 'starts_on', 'ends_on', 'max_nights'])
      .where('organization_id', '=', id)
      .orderBy('starts_on')
      .execute();
    await trx.deleteFrom('organization_periods').where('organization_id', '=', id).execute();
    if (periods.length > 0) {
      await trx
        .insertInto('organization_periods')
        .values(periods.map((p) => ({ ...p, organization_id: id })))
        .execute();
    }
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.periods',
      target: target(id),
      before,
      after: periods,
      at: now,
    });
  });
}

/**
 * Saves the organization's corporate plans whole: the plans named become its own (bookable by
 * its people only), its other plans become plans of no organization. A plan of another
 * organization, or of another brand's hotel, is refused.
 */
export async function setOrganizationPlans(
  db: Kysely<Database>,
  id: number,
  refs: readonly { hotel_code: string; plan_code: string }[],
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await brandOrganization(trx, staff.brandId, id);
    await trx.selectFrom('organizations').select('id').where('id', '=', id).forUpdate().execute();
    const brandPlans = await trx
      .selectFrom('plans as p')
      .innerJoin('hotels as h', 'h.id', 'p.hotel_id')
      .select(['p.id', 'p.organization_id', 'h.code as hotel_code', 'p.code as plan_code'])
      .where('h.brand_id', '=', staff.brandId)
      .execute();
    const key = (p: { hotel_code: string; plan_code: string }) => `${p.hotel_code}/${p.plan_code}`;
    const byKey = new Map(brandPlans.map((p) => [key(p), p]));
    const wanted = refs.map((ref) => {
      const plan = byKey.get(key(ref));
      if (!plan) throw notFound(`Plan ${key(ref)}`);
      if (plan.organization_id !== null && plan.organization_id !== id)
        throw conflict(`The plan ${key(ref)} is another organization's.`);
      return plan;
    });
    const before = brandPlans
      .filter((p) => p.organization_id === id)
      .map(key)
      .sort();
    const after = [...new Set(wanted.map(key))].sort();
    const keep = new Set(wanted.map((p) => p.id));
    const dropped = brandPlans.filter((p) => p.organization_id === id && !keep.has(p.id));
    if (dropped.length > 0) {
      await trx
        .updateTable('plans')
        .set({ organization_id: null })
        .where(
          'id',
          'in',
          dropped.map((p) => p.id),
        )
        .execute();
    }
    if (keep.size > 0) {
      await trx
        .updateTable('plans')
        .set({ organization_id: id })
        .where('id', 'in', [...keep])
        .execute();
    }
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.plans',
      target: target(id),
      before,
      after,
      at: now,
    });
  });
}

/** Withdraws an invitation not used yet (404 for one used, expired or of another organization). */
export async function withdrawOrganizationInvitation(
  db: Kysely<Database>,
  id: number,
  invitationId: number,
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await brandOrganization(trx, staff.brandId, id);
    const withdrawn = await trx
      .updateTable('organization_invitations')
      .set({ used_at: now })
      .where('organization_id', '=', id)
      .where('id', '=', invitationId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!withdrawn) throw notFound('Invitation');
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.withdraw',
      target: target(id),
      before: { invitation: invitationId, ...withdrawn },
      after: undefined,
      at: now,
    });
  });
}

/**
 * Takes someone out of the organization. Their account stays; its corporate plans and allowance
 * are no longer theirs. Their bookings keep the organization, so its admins still list them.
 */
export async function removeOrganizationPerson(
  db: Kysely<Database>,
  id: number,
  memberId: number,
  { staff, now }: Change,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await brandOrganization(trx, staff.brandId, id);
    const removed = await trx
      .deleteFrom('organization_members')
      .where('organization_id', '=', id)
      .where('member_id', '=', memberId)
      .returning('role')
      .executeTakeFirst();
    if (!removed) throw notFound('Member');
    await recordAudit(trx, {
      staff,
      hotelId: null,
      action: 'organization.remove',
      target: target(id),
      before: { member_id: memberId, role: removed.role },
      after: undefined,
      at: now,
    });
  });
}
