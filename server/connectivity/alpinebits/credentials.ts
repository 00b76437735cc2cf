import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AlpineBitsHotel } from './action.ts';

/**
 * AlpineBits credentials: HTTP Basic user `ab_<8 hex>` and a password of 32 random bytes, made per
 * hotel in the console and shown once. Only the password's SHA-256 is kept: 256 random bits
 * cannot be guessed back from a plain hash, and it is compared in constant time.
 */
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface CreatedCredential {
  id: number;
  username: string;
  /** Shown once, never stored. */
  password: string;
}

export async function createCredential(
  db: Kysely<Database>,
  hotelId: number,
  label: string,
): Promise<CreatedCredential> {
  const username = `ab_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('alpinebits_credentials')
    .values({
      hotel_id: hotelId,
      username,
      secret_hash: hashOf(password),
      label: label.slice(0, 100),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

/** Revokes a hotel's credential; false when it has no live one of that id. */
export async function revokeCredential(
  db: Kysely<Database>,
  hotelId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('alpinebits_credentials')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('hotel_id', '=', hotelId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The hotel of a Basic `Authorization` header's live credential, or null. */
export async function hotelOfCredential(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<AlpineBitsHotel | null> {
  const match = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  const row = await db
    .selectFrom('alpinebits_credentials as c')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .select(['c.secret_hash', 'h.id', 'h.code', 'h.code_key', 'h.name', 'h.currency'])
    .where('c.username', '=', username)
    .where('c.revoked_at', 'is', null)
    .executeTakeFirst();
  const given = Buffer.from(hashOf(password), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? hashOf(''), 'hex');
  if (!row || given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return {
    id: row.id,
    code: row.code,
    codeKey: row.code_key,
    name: row.name,
    currency: row.currency,
  };
}
