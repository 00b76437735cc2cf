import { type Kysely, sql } from 'kysely';

/**
 * Campaign attribution (issue 18): `reservations.campaign`, the landing link's UTM and click ids
 * the booking was sent with (`{ utm_source, gclid, … }`, src/rules/campaign.ts); NULL when the
 * guest came without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN campaign jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP COLUMN campaign`.execute(db);
}
