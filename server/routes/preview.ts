import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/preview.ts';
import { invalid } from '../domain/errors.ts';
import { register } from '../http/register.ts';
import { findHotel } from '../services/hotels.ts';
import { hotelOfApiKey } from '../services/pay-links/api-keys.ts';
import { createPreviewGrant, openPreviewSession } from '../services/preview.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/**
 * Preview mode (product.md §4): the hotel (its API key) makes a five-minute preview link; the
 * widget opened with it lets its own client session see the unpublished plans until then.
 */
export function previewRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  register(app, endpoints.createPreview, async ({ c }) => {
    const hotel = await hotelOfApiKey(db, c.req.header('authorization'));
    return { data: await createPreviewGrant(db, hotel, deps.now(), deps.publicOrigin) };
  });
  register(app, endpoints.createBrandPreview, async ({ c }) => {
    const hotel = await hotelOfApiKey(db, c.req.header('authorization'));
    return {
      data: await createPreviewGrant(db, hotel, deps.now(), deps.publicOrigin, 'brand'),
    };
  });
  register(app, endpoints.openPreview, async ({ c, body }) => {
    // The preview belongs to one widget session: the declaration (`auth: 'client'`) has
    // refused a call without one (403 code 4000) before this runs.
    const session = c.req.header('x-client-session');
    if (session === undefined) throw invalid('X-Client-Session', 'is required');
    const input = await body();
    const hotel = await findHotel(db, input.code);
    return { data: await openPreviewSession(db, hotel, session, input.token, deps.now()) };
  });
}
