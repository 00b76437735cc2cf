import { type Kysely, sql } from 'kysely';

/**
 * The brand-wide preview (product.md §4, issue 37): a preview link may cover every hotel of a
 * brand rather than one hotel (`preview_grants.brand_id`, its `hotel_id` then null), and a
 * widget session opened with it sees the unpublished plans of every hotel of that brand until
 * the link ends (`client_sessions.preview_brand_id`, with the same `preview_until`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE preview_grants
      ALTER COLUMN hotel_id DROP NOT NULL,
      ADD COLUMN brand_id integer REFERENCES brands(id),
      ADD CONSTRAINT preview_grants_one_scope CHECK ((hotel_id IS NULL) <> (brand_id IS NULL))`.execute(
    db,
  );
  await sql`
    ALTER TABLE client_sessions
      ADD COLUMN preview_brand_id integer REFERENCES brands(id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE client_sessions DROP COLUMN preview_brand_id`.execute(db);
  await sql`DELETE FROM preview_grants WHERE hotel_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE preview_grants
      DROP CONSTRAINT preview_grants_one_scope,
      DROP COLUMN brand_id,
      ALTER COLUMN hotel_id SET NOT NULL`.execute(db);
}
