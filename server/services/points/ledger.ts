import { type Kysely, sql } from 'kysely';
import { PointsErrorCode } from '../../../src/api/contract/index.ts';
import type { PointKind } from '../../../src/rules/points.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';

/**
 * The points ledger (migration 013): append-only rows per member and program; the balance is
 * derived from them. Every write that depends on the balance (spend, exchange, expiry, refund)
 * first locks the account row with `SELECT … FOR UPDATE` in the caller's transaction, so two
 * spends of one balance run one after the other: the second sees the first's row and is
 * refused with 2401. The balance therefore never goes below zero, under any concurrency.
 */

export interface PointAccount {
  memberId: number;
  programId: number;
}

const DAY_MS = 86_400_000;

/** A `future` row still stands: its reservation was not cancelled and no change superseded it. */
const stands = sql<boolean>`(coalesce(r.status, '') <> 'cancelled' AND s.entry_id IS NULL)`;

/** A `future` row counts once available, if it still stands. */
const counts = (now: Date) =>
  sql<boolean>`(e.kind <> 'future' OR (e.available_at <= ${now} AND ${stands}))`;

/** Rows that add spendable points and can expire: gained, refunded, matured future. */
const isLot = (now: Date) => sql<boolean>`(e.points > 0 AND ${counts(now)})`;

