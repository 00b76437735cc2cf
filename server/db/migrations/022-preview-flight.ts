import { type Kysely, sql } from 'kysely';

/**
 * Preview mode and stay-plus-flight plans (issue 18):
 * - `plans.published`: an unpublished plan is the hotel's draft, seen only in preview;
 * - `plans.includes_flight`: a stay-plus-flight package (dated stays, at most 5 rooms);
 * - `preview_grants`: a hotel's five-minute preview links (only the SHA-256 of the token);
 * - `client_sessions.preview_*`: the widget session a grant was opened in, and until when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE plans
      ADD COLUMN published boolean NOT NULL DEFAULT true,
      ADD COLUMN includes_flight boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE TABLE preview_grants (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    ALTER TABLE client_sessions
      ADD COLUMN preview_hotel_id integer REFERENCES hotels(id),
      ADD COLUMN preview_until timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE client_sessions DROP COLUMN preview_until, DROP COLUMN preview_hotel_id`.execute(
    db,
  );
  await sql`DROP TABLE preview_grants`.execute(db);
  await sql`ALTER TABLE plans DROP COLUMN includes_flight, DROP COLUMN published`.execute(db);
}
