import { type Kysely, sql } from 'kysely';

/**
 * Lottery events in the console (issue 41):
 * - `published`: whether members see the event (its page, entries). Events from before this
 *   migration, the seed, the CLI and the hotel API stay live (`true`); the console sets new
 *   ones up as drafts and publishes them when their texts are ready.
 * - `names`, `notifications`: the event's name and note per locale (`{ "ja": "…" }`); a locale
 *   left out shows the plain `name` / `notification`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE lottery_events
      ADD COLUMN published boolean NOT NULL DEFAULT true,
      ADD COLUMN names jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN notifications jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE lottery_events
      DROP COLUMN published, DROP COLUMN names, DROP COLUMN notifications`.execute(db);
}
