import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import { type AuthenticatedMember, verifyAccessToken } from '../services/members/sessions.ts';
import { type ClientContext, checkedClientSession } from './client-session.ts';

export type { ClientContext } from './client-session.ts';

/**
 * The client session of the request as the clientSession middleware checked it (every /api
 * route passes it), or undefined when the caller sent none (hotel systems, curl).
 */
export function clientContext(c: Context): ClientContext | undefined {
  return checkedClientSession(c);
}

/**
 * Membership calls act on the brand of the client session, never on one named in the body: a
 * call without a session gets the "identity expired" answer, on which the widget makes one.
 */
export function requireClient(c: Context): ClientContext {
  const client = clientContext(c);
  if (client) return client;
  throw new DomainError(
    ErrorCode.identityExpired,
    403,
    'A client session is needed for membership calls.',
    undefined,
    undefined,
    'invalid_client_session',
  );
}

/** The Bearer credential of the request, if any. */
export function bearerToken(c: Context): string | undefined {
  return c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

export const sessionExpired = (message = 'Your session has expired. Please sign in again.') =>
  new DomainError(ErrorCode.sessionExpired, 401, message);

export const brandMismatch = () =>
  new DomainError(
    ErrorCode.brandMismatch,
    403,
    'This sign-in belongs to another hotel brand. Please sign in again.',
  );

export interface MemberAuth extends AuthenticatedMember {
  client: ClientContext | undefined;
}

/**
 * The signed-in member of a `member` endpoint: 401 code 1400 when the access token is missing,
 * unknown, expired or revoked (the widget then refreshes once or asks to sign in again); 403
 * code 3402 when the token belongs to another brand than the client session.
 */
export async function requireMember(
  c: Context,
  db: Kysely<Database>,
  now: Date,
): Promise<MemberAuth> {
  const token = bearerToken(c);
  if (token === undefined) throw sessionExpired('Please sign in.');
  const found = await verifyAccessToken(db, now, token);
  if (!found) throw sessionExpired();
  const client = clientContext(c);
  if (client && client.brandId !== found.session.brand_id) throw brandMismatch();
  return { ...found, client };
}

/**
 * For endpoints a member may call signed in or not (search, quote, booking): no Authorization
 * is a guest; a stale or foreign one is refused as above, so the widget refreshes instead of
 * silently losing the member's prices.
 */
export async function optionalMember(
  c: Context,
  db: Kysely<Database>,
  now: Date,
): Promise<MemberAuth | undefined> {
  return bearerToken(c) === undefined ? undefined : requireMember(c, db, now);
}

/**
 * For reservation access, where a Bearer credential may also be a reservation's bypass token:
 * a live member session of the caller's brand, else undefined (the token is then tried as a
 * bypass token).
 */
export async function memberIfAny(
  c: Context,
  db: Kysely<Database>,
  now: Date,
): Promise<AuthenticatedMember | undefined> {
  const token = bearerToken(c);
  if (token === undefined) return undefined;
  const found = await verifyAccessToken(db, now, token);
  if (!found) return undefined;
  const client = clientContext(c);
  return client && client.brandId !== found.session.brand_id ? undefined : found;
}
