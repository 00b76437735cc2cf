import { type Kysely, sql } from 'kysely';

/**
 * An organization's display name per locale (issue 37), as hotel and program names are kept:
 * `{ "en": "Sakura Trading", "ja": "さくら商事" }`. `display_name` stays the name of any
 * language not listed (the widget reads the locale's, then English, then it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organizations
      ADD COLUMN display_name_translations jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE organizations DROP COLUMN display_name_translations`.execute(db);
}
