import { type Kysely, sql } from 'kysely';
import type { AllowancePeriod } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import { allowanceNights, allowanceUse } from '../../../src/rules/organization.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';

/**
 * Nights of a member's corporate bookings whose check-in falls in each period, cancelled ones
 * left out (a pending 3-D Secure booking holds its nights until it fails or expires). Each
 * room counts each night. Never stored: always counted from the reservations.
 */
export async function reservedNightsByPeriod(
  db: Kysely<Database>,
  organizationId: number,
  memberIds: readonly number[] | 'all',
  /** A booking being changed: its old nights do not count against its new ones. */
  excludeReservationId?: number,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('organization_periods as p', (join) =>
      join
        .on('p.organization_id', '=', organizationId)
        .onRef('r.checkin_date', '>=', 'p.starts_on')
        .onRef('r.checkin_date', '<=', 'p.ends_on'),
    )
    .where('r.organization_id', '=', organizationId)
    .where('r.status', '<>', 'cancelled')
    .where('r.member_id', 'is not', null)
    .select([
      'p.id as period_id',
      'r.member_id',
      sql<number>`sum((r.checkout_date - r.checkin_date) * jsonb_array_length(r.rooms))::int`.as(
        'nights',
      ),
    ])
    .groupBy(['p.id', 'r.member_id']);
  if (memberIds !== 'all') {
    if (memberIds.length === 0) return new Map();
    query = query.where('r.member_id', 'in', memberIds);
  }
  if (excludeReservationId !== undefined) query = query.where('r.id', '<>', excludeReservationId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [reservedKey(row.period_id, row.member_id), row.nights]));
}

/** The key of one member's reserved nights in one period. */
export const reservedKey = (periodId: number, memberId: number | null) => `${periodId}:${memberId}`;

/** Every period of the organization, newest first, with the member's nights in each. */
export async function memberAllowances(
  db: Kysely<Database>,
  organizationId: number,
  memberId: number,
): Promise<AllowancePeriod[]> {
  const periods = await db
    .selectFrom('organization_periods')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('starts_on', 'desc')
    .execute();
  const reserved = await reservedNightsByPeriod(db, organizationId, [memberId]);
  return periods.map((p) => ({
    period: p.name,
    year: p.year,
    starts_on: p.starts_on,
    ends_on: p.ends_on,
    ...allowanceNights(p.max_nights, reserved.get(reservedKey(p.id, memberId)) ?? 0),
  }));
}

/** One corporate booking to count: whose, of which organization, when, how many rooms. */
export interface CorporateStay {
  memberId: number;
  organizationId: number;
  checkin: string;
  checkout: string;
  rooms: number;
  /** A date change of this booking: its current nights are given back first. */
  reservationId?: number;
}

/**
 * The corporate part of a priced booking: the rooms of corporate plans (checkPlans has made
 * sure they are the booking member's organization's), or null when it books none.
 */
export function corporateStay(
  member: { memberId: number; organizationId?: number | null } | null,
  priced: {
    plans: readonly { id: number; organization_id: number | null }[];
    rooms: readonly { plan_id: number }[];
  },
  stay: { checkin_date: string; checkout_date: string },
): CorporateStay | null {
  const corporatePlans = new Set(
    priced.plans.filter((p) => p.organization_id !== null).map((p) => p.id),
  );
  if (corporatePlans.size === 0 || !member?.organizationId) return null;
  return {
    memberId: member.memberId,
    organizationId: member.organizationId,
    checkin: stay.checkin_date,
    checkout: stay.checkout_date,
    rooms: priced.rooms.filter((r) => corporatePlans.has(r.plan_id)).length,
  };
}

/**
 * Refuses a corporate booking its member's allowance cannot hold (422, code 9460, with the
 * period and the nights in the payload) or whose check-in falls in no period of the
 * organization. With `lock` (the booking's own transaction) the member's organization row is
 * taken `FOR UPDATE` first, so parallel bookings of one allowance count one after the other
 * and none can overbook it; the quote checks without it.
 */
export async function checkAllowance(
  db: Kysely<Database>,
  stay: CorporateStay,
  lock: boolean,
): Promise<void> {
  if (lock) {
    await db
      .selectFrom('organization_members')
      .select('member_id')
      .where('member_id', '=', stay.memberId)
      .forUpdate()
      .executeTakeFirst();
  }
  const period = await db
    .selectFrom('organization_periods')
    .selectAll()
    .where('organization_id', '=', stay.organizationId)
    .where('starts_on', '<=', stay.checkin)
    .where('ends_on', '>=', stay.checkin)
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
  const wanted = allowanceUse(daysBetween(stay.checkin, stay.checkout), stay.rooms);
  if (!period) throw exceeded(null, allowanceNights(0, 0), wanted);
  const reserved = await reservedNightsByPeriod(
    db,
    stay.organizationId,
    [stay.memberId],
    stay.reservationId,
  );
  const nights = allowanceNights(
    period.max_nights,
    reserved.get(reservedKey(period.id, stay.memberId)) ?? 0,
  );
  if (wanted > nights.remaining_nights) throw exceeded(period, nights, wanted);
}

function exceeded(
  period: { name: string; year: number } | null,
  nights: ReturnType<typeof allowanceNights>,
  wanted: number,
): DomainError {
  return new DomainError(
    ErrorCode.allowanceExceeded,
    422,
    period
      ? `This stay needs ${wanted} nights of your stay allowance; ${nights.remaining_nights} remain in ${period.name} ${period.year}.`
      : 'Your organization has no stay allowance for these dates.',
    'rooms',
    {
      period: period?.name ?? null,
      year: period?.year ?? null,
      requested_nights: wanted,
      ...nights,
    },
  );
}
