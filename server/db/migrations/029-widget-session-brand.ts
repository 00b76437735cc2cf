import { type Kysely, sql } from 'kysely';

/**
 * A widget session belongs to its hotel's brand directly (issue 37): `client_sessions.brand_id`.
 * Before, a session named an `api_clients` row and took the brand from it, so a brand without a
 * registered API client (every generated agency chain, any brand a console creates) could not
 * open a session at all and its hotels' pages failed with 3401. The embedded widget's key is a
 * hotel code and its secret public, so it never needed a client row: `client_key` now names the
 * registered integration only, and is null for widget sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE client_sessions ADD COLUMN brand_id integer REFERENCES brands(id)`.execute(
    db,
  );
  await sql`
    UPDATE client_sessions s SET brand_id = c.brand_id
      FROM api_clients c WHERE c.key = s.client_key`.execute(db);
  await sql`
    ALTER TABLE client_sessions
      ALTER COLUMN brand_id SET NOT NULL,
      ALTER COLUMN client_key DROP NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Widget sessions without a client cannot be kept by the older schema; they are re-created.
  await sql`DELETE FROM client_sessions WHERE client_key IS NULL`.execute(db);
  await sql`
    ALTER TABLE client_sessions
      ALTER COLUMN client_key SET NOT NULL,
      DROP COLUMN brand_id`.execute(db);
}
