import { Hono } from 'hono';
import { SubscriptionStatusQuerySchema, UnsubscribeSchema } from '../../src/api/contract/index.ts';
import { parse, query, readJson } from '../http/validate.ts';
import { subscriptionStatus, unsubscribe } from '../services/marketing.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** `/api/v1/marketing_emails`: the unsubscribe pages' calls (token from the e-mail link). */
export function marketingRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/subscription_status', async (c) => {
    const { token } = query(c, SubscriptionStatusQuerySchema);
    return c.json({ data: await subscriptionStatus(deps.db, token) });
  });
  app.post('/unsubscribe', async (c) => {
    const { token } = parse(UnsubscribeSchema, await readJson(c));
    return c.json({ data: await unsubscribe(deps.db, token) });
  });
  return app;
}
