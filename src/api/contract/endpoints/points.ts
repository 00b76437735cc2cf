import type { Endpoint } from '../endpoint.ts';
import {
  CurrentPointResponseSchema,
  PointExchangeRequestSchema,
  PointExchangeResponseSchema,
  PointExchangesQuerySchema,
  PointExchangesResponseSchema,
  PointsTimelineQuerySchema,
  PointsTimelineResponseSchema,
} from '../points.ts';

/** A signed-in member's points (doc 2 §7 "Membership": point, points_timeline, point_exchanges). */
const tag = 'membership';

export const getCurrentPoint = {
  method: 'get',
  path: '/api/v1/memberships/point',
  response: CurrentPointResponseSchema,
  auth: 'member',
  tag,
  summary: "The member's spendable points, points to come, rank and the program's spending rule",
} as const satisfies Endpoint;

export const getPointsTimeline = {
  method: 'get',
  path: '/api/v1/memberships/points_timeline',
  query: PointsTimelineQuerySchema,
  response: PointsTimelineResponseSchema,
  auth: 'member',
  tag,
  summary: 'Point history, newest first, paged (5 a page by default); scope current or future',
} as const satisfies Endpoint;

export const getPointExchanges = {
  method: 'get',
  path: '/api/v1/memberships/point_exchanges',
  query: PointExchangesQuerySchema,
  response: PointExchangesResponseSchema,
  auth: 'member',
  tag,
  summary: "The member's point exchanges, newest first, paged",
} as const satisfies Endpoint;

export const createPointExchange = {
  method: 'post',
  path: '/api/v1/memberships/point_exchanges',
  body: PointExchangeRequestSchema,
  response: PointExchangeResponseSchema,
  status: 201,
  auth: 'member',
  tag,
  summary: 'Exchange points (default digico; irreversible); 2401 when the balance is short',
  errors: {
    422: '2401: not enough points',
  },
} as const satisfies Endpoint;
