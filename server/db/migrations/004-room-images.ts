import { type Kysely, sql } from 'kysely';

/**
 * Photos of a room type: a JSON list of `{ url, alt }`. A URL starting with `/` is served by
 * this server (`/media/rooms/…`) and made absolute with the public origin when answered; any
 * other URL (a hotel's CDN) is answered as stored. NULL means "never set" (the demo seed fills
 * it in on the next start); `[]` means no photos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE room_types ADD COLUMN images jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE room_types DROP COLUMN images`.execute(db);
}
