import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { findHotel, type Hotel } from '../hotels.ts';

/**
 * Hotel API keys: `hbk_<prefix>_<secret>`, the prefix 8 random hex characters (public, finds
 * the row), the secret 32 random bytes. Only the SHA-256 of the whole key is stored: the key
 * carries 256 bits of chance, so a plain hash cannot be reversed by guessing, and it is
 * compared in constant time. The key is shown once, when created.
 */
const KEY_PATTERN = /^hbk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface CreatedApiKey {
  /** The whole key: shown once, never stored. */
  key: string;
  prefix: string;
  hotelCode: string;
}

/** Creates a key for a hotel (any spelling of its code). */
export async function createApiKey(
  db: Kysely<Database>,
  hotelCode: string,
  label: string,
  now: Date,
): Promise<CreatedApiKey> {
  const hotel = await findHotel(db, hotelCode);
  const prefix = randomBytes(4).toString('hex');
  const key = `hbk_${prefix}_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('hotel_api_keys')
    .values({
      hotel_id: hotel.id,
      prefix,
      secret_hash: hashOf(key),
      label: label.slice(0, 100),
      created_at: now,
    })
    .execute();
  return { key, prefix, hotelCode: hotel.code };
}

/** Revokes a key by its prefix; false when no live key has it. */
export async function revokeApiKey(
  db: Kysely<Database>,
  prefix: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('hotel_api_keys')
    .set({ revoked_at: now })
    .where('prefix', '=', prefix)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const unauthorised = () =>
  new DomainError(
    ErrorCode.invalidCredentials,
    401,
    'A valid hotel API key is required (Authorization: Bearer <key>)',
    undefined,
    undefined,
    'invalid_api_key',
  );

/** The hotel of an `Authorization: Bearer <key>` header; 401 (9401) for anything else. */
export async function hotelOfApiKey(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<Hotel> {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const prefix = KEY_PATTERN.exec(key)?.[1];
  if (!prefix) throw unauthorised();
  const row = await db
    .selectFrom('hotel_api_keys')
    .select(['hotel_id', 'secret_hash'])
    .where('prefix', '=', prefix)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const given = Buffer.from(hashOf(key), 'hex');
  const stored = Buffer.from(row?.secret_hash ?? '', 'hex');
  if (!row || stored.length !== given.length || !timingSafeEqual(stored, given))
    throw unauthorised();
  return findHotel(db, String(row.hotel_id));
}
