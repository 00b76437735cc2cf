import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import * as points from '../../api/contract/endpoints/points.ts';
import type { CurrentPoint, PointExchange, PointsTimeline } from '../../api/contract/points.ts';
import type { HistoryQuery } from './points-history.ts';

/** The points tab's calls (doc 2 §7 memberships point, points_timeline, point_exchanges). */
export async function loadCurrentPoint(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<CurrentPoint> {
  return (await callEndpoint(api, points.getCurrentPoint, signal ? { signal } : {})).data;
}

export function loadPointHistory(
  api: ApiClient,
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<PointsTimeline> {
  return callEndpoint(api, points.getPointsTimeline, {
    query: { scope: query.scope, page: query.page },
    ...(signal ? { signal } : {}),
  });
}

/** Exchanges points (irreversible); answers the exchange and the balance after it. */
export async function exchangePoints(
  api: ApiClient,
  amount: number,
): Promise<{ exchange: PointExchange; balance: number }> {
  const answer = await callEndpoint(api, points.createPointExchange, {
    body: { amount, exchange_type: 'digico' },
  });
  return { exchange: answer.data, balance: answer.total_point };
}
