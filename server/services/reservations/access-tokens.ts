import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken } from './tokens.ts';

/**
 * Further bypass tokens of a reservation (migration 008). The first token is shown once, in the
 * create answer, and only its hash is kept, so a mail sent later (3-D Secure settled, changed)
 * cannot repeat it; it gets a token of its own, stored as a hash too. Each opens the reservation
 * like the first.
 */
export async function addAccessToken(
  db: Kysely<Database>,
  reservationId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('reservation_access_tokens')
    .values({ token_hash: hashToken(token), reservation_id: reservationId, created_at: now })
    .execute();
}

/**
 * True when `token` is one of the further tokens of reservation `reservationId`. Looked up by
 * its hash (the primary key), so the query costs the same for any token; callers run it for
 * every token proof, known reservation or not, to keep the timing alike.
 */
export async function isAddedToken(
  db: Kysely<Database>,
  reservationId: number,
  token: string,
): Promise<boolean> {
  const found = await db
    .selectFrom('reservation_access_tokens')
    .select('reservation_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return found?.reservation_id === reservationId;
}
