import type { Kysely } from 'kysely';
import {
  type AdjustMemberPoints,
  type ConsoleLedgerEntry,
  LEDGER_LIMIT,
} from '../../../src/api/contract/console/members.ts';
import type { Database } from '../../db/schema.ts';
import { notAllowed } from '../../http/errors.ts';
import type { MemberRow } from '../../services/members/present.ts';
import { pointsProgram } from '../../services/points/checkout.ts';
import { addPoints, expireDue, lockAccount, spendPoints } from '../../services/points/ledger.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { memberTarget } from './find.ts';

function ledgerQuery(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('point_entries as e')
    .leftJoin('reservations as r', 'r.id', 'e.reservation_id')
    .leftJoin('point_superseded as s', 's.entry_id', 'e.id')
    .leftJoin('point_adjustments as a', 'a.entry_id', 'e.id')
    .select([
      'e.id',
      'e.kind',
      'e.points',
      'e.program_id',
      'e.available_at',
      'e.expires_at',
      'e.created_at',
      'r.number as reservation_number',
      's.entry_id as superseded_id',
      'a.reason',
      'a.actor_email',
    ])
    .where('e.member_id', '=', memberId);
}

type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['execute']>>[number];

function present(row: LedgerRow): ConsoleLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    program_id: row.program_id,
    reservation_number: row.reservation_number,
    available_at: new Date(row.available_at).toISOString(),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    superseded: row.superseded_id !== null,
    adjustment:
      row.reason !== null && row.actor_email !== null
        ? { reason: row.reason, by: row.actor_email }
        : null,
  };
}

/** The member's ledger, newest row first (the newest LEDGER_LIMIT rows), in every program. */
export async function memberLedger(
  db: Kysely<Database>,
  memberId: number,
): Promise<ConsoleLedgerEntry[]> {
  const rows = await ledgerQuery(db, memberId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(LEDGER_LIMIT)
    .execute();
  return rows.map(present);
}

/**
 * Staff add or take points (issue 41): one new row of the append-only ledger, `gained`
 * (spendable at once, valid the program's days) or `spent` (under the account's lock, never
 * below zero: 2401), its reason and author beside it, and the audit entry, in one transaction.
 * Nothing already in the ledger changes. 9422 when the member's program has no points.
 */
export async function adjustMemberPoints(
  db: Kysely<Database>,
  staff: StaffPrincipal,
  member: MemberRow,
  input: AdjustMemberPoints,
  now: Date,
): Promise<{ entry: ConsoleLedgerEntry; balance: number }> {
  const program = await pointsProgram(db, member.program_id);
  if (!program) throw notAllowed("The member's program has no points.");
  const account = { memberId: member.id, programId: member.program_id };
  return db.transaction().execute(async (tx) => {
    await lockAccount(tx, account);
    const before = (await expireDue(tx, account, now)).balance;
    const entryId =
      input.points > 0
        ? await addPoints(
            tx,
            account,
            {
              kind: 'gained',
              points: input.points,
              availableAt: now,
              validityDays: program.point_validity_days,
            },
            now,
          )
        : await spendPoints(tx, account, { points: -input.points, field: 'points' }, now);
    if (entryId === null) throw new Error('a positive adjustment appended no row');
    await tx
      .insertInto('point_adjustments')
      .values({
        entry_id: entryId,
        staff_id: staff.staffId,
        actor_email: staff.email,
        reason: input.reason,
        created_at: now,
      })
      .execute();
    const balance = before + input.points;
    await recordAudit(tx, {
      staff,
      hotelId: null,
      action: 'member.points_adjust',
      target: memberTarget(member),
      before: { balance: before },
      after: { balance, points: input.points, reason: input.reason, entry_id: entryId },
      at: now,
    });
    const row = await ledgerQuery(tx, member.id)
      .where('e.id', '=', entryId)
      .executeTakeFirstOrThrow();
    return { entry: present(row), balance };
  });
}
