import type { Kysely } from 'kysely';
import type { StaffMember } from '../../../src/api/contract/console/staff.ts';
import type { StaffRole } from '../../../src/rules/console/capabilities.ts';
import type { Database } from '../../db/schema.ts';
import { notAllowed, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeAllStaffSessions } from '../auth/sessions.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { hotelCodesOfIds } from './hotel-limit.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The brand's active staff as the console lists them. */
export async function listStaff(db: Kysely<Database>, brandId: number): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'locale', 'hotel_limited', 'created_at'])
    .where('brand_id', '=', brandId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [limits, passkeys, totps] = await Promise.all([
    db
      .selectFrom('staff_hotels as sh')
      .innerJoin('hotels as h', 'h.id', 'sh.hotel_id')
      .select(['sh.staff_id', 'h.code'])
      .where('sh.staff_id', 'in', ids)
      .orderBy('h.id')
      .execute(),
    db
      .selectFrom('staff_passkeys')
      .select(['staff_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('staff_id', 'in', ids)
      .groupBy('staff_id')
      .execute(),
    db
      .selectFrom('staff_totp')
      .select('staff_id')
      .where('staff_id', 'in', ids)
      .where('confirmed_at', 'is not', null)
      .execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    locale: r.locale,
    hotels: r.hotel_limited ? limits.filter((l) => l.staff_id === r.id).map((l) => l.code) : null,
    second_factor: {
      passkeys: Number(passkeys.find((p) => p.staff_id === r.id)?.n ?? 0),
      totp: totps.some((t) => t.staff_id === r.id),
    },
    created_at: iso(r.created_at),
  }));
}

/** Another active member of the actor's brand (nobody changes or removes themselves). */
async function otherMember(db: Kysely<Database>, actor: StaffPrincipal, staffId: number) {
  if (staffId === actor.staffId) {
    throw notAllowed('You cannot change or remove your own account here; ask another owner.');
  }
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'role', 'hotel_limited'])
    .where('id', '=', staffId)
    .where('brand_id', '=', actor.brandId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(`staff member ${staffId}`);
  return row;
}

async function hotelIdsOf(db: Kysely<Database>, staffId: number, limited: boolean) {
  if (!limited) return null;
  const rows = await db
    .selectFrom('staff_hotels')
    .select('hotel_id')
    .where('staff_id', '=', staffId)
    .orderBy('hotel_id')
    .execute();
  return rows.map((r) => r.hotel_id);
}

/**
 * Changes a member's role and/or hotel limit (ids; null: every hotel), ends their sessions so
 * the new rights apply at once, and audits before → after. Since nobody changes themselves and
 * only owners manage staff, the brand always keeps an owner.
 */
export async function updateStaff(
  db: Kysely<Database>,
  actor: StaffPrincipal,
  staffId: number,
  change: { role?: StaffRole; hotelIds?: number[] | null },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await otherMember(trx, actor, staffId);
    const beforeIds = await hotelIdsOf(trx, staffId, member.hotel_limited);
    const role = change.role ?? member.role;
    const hotelIds = change.hotelIds === undefined ? beforeIds : change.hotelIds;
    await trx
      .updateTable('staff')
      .set({ role, hotel_limited: hotelIds !== null })
      .where('id', '=', staffId)
      .execute();
    if (change.hotelIds !== undefined) {
      await trx.deleteFrom('staff_hotels').where('staff_id', '=', staffId).execute();
      if (hotelIds && hotelIds.length > 0) {
        await trx
          .insertInto('staff_hotels')
          .values(hotelIds.map((hotel_id) => ({ staff_id: staffId, hotel_id })))
          .execute();
      }
    }
    await revokeAllStaffSessions(trx, staffId, now);
    await recordAudit(trx, {
      staff: actor,
      hotelId: null,
      action: 'staff.update',
      target: `staff:${staffId}`,
      before: {
        email: member.email,
        role: member.role,
        hotels: await hotelCodesOfIds(trx, beforeIds),
      },
      after: { email: member.email, role, hotels: await hotelCodesOfIds(trx, hotelIds) },
      at: now,
    });
  });
}

/** Removes a member (kept for the audit log's names), ends their sessions, audits it. */
export async function removeStaff(
  db: Kysely<Database>,
  actor: StaffPrincipal,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await otherMember(trx, actor, staffId);
    await trx.updateTable('staff').set({ removed_at: now }).where('id', '=', staffId).execute();
    await revokeAllStaffSessions(trx, staffId, now);
    await recordAudit(trx, {
      staff: actor,
      hotelId: null,
      action: 'staff.remove',
      target: `staff:${staffId}`,
      before: { email: member.email, role: member.role },
      after: undefined,
      at: now,
    });
  });
}
