import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffPrincipal } from './staff-context.ts';
import { hashSecret, newSecret } from './tokens.ts';

/** How long a console session lives: idle timeout and absolute lifetime. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** 30 minutes idle, 12 hours at most (a working day). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
};

/** `last_seen_at` moves at most this often, so browsing does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** A new session for a staff member; the secret goes into the cookie, only its hash is stored. */
export async function createStaffSession(
  db: Kysely<Database>,
  options: { staffId: number; now: Date; policy: SessionPolicy; secondFactor: boolean },
): Promise<{ id: string; secret: string }> {
  const secret = newSecret();
  const id = randomUUID();
  const { now } = options;
  await db
    .insertInto('staff_sessions')
    .values({
      id,
      token_hash: hashSecret(secret),
      staff_id: options.staffId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + options.policy.absoluteMs),
      second_factor: options.secondFactor,
    })
    .execute();
  return { id, secret };
}

/**
 * The staff member of a live session (not revoked, not idle too long, before its absolute end,
 * the member not removed), its last activity moved forward; undefined otherwise.
 */
export async function findStaffSession(
  db: Kysely<Database>,
  secret: string,
  now: Date,
  policy: SessionPolicy,
): Promise<StaffPrincipal | undefined> {
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as m', 'm.id', 's.staff_id')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      's.expires_at',
      's.second_factor',
      'm.id as staff_id',
      'm.brand_id',
      'm.role',
      'm.email',
      'm.locale',
      'm.hotel_limited',
      'b.require_second_factor',
    ])
    .where('s.token_hash', '=', hashSecret(secret))
    .where('s.revoked_at', 'is', null)
    .where('m.removed_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = now.getTime();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (lastSeen + policy.idleMs <= at || new Date(row.expires_at).getTime() <= at) return undefined;
  if (at - lastSeen >= TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', row.session_id)
      .execute();
  }
  const hotelIds = row.hotel_limited
    ? (
        await db
          .selectFrom('staff_hotels')
          .select('hotel_id')
          .where('staff_id', '=', row.staff_id)
          .orderBy('hotel_id')
          .execute()
      ).map((h) => h.hotel_id)
    : null;
  return {
    staffId: row.staff_id,
    brandId: row.brand_id,
    role: row.role,
    hotelIds,
    sessionId: row.session_id,
    email: row.email,
    locale: row.locale,
    needsSecondFactor: row.require_second_factor && !row.second_factor,
  };
}

/** Ends one session (sign-out). */
export async function revokeStaffSession(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (sign-out everywhere, role change, removal, new password). */
export async function revokeAllStaffSessions(
  db: Kysely<Database>,
  staffId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks a session as holding a second factor (the member just set one up in it). */
export async function upgradeStaffSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ second_factor: true })
    .where('id', '=', sessionId)
    .execute();
}
