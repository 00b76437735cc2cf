import type { Kysely, Selectable } from 'kysely';
import type { MemberTokens } from '../../../src/api/contract/index.ts';
import type { Database, MemberSessionTable } from '../../db/schema.ts';
import { hashToken, newBypassToken } from '../reservations/tokens.ts';
import { memberBlocked } from './blocked.ts';
import { type MemberRow, presentMember } from './present.ts';

/**
 * Member sessions: an opaque access token (sent as `Authorization: Bearer`, short-lived) and a
 * refresh token that rotates on every use. Only SHA-256 hashes are stored. The refresh token
 * rotated away last is remembered: when it comes back (a stolen copy, or the real client after
 * a thief refreshed first) the whole session is revoked, so one of the two loses it at once.
 */
export const ACCESS_TTL_MS = 30 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 3_600_000;

export type MemberSessionRow = Selectable<MemberSessionTable>;

interface RawTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

function newTokens(now: Date) {
  const access = newBypassToken();
  const refresh = newBypassToken();
  return {
    raw: { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_MS / 1000 },
    columns: {
      access_token_hash: hashToken(access),
      access_expires_at: new Date(now.getTime() + ACCESS_TTL_MS),
      refresh_token_hash: hashToken(refresh),
      refresh_expires_at: new Date(now.getTime() + REFRESH_TTL_MS),
    },
  };
}

async function answer(
  db: Kysely<Database>,
  member: MemberRow,
  raw: RawTokens,
): Promise<MemberTokens> {
  return { token_type: 'Bearer', ...raw, user: await presentMember(db, member) };
}

/**
 * A new session for `member` (sign-in, confirmation, setup, code grant, password change). Every
 * way of signing in comes here, so a member staff blocked is refused here (1301, blocked.ts).
 */
export async function issueMemberSession(
  db: Kysely<Database>,
  now: Date,
  member: MemberRow,
): Promise<MemberTokens> {
  if (member.blocked_at) throw memberBlocked();
  const tokens = newTokens(now);
  await db
    .insertInto('member_sessions')
    .values({ brand_id: member.brand_id, member_id: member.id, ...tokens.columns })
    .execute();
  return answer(db, member, tokens.raw);
}

export interface AuthenticatedMember {
  session: MemberSessionRow;
  member: MemberRow;
}

/** The live session and member of an access token; undefined when unknown, expired or revoked. */
export async function verifyAccessToken(
  db: Kysely<Database>,
  now: Date,
  token: string,
): Promise<AuthenticatedMember | undefined> {
  if (token.length < 16 || token.length > 200) return undefined;
  const session = await db
    .selectFrom('member_sessions')
    .selectAll()
    .where('access_token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('access_expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return undefined;
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', session.member_id)
    .where('deleted_at', 'is', null)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  return member ? { session, member } : undefined;
}

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: MemberTokens; brandId: number }
  | { kind: 'reused' }
  | { kind: 'invalid' }
  | { kind: 'other_brand' };

/** Revokes the session whose previous refresh token this is; true when one was revoked. */
async function revokeIfReused(db: Kysely<Database>, now: Date, hash: string): Promise<boolean> {
  const reused = await db
    .updateTable('member_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('previous_refresh_token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return reused !== undefined;
}

/**
 * Exchanges a refresh token for new tokens (both rotate). A refresh token of the previous
 * rotation revokes the session; an unknown, expired or revoked one is `invalid`. A token of
 * another brand than the caller's (`brandId`) is refused without being spent.
 */
export async function refreshMemberSession(
  db: Kysely<Database>,
  now: Date,
  refreshToken: string,
  brandId: number | undefined,
): Promise<RefreshOutcome> {
  const hash = hashToken(refreshToken);
  if (await revokeIfReused(db, now, hash)) return { kind: 'reused' };
  const current = await db
    .selectFrom('member_sessions')
    .select(['brand_id'])
    .where('refresh_token_hash', '=', hash)
    .executeTakeFirst();
  if (current && brandId !== undefined && current.brand_id !== brandId)
    return { kind: 'other_brand' };
  const tokens = newTokens(now);
  // One statement: of two concurrent refreshes with the same token only one matches; the other
  // then presents a "previous" token, which revokes the session (reuse).
  const rotated = await db
    .updateTable('member_sessions')
    .set({ ...tokens.columns, previous_refresh_token_hash: hash, updated_at: now })
    .where('refresh_token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .returning(['member_id', 'brand_id'])
    .executeTakeFirst();
  if (!rotated) {
    return (await revokeIfReused(db, now, hash)) ? { kind: 'reused' } : { kind: 'invalid' };
  }
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', rotated.member_id)
    .where('deleted_at', 'is', null)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  if (!member) return { kind: 'invalid' };
  return {
    kind: 'refreshed',
    tokens: await answer(db, member, tokens.raw),
    brandId: rotated.brand_id,
  };
}

/** Revokes one session; false when it was already revoked. */
export async function revokeMemberSession(
  db: Kysely<Database>,
  now: Date,
  sessionId: number,
): Promise<boolean> {
  const row = await db
    .updateTable('member_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes every live session of a member, but `exceptSessionId` when given. */
export async function revokeAllMemberSessions(
  db: Kysely<Database>,
  now: Date,
  memberId: number,
  exceptSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('member_sessions')
    .set({ revoked_at: now, updated_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
