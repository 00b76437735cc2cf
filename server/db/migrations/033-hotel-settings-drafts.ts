import { type Kysely, sql } from 'kysely';

/**
 * The hotel console's live preview (issue 38): the unsaved settings document of one staff session
 * for one hotel. The settings call and the server-drawn first screen answer it, merged over the
 * saved settings, to that session only (server/console/settings/drafts.ts); saving publishes it
 * and drops it, discarding drops it, and a session's end takes its drafts with it.
 *
 * And the images the console uploads (a hotel's logo and favicon), kept in the database so that
 * every process serves them (`/media/uploads/<name>`, server/console/media).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE hotel_settings_drafts (
      session_id text NOT NULL REFERENCES staff_sessions(id) ON DELETE CASCADE,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      document jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, hotel_id)
    )`.execute(db);
  await sql`
    CREATE TABLE hotel_media (
      name text PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE hotel_media, hotel_settings_drafts`.execute(db);
}
