import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/marketing.ts';
import { register } from '../http/register.ts';
import { subscriptionStatus, unsubscribe } from '../services/marketing.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** `/api/v1/marketing_emails`: the unsubscribe pages' calls (token from the e-mail link). */
export function marketingRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  register(app, endpoints.getSubscriptionStatus, async ({ query }) => ({
    data: await subscriptionStatus(deps.db, query.token),
  }));
  register(app, endpoints.unsubscribe, async ({ body }) => ({
    data: await unsubscribe(deps.db, (await body()).token),
  }));
}
