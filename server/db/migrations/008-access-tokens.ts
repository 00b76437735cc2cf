import { type Kysely, sql } from 'kysely';

/**
 * `reservation_access_tokens`: bypass tokens minted after the booking answer, for the manage
 * links of later e-mails (3-D Secure confirmation, change). Hashes only, like
 * `reservations.bypass_token_hash`; they go with their reservation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reservation_access_tokens (
      token_hash text PRIMARY KEY,
      reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX reservation_access_tokens_reservation ON reservation_access_tokens (reservation_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE reservation_access_tokens`.execute(db);
}
