import type { Kysely } from 'kysely';
import { PointsErrorCode } from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import {
  POINTS_CREDIT_DAYS_AFTER_CHECKOUT,
  pointsEarned,
  pointsProblem,
} from '../../../src/rules/points.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import type { PricedBooking } from '../reservations/build.ts';
import {
  addPoints,
  lockAccount,
  notEnoughPoints,
  type PointAccount,
  pointTotals,
  spendPoints,
} from './ledger.ts';

/** What a priced booking does with points once written: spend, and earn for the stay. */
export interface PointsPlan {
  account: PointAccount;
  spend: number;
  earnPercent: number;
  validityDays: number;
}

/** The points settings of a member's program, or null when it has no points program. */
export async function pointsProgram(db: Kysely<Database>, programId: number) {
  const program = await db
    .selectFrom('membership_programs')
    .select([
      'point_program_enabled',
      'point_earn_percent',
      'point_step',
      'point_minimum',
      'point_validity_days',
    ])
    .where('id', '=', programId)
    .executeTakeFirst();
  return program?.point_program_enabled ? program : null;
}

export const pointsUnavailable = (): DomainError =>
  new DomainError(
    PointsErrorCode.pointsUnavailable,
    422,
    'Points cannot be used for this booking.',
    'spending_point',
  );

const MESSAGES = {
  invalid: 'must be a whole number of points',
  belowMinimum: 'is below the minimum',
  increment: 'is not a multiple of the step',
  aboveTotal: 'is more than the price of the rooms',
} as const;

/**
 * Checks the points a quote or booking wants to spend against the program's rule (product.md
 * §5, src/rules/points.ts) and the balance read now (the write re-checks under the account
 * lock). Returns what the booking will do with points; null for a guest, a member without a
 * points program, or at a hotel with the point program off (nothing spent or earned there).
 */
export async function planPoints(
  db: Kysely<Database>,
  member: { memberId: number; programId: number } | null,
  requested: number,
  priced: Pick<PricedBooking, 'rooms' | 'price'>,
  now: Date,
  /** The hotel hides points (product.md §6 "points are not hidden"): none spent or earned. */
  hotelPointsOff = false,
  /** The booking is paid by card now (pre_paid): a total of 0 cannot be charged. */
  paysNowByCard = false,
): Promise<PointsPlan | null> {
  if (!member) {
    if (requested > 0) throw invalid('spending_point', 'needs a signed-in member');
    return null;
  }
  const program = hotelPointsOff ? null : await pointsProgram(db, member.programId);
  if (!program) {
    if (requested > 0) throw pointsUnavailable();
    return null;
  }
  const account = { memberId: member.memberId, programId: member.programId };
  if (requested > 0) {
    const paid = priced.price.spending_point_value ?? 0;
    const total = priced.rooms.reduce((n, r) => n + r.price.total_price_without_tax, paid);
    const { balance } = await pointTotals(db, account, now);
    const problem = pointsProblem(requested, {
      step: program.point_step,
      minimum: program.point_minimum,
      total,
      balance,
    });
    if (problem === 'aboveBalance') throw notEnoughPoints();
    if (problem) throw invalid('spending_point', MESSAGES[problem]);
    if (paid !== requested) throw invalid('spending_point', MESSAGES.aboveTotal);
    // product.md §5: "when the total is 0, card payment cannot continue".
    if (priced.price.total_price === 0 && paysNowByCard)
      throw invalid('spending_point', 'must leave an amount to pay by card');
  }
  return {
    account,
    spend: requested,
    earnPercent: program.point_earn_percent,
    validityDays: program.point_validity_days,
  };
}

/**
 * The booking's point rows, in its transaction: the spend (2401 if another booking spent the
 * balance meanwhile: the whole booking rolls back) and the points the stay earns on what was
 * paid, spendable POINTS_CREDIT_DAYS_AFTER_CHECKOUT days after check-out.
 */
export async function writeBookingPoints(
  tx: Kysely<Database>,
  plan: PointsPlan,
  booking: { reservationId: number; checkoutDate: string; paid: number },
  now: Date,
): Promise<void> {
  if (plan.spend > 0)
    await spendPoints(
      tx,
      plan.account,
      { points: plan.spend, reservationId: booking.reservationId },
      now,
    );
  await addPoints(
    tx,
    plan.account,
    {
      kind: 'future',
      points: pointsEarned(booking.paid, plan.earnPercent),
      reservationId: booking.reservationId,
      availableAt: stayPointsAvailableAt(booking.checkoutDate),
      validityDays: plan.validityDays,
    },
    now,
  );
}

/** When points earned for a stay become spendable: some days after its check-out. */
function stayPointsAvailableAt(checkoutDate: string): Date {
  return new Date(`${addDays(checkoutDate, POINTS_CREDIT_DAYS_AFTER_CHECKOUT)}T00:00:00Z`);
}

/**
 * A changed stay earns on its new price and becomes spendable after its new check-out: the
 * reservation's standing `future` entry, if not spendable yet, is superseded by one restated
 * at the program's earn rate (or by none when the stay now earns nothing). In the change's
 * transaction, under the account lock. A guest's booking (no entry) is left alone.
 */
export async function restateStayPoints(
  tx: Kysely<Database>,
  reservationId: number,
  stay: { checkoutDate: string; paid: number },
  now: Date,
): Promise<void> {
  const standing = await tx
    .selectFrom('point_entries as e')
    .leftJoin('point_superseded as s', 's.entry_id', 'e.id')
    .select(['e.id', 'e.member_id', 'e.program_id', 'e.points', 'e.available_at'])
    .where('e.reservation_id', '=', reservationId)
    .where('e.kind', '=', 'future')
    .where('s.entry_id', 'is', null)
    .executeTakeFirst();
  if (!standing || standing.available_at <= now) return;
  const program = await pointsProgram(tx, standing.program_id);
  const points = pointsEarned(stay.paid, program?.point_earn_percent ?? 0);
  const availableAt = stayPointsAvailableAt(stay.checkoutDate);
  if (points === standing.points && availableAt.getTime() === standing.available_at.getTime())
    return;
  const account = { memberId: standing.member_id, programId: standing.program_id };
  await lockAccount(tx, account);
  const replacement = await addPoints(
    tx,
    account,
    {
      kind: 'future',
      points,
      reservationId,
      availableAt,
      validityDays: program?.point_validity_days ?? 365,
    },
    now,
  );
  await tx
    .insertInto('point_superseded')
    .values({ entry_id: standing.id, by_entry_id: replacement })
    .execute();
}
