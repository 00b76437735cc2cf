import type { Hono } from 'hono';
import {
  createConsoleApiKey,
  getConsoleEmbed,
  listConsoleApiKeys,
  revokeConsoleApiKey,
} from '../../../src/api/contract/endpoints/console-embed.ts';
import { embedSnippets } from '../../../src/rules/embed-snippets.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import * as keys from '../embed/api-keys.ts';

/** A hotel's Embed page: snippets with its code filled in, and its API keys. */
export function consoleEmbedRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, getConsoleEmbed, ({ c }) => {
    const hotel = consoleHotelOf(c);
    return {
      data: {
        hotel_code: hotel.code,
        provider_origin: deps.publicOrigin,
        ...embedSnippets(deps.publicOrigin, hotel.code),
      },
    };
  });
  register(app, listConsoleApiKeys, async ({ c }) => ({
    data: await keys.listApiKeys(db, consoleHotelOf(c).id),
  }));
  register(app, createConsoleApiKey, async ({ c, body }) => {
    const { label } = await body();
    return {
      data: await keys.createConsoleApiKey(db, staffOf(c), consoleHotelOf(c), label, deps.now()),
    };
  });
  register(app, revokeConsoleApiKey, async ({ c, params }) => {
    await keys.revokeConsoleApiKey(db, staffOf(c), consoleHotelOf(c), params.prefix, deps.now());
    return c.body(null, 204);
  });
}
