import { type Kysely, sql } from 'kysely';
import type {
  CurrentPoint,
  PointExchange,
  PointHistoryEntry,
  PointsTimeline,
} from '../../../src/api/contract/index.ts';
import { DIGICO_POINTS_VALIDITY_DAYS, rankOf } from '../../../src/rules/points.ts';
import type { Database } from '../../db/schema.ts';
import type { PointAccount, PointTotals } from './ledger.ts';

const DAY_MS = 86_400_000;

/** The current point (`GET /memberships/point`). */
export function presentCurrentPoint(
  totals: PointTotals,
  program: { point_step: number; point_minimum: number } | null,
): CurrentPoint {
  const rank = rankOf(totals.ranking);
  return {
    program_enabled: program !== null,
    total_point: totals.balance,
    future_point: totals.future,
    ranking_points_value: totals.ranking,
    rank: { id: rank.id, code: rank.code },
    point_step: program?.point_step ?? 1,
    point_minimum: program?.point_minimum ?? 1,
  };
}

const pagesOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * A page of the history, newest first. `current`: everything that has happened (points earned
 * for a stay shown as gained from the day they became spendable); `future`: points earned for
 * stays that are not spendable yet. Points of a cancelled stay, or superseded when the stay
 * changed, are not listed.
 */
export async function pointHistory(
  db: Kysely<Database>,
  account: PointAccount,
  now: Date,
  query: { scope: 'current' | 'future'; page: number; perPage: number },
): Promise<Pick<PointsTimeline, 'data' | 'page' | 'total_pages' | 'total_entries'>> {
  const base = db
    .selectFrom('point_entries as e')
    .leftJoin('reservations as r', 'r.id', 'e.reservation_id')
    .leftJoin('hotels as h', 'h.id', 'r.hotel_id')
    .leftJoin('point_superseded as s', 's.entry_id', 'e.id')
    .where('e.member_id', '=', account.memberId)
    .where('e.program_id', '=', account.programId)
    .where((eb) =>
      eb.or([
        eb('e.kind', '<>', 'future'),
        eb.and([
          eb(sql`coalesce(r.status, '')`, '<>', 'cancelled'),
          eb('s.entry_id', 'is', null),
          query.scope === 'future'
            ? eb('e.available_at', '>', now)
            : eb('e.available_at', '<=', now),
        ]),
      ]),
    )
    .where((eb) => (query.scope === 'future' ? eb('e.kind', '=', 'future') : eb.val(true)));
  const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'e.id',
      'e.kind',
      'e.points',
      'e.available_at',
      'e.created_at',
      'e.expires_at',
      'e.exchange_type',
      'r.number as reservation_number',
      'r.checkout_date',
      'h.name as hotel_name',
    ])
    .orderBy(sql`greatest(e.available_at, e.created_at)`, 'desc')
    .orderBy('e.id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  const data: PointHistoryEntry[] = rows.map((row) => {
    const matured = row.kind === 'future' && row.available_at <= now;
    const at = new Date(Math.max(row.available_at.getTime(), row.created_at.getTime()));
    return {
      id: row.id,
      kind: matured ? 'gained' : row.kind,
      points: row.points,
      date: at.toISOString(),
      expires_at: row.expires_at ? row.expires_at.toISOString() : null,
      reservation_number: row.reservation_number ?? null,
      hotel_name: row.hotel_name ?? null,
      checkout_date: row.checkout_date ?? null,
      exchange_type: row.exchange_type,
    };
  });
  return {
    data,
    page: query.page,
    total_pages: pagesOf(counted.n, query.perPage),
    total_entries: counted.n,
  };
}

/** A point exchange as the member sees it. */
export function presentExchange(row: {
  id: number;
  points: number;
  exchange_type: string | null;
  created_at: Date;
}): PointExchange {
  return {
    id: row.id,
    amount: -row.points,
    exchange_type: row.exchange_type ?? 'digico',
    created_at: row.created_at.toISOString(),
    valid_until: new Date(
      row.created_at.getTime() + DIGICO_POINTS_VALIDITY_DAYS * DAY_MS,
    ).toISOString(),
  };
}

/** A page of the member's exchanges, newest first. */
export async function pointExchanges(
  db: Kysely<Database>,
  account: PointAccount,
  query: { page: number; perPage: number },
) {
  const base = db
    .selectFrom('point_entries')
    .where('member_id', '=', account.memberId)
    .where('program_id', '=', account.programId)
    .where('kind', '=', 'spent')
    .where('exchange_type', 'is not', null);
  const counted = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'points', 'exchange_type', 'created_at'])
    .orderBy('id', 'desc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return {
    data: rows.map(presentExchange),
    page: query.page,
    total_pages: pagesOf(counted.n, query.perPage),
    total_entries: counted.n,
  };
}
