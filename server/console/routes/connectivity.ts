import type { Context, Hono } from 'hono';
import * as api from '../../../src/api/contract/endpoints/console-connectivity.ts';
import { ALPINEBITS_VERSION } from '../../connectivity/alpinebits/handshake.ts';
import * as alpinebits from '../../connectivity/console/alpinebits.ts';
import { type Actor, pathId } from '../../connectivity/console/audit.ts';
import * as ical from '../../connectivity/console/ical.ts';
import * as webhooks from '../../connectivity/console/webhooks.ts';
import { notFound } from '../../http/errors.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';

/** A hotel's Connectivity page (issue 42, server/connectivity/console): owner and manager. */
export function consoleConnectivityRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const actor = (c: Context<AppEnv>): Actor => ({
    staff: staffOf(c),
    hotel: consoleHotelOf(c),
    now: deps.now(),
  });
  // Webhook endpoints and feeds: internal hosts refused unless the deployment allows them.
  const outbound = { allowPrivateHosts: deps.connectivityAllowPrivateHosts };
  const idOf = (raw: string): number => {
    const id = pathId(raw);
    if (id === null) throw notFound(`id ${raw.slice(0, 20)}`);
    return id;
  };

  register(app, api.listAlpineBitsCredentials, async ({ c }) => ({
    data: {
      endpoint_url: alpinebits.endpointUrl(deps.publicOrigin),
      version: ALPINEBITS_VERSION,
      credentials: await alpinebits.listCredentials(db, consoleHotelOf(c).id),
    },
  }));
  register(app, api.createAlpineBitsCredential, async ({ c, body }) => {
    const { label } = await body();
    const made = await alpinebits.addCredential(db, actor(c), label);
    return { data: { ...made, endpoint_url: alpinebits.endpointUrl(deps.publicOrigin) } };
  });
  register(app, api.revokeAlpineBitsCredential, async ({ c, params }) => {
    await alpinebits.dropCredential(db, actor(c), idOf(params.id));
    return c.body(null, 204);
  });
  register(app, api.getAlpineBitsCodeMap, async ({ c }) => ({
    data: await alpinebits.codeMap(db, consoleHotelOf(c).id),
  }));
  register(app, api.putAlpineBitsCodeMap, async ({ c, body }) => ({
    data: await alpinebits.replaceCodeMap(db, actor(c), (await body()).mappings),
  }));
  register(app, api.listConnectivityMessages, async ({ c, query }) => ({
    data: await alpinebits.recentMessages(db, consoleHotelOf(c).id, query.channel),
  }));

  register(app, api.listWebhookEndpoints, async ({ c }) => ({
    data: await webhooks.listEndpoints(db, consoleHotelOf(c).id),
  }));
  register(app, api.createWebhookEndpoint, async ({ c, body }) => ({
    data: await webhooks.addEndpoint(db, actor(c), await body(), outbound),
  }));
  register(app, api.disableWebhookEndpoint, async ({ c, params }) => {
    await webhooks.disableEndpoint(db, actor(c), idOf(params.id));
    return c.body(null, 204);
  });
  register(app, api.listWebhookDeliveries, async ({ c }) => ({
    data: await webhooks.listDeliveries(db, consoleHotelOf(c).id),
  }));
  register(app, api.redeliverWebhook, async ({ c, params }) => {
    await webhooks.redeliverDelivery(db, actor(c), idOf(params.id));
    return c.body(null, 204);
  });

  register(app, api.getIcalOverview, async ({ c }) => ({
    data: await ical.icalOverview(db, consoleHotelOf(c).id),
  }));
  register(app, api.createIcalExport, async ({ c, body }) => ({
    data: await ical.addExport(db, actor(c), (await body()).room_type_code, deps.publicOrigin),
  }));
  register(app, api.revokeIcalExport, async ({ c, params }) => {
    await ical.dropExport(db, actor(c), idOf(params.id));
    return c.body(null, 204);
  });
  register(app, api.createIcalFeed, async ({ c, body }) => ({
    data: await ical.addFeed(db, actor(c), await body(), outbound),
  }));
  register(app, api.removeIcalFeed, async ({ c, params }) => {
    await ical.dropFeed(db, actor(c), idOf(params.id));
    return c.body(null, 204);
  });
}
