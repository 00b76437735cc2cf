import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Only the SHA-256 of an export token is kept: the URL is shown once, like a password. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A new secret export URL's token for a room type (256 random bits). */
export async function createIcalExport(
  db: Kysely<Database>,
  roomTypeId: number,
): Promise<{ id: number; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('ical_exports')
    .values({ room_type_id: roomTypeId, token_hash: tokenHash(token) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Revokes an export URL of the hotel; false when it has no live one of that id. */
export async function revokeIcalExport(
  db: Kysely<Database>,
  hotelId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('ical_exports')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('room_type_id', 'in', (eb) =>
      eb.selectFrom('room_types').select('id').where('hotel_id', '=', hotelId),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
