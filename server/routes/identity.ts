import type { Hono } from 'hono';
import { createClientSession } from '../../src/api/contract/endpoints/identity.ts';
import { ErrorCode, PUBLIC_WIDGET_SECRET } from '../../src/api/contract/index.ts';
import { normaliseHotelCode } from '../../src/rules/hotel-code.ts';
import { DomainError } from '../domain/errors.ts';
import { register } from '../http/register.ts';
import { hashToken, newBypassToken, sameHash } from '../services/reservations/tokens.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** Client sessions live 0.75 day, like the widget's session cookie (doc 2 §9). */
const SESSION_MS = 18 * 3_600_000;

type Credentials = { key: string; secret: string };

/** A registered integration: its own key and secret. */
async function registeredClient(deps: RouteDeps, body: Credentials) {
  const client = await deps.db
    .selectFrom('api_clients')
    .selectAll()
    .where('key', '=', body.key)
    .executeTakeFirst();
  return client && sameHash(hashToken(body.secret), hashToken(client.secret)) ? client : undefined;
}

/**
 * The embedded widget: its key is a hotel code (any spelling) and its secret the public widget
 * secret. The session belongs to that hotel's brand, whatever brand it is: no registered API
 * client is needed, so a hotel is bookable as soon as it exists, however it was created (the
 * seed, the agency catalogue, a console).
 */
async function widgetBrand(deps: RouteDeps, body: Credentials) {
  if (!sameHash(hashToken(body.secret), hashToken(PUBLIC_WIDGET_SECRET))) return undefined;
  return deps.db
    .selectFrom('hotels')
    .select('brand_id')
    .where('code_key', '=', normaliseHotelCode(body.key))
    .executeTakeFirst();
}

/** `POST /identity/api/client_sessions`: a widget exchanges its public key/secret for a session. */
export function identityRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  register(app, createClientSession, async (request) => {
    const body = await request.body();
    const registered = await registeredClient(deps, body);
    const widget = registered ? undefined : await widgetBrand(deps, body);
    const brandId = registered?.brand_id ?? widget?.brand_id;
    if (brandId === undefined) {
      throw new DomainError(ErrorCode.sessionTokenNotFound, 401, 'Unknown client key or secret.');
    }
    const token = newBypassToken();
    const expires = new Date(deps.now().getTime() + SESSION_MS);
    await deps.db
      .insertInto('client_sessions')
      .values({
        token_hash: hashToken(token),
        client_key: registered?.key ?? null,
        brand_id: brandId,
        expires_at: expires,
        // The widget's hotel, so member e-mail links can bring the member back to it (`code`).
        hotel_code: registered ? null : body.key.slice(0, 100),
      })
      .execute();
    return { data: { client_session: token, expires_at: expires.toISOString() } };
  });
}
