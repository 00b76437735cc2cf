import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/points.ts';
import {
  DEFAULT_EXCHANGE_TYPE,
  POINT_HISTORY_MAX_PAGE_SIZE,
  POINT_HISTORY_PAGE_SIZE,
} from '../../src/rules/points.ts';
import { invalid } from '../domain/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { pointsProgram, pointsUnavailable } from '../services/points/checkout.ts';
import {
  pointExchanges,
  pointHistory,
  presentCurrentPoint,
  presentExchange,
} from '../services/points/history.ts';
import { currentTotals, spendPoints } from '../services/points/ledger.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** Page and page size of a paged points query (default size 5, doc 2 §9). */
function paging(query: { page?: number | undefined; per_page?: number | undefined }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? POINT_HISTORY_PAGE_SIZE;
  if (page < 1) throw invalid('page', 'must be 1 or more');
  if (perPage < 1 || perPage > POINT_HISTORY_MAX_PAGE_SIZE)
    throw invalid('per_page', `must be between 1 and ${POINT_HISTORY_MAX_PAGE_SIZE}`);
  return { page, perPage };
}

/** `/api/v1/memberships/point`, `points_timeline`, `point_exchanges`: the member's points. */
export function pointRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  const signedIn = async (c: Parameters<typeof requireMember>[0]) => {
    const { member } = await requireMember(c, db, deps.now());
    const account = { memberId: member.id, programId: member.program_id };
    return { member, account, program: await pointsProgram(db, member.program_id) };
  };

  register(app, endpoints.getCurrentPoint, async ({ c }) => {
    const { account, program } = await signedIn(c);
    return { data: presentCurrentPoint(await currentTotals(db, account, deps.now()), program) };
  });

  register(app, endpoints.getPointsTimeline, async ({ c, query }) => {
    const { account, program } = await signedIn(c);
    const now = deps.now();
    const totals = await currentTotals(db, account, now);
    const page = await pointHistory(db, account, now, {
      scope: query.scope ?? 'current',
      ...paging(query),
    });
    return {
      ...page,
      program_enabled: program !== null,
      total_point: totals.balance,
      ranking_points_value: totals.ranking,
    };
  });

  register(app, endpoints.getPointExchanges, async ({ c, query }) => {
    const { account } = await signedIn(c);
    return pointExchanges(db, account, paging(query));
  });

  register(app, endpoints.createPointExchange, async ({ c, body }) => {
    const { account, program } = await signedIn(c);
    const request = await body();
    if (!program) throw pointsUnavailable();
    const now = deps.now();
    const exchangeType = request.exchange_type ?? DEFAULT_EXCHANGE_TYPE;
    const id = await db
      .transaction()
      .execute((tx) =>
        spendPoints(tx, account, { points: request.amount, exchangeType, field: 'amount' }, now),
      );
    const totals = await currentTotals(db, account, now);
    return {
      data: presentExchange({
        id,
        points: -request.amount,
        exchange_type: exchangeType,
        created_at: now,
      }),
      total_point: totals.balance,
    };
  });
}
