import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/membership.ts';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError, invalid } from '../domain/errors.ts';
import { bearerToken, clientContext, requireClient, requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { liveMemberById } from '../services/members/accounts.ts';
import { presentMember } from '../services/members/present.ts';
import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  memberReservations,
} from '../services/members/reservation-list.ts';
import { verifyAccessToken } from '../services/members/sessions.ts';
import { redeemSignInCode } from '../services/members/sign-in-codes.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** `/api/v1/user/*` and the session check: who is signed in, and their reservations. */
export function userRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, endpoints.getCurrentUser, async ({ c }) => {
    const oneTime = c.req.header('x-one-time-access-token');
    if (oneTime !== undefined && bearerToken(c) === undefined) {
      // A link's one-time token (a sign-in code): good once, then 3403.
      const client = clientContext(c);
      const outcome =
        oneTime.length >= 16 && oneTime.length <= 200
          ? await redeemSignInCode(db, deps.now(), oneTime, client?.brandId)
          : ({ kind: 'invalid' } as const);
      const member =
        outcome.kind === 'redeemed' ? await liveMemberById(db, outcome.memberId) : undefined;
      if (!member)
        throw new DomainError(ErrorCode.alreadySpent, 403, 'This link has already been used.');
      return { data: await presentMember(db, member) };
    }
    const { member } = await requireMember(c, db, deps.now());
    return { data: await presentMember(db, member) };
  });

  register(app, endpoints.whoami, async ({ c }) => {
    const client = requireClient(c);
    const token = bearerToken(c);
    const found = token ? await verifyAccessToken(db, deps.now(), token) : undefined;
    const live = found && found.session.brand_id === client.brandId ? found : undefined;
    return {
      data: {
        signed_in: live !== undefined,
        user_id: live?.member.id ?? null,
        hotel_brand_id: client.brandId,
      },
    };
  });

  register(app, endpoints.getUserReservations, async ({ c, query }) => {
    const { member } = await requireMember(c, db, deps.now());
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    if (page < 1) throw invalid('page', 'must be 1 or more');
    if (perPage < 1 || perPage > MAX_PER_PAGE)
      throw invalid('per_page', `must be between 1 and ${MAX_PER_PAGE}`);
    return memberReservations(db, member.id, deps.now(), {
      status: query.status ?? 'upcoming',
      page,
      perPage,
    });
  });
}