/** Locks (creating if needed) the account row; call inside a transaction. */
export async function lockAccount(tx: Kysely<Database>, account: PointAccount): Promise<void> {
  await tx
    .insertInto('point_accounts')
    .values({ member_id: account.memberId, program_id: account.programId })
    .onConflict((oc) => oc.columns(['member_id', 'program_id']).doNothing())
    .execute();
  await tx
    .selectFrom('point_accounts')
    .select('member_id')
    .where('member_id', '=', account.memberId)
    .where('program_id', '=', account.programId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Sums of an account at `now`: spendable balance, points still to come, ranking points. */
export interface PointTotals {
  balance: number;
  future: number;
  ranking: number;
  /** Of the lots expired by `now`, what no spending or expiry has used up yet. */
  expiredUnused: number;
}

export async function pointTotals(
  db: Kysely<Database>,
  account: PointAccount,
  now: Date,
): Promise<PointTotals> {
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const row = await db
    .selectFrom('point_entries as e')
    .leftJoin('reservations as r', 'r.id', 'e.reservation_id')
    .leftJoin('point_superseded as s', 's.entry_id', 'e.id')
    .where('e.member_id', '=', account.memberId)
    .where('e.program_id', '=', account.programId)
    .select([
      sql<number>`coalesce(sum(e.points) FILTER (WHERE ${counts(now)}), 0)::int`.as('balance'),
      sql<number>`coalesce(sum(e.points) FILTER (WHERE e.kind = 'future' AND e.available_at > ${now} AND ${stands}), 0)::int`.as(
        'future',
      ),
      sql<number>`coalesce(sum(e.points) FILTER (WHERE e.kind IN ('gained', 'future') AND ${counts(now)} AND e.available_at > ${yearAgo}), 0)::int`.as(
        'ranking',
      ),
      sql<number>`coalesce(sum(e.points) FILTER (WHERE ${isLot(now)} AND e.expires_at <= ${now}), 0)::int`.as(
        'expired_lots',
      ),
      sql<number>`coalesce(-sum(e.points) FILTER (WHERE e.points < 0), 0)::int`.as('debits'),
    ])
    .executeTakeFirstOrThrow();
  return {
    balance: row.balance,
    future: row.future,
    ranking: row.ranking,
    // Spending uses the lots that expire first, so the debits are counted against those.
    expiredUnused: Math.max(0, Math.min(row.expired_lots - row.debits, row.balance)),
  };
}

interface NewEntry {
  kind: PointKind;
  points: number;
  reservationId?: number | null;
  exchangeType?: string | null;
  availableAt?: Date;
  expiresAt?: Date | null;
}

async function append(
  tx: Kysely<Database>,
  account: PointAccount,
  entry: NewEntry,
  now: Date,
): Promise<number> {
  const row = await tx
    .insertInto('point_entries')
    .values({
      member_id: account.memberId,
      program_id: account.programId,
      kind: entry.kind,
      points: entry.points,
      reservation_id: entry.reservationId ?? null,
      exchange_type: entry.exchangeType ?? null,
      available_at: entry.availableAt ?? now,
      expires_at: entry.expiresAt ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Appends an `expired` row for lots whose validity ended and that no spending used; under the
 * account lock the caller holds. Returns the totals after it.
 */
export async function expireDue(
  tx: Kysely<Database>,
  account: PointAccount,
  now: Date,
): Promise<PointTotals> {
  const totals = await pointTotals(tx, account, now);
  if (totals.expiredUnused <= 0) return totals;
  await append(tx, account, { kind: 'expired', points: -totals.expiredUnused }, now);
  return { ...totals, balance: totals.balance - totals.expiredUnused, expiredUnused: 0 };
}

/** The account after expiry, in its own transaction (reads from the widget's pages). */
export function currentTotals(
  db: Kysely<Database>,
  account: PointAccount,
  now: Date,
): Promise<PointTotals> {
  return db.transaction().execute(async (tx) => {
    await lockAccount(tx, account);
    return expireDue(tx, account, now);
  });
}

export const notEnoughPoints = (field = 'spending_point'): DomainError =>
  new DomainError(PointsErrorCode.notEnoughPoints, 422, 'You do not have enough points.', field);

/**
 * Spends `points` in the caller's transaction: lock, expire, check the balance, append.
 * 2401 when the balance (after every earlier spend) is smaller.
 */
export async function spendPoints(
  tx: Kysely<Database>,
  account: PointAccount,
  spend: { points: number; reservationId?: number; exchangeType?: string; field?: string },
  now: Date,
): Promise<number> {
  await lockAccount(tx, account);
  const totals = await expireDue(tx, account, now);
  if (spend.points > totals.balance) throw notEnoughPoints(spend.field);
  return append(
    tx,
    account,
    {
      kind: 'spent',
      points: -spend.points,
      reservationId: spend.reservationId ?? null,
      exchangeType: spend.exchangeType ?? null,
    },
    now,
  );
}

/**
 * Adds points that can later expire: `future` (earned for a stay, spendable from `availableAt`,
 * counted only while the booking stands) or `gained` (spendable from `availableAt`). Valid
 * `validityDays` from then. Returns the new entry's id (null when there was nothing to add).
 */
export async function addPoints(
  tx: Kysely<Database>,
  account: PointAccount,
  entry: {
    kind: 'future' | 'gained';
    points: number;
    reservationId?: number;
    availableAt: Date;
    validityDays: number;
  },
  now: Date,
): Promise<number | null> {
  if (entry.points <= 0) return null;
  await lockAccount(tx, account);
  return append(
    tx,
    account,
    {
      kind: entry.kind,
      points: entry.points,
      reservationId: entry.reservationId ?? null,
      availableAt: entry.availableAt,
      expiresAt: new Date(entry.availableAt.getTime() + entry.validityDays * DAY_MS),
    },
    now,
  );
}

/**
 * Gives back the points a reservation spent, less `keep` (what the cancellation policy keeps),
 * once: what was already refunded for it is subtracted. In the caller's transaction, which
 * made the reservation's status flip; returns the points given back.
 */
export async function refundReservationPoints(
  tx: Kysely<Database>,
  reservationId: number,
  keep: (spent: number) => number,
  now: Date,
  validityDays = 365,
): Promise<number> {
  const rows = await tx
    .selectFrom('point_entries')
    .select(['member_id', 'program_id', 'kind', sql<number>`sum(points)::int`.as('points')])
    .where('reservation_id', '=', reservationId)
    .where('kind', 'in', ['spent', 'refunded'])
    .groupBy(['member_id', 'program_id', 'kind'])
    .execute();
  const spentRow = rows.find((r) => r.kind === 'spent');
  if (!spentRow) return 0;
  const spent = -spentRow.points;
  const refunded = rows.find((r) => r.kind === 'refunded')?.points ?? 0;
  const back = spent - keep(spent) - refunded;
  if (back <= 0) return 0;
  const account = { memberId: spentRow.member_id, programId: spentRow.program_id };
  await lockAccount(tx, account);
  await append(
    tx,
    account,
    {
      kind: 'refunded',
      points: back,
      reservationId,
      expiresAt: new Date(now.getTime() + validityDays * DAY_MS),
    },
    now,
  );
  return back;
}
