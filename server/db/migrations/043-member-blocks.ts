import { type Kysely, sql } from 'kysely';

/**
 * Members in the console (issue 41):
 * - `members.blocked_at` / `blocked_reason`: staff blocked the account; it cannot sign in or
 *   keep a session until unblocked (server/services/members/sessions.ts), and its data stays.
 * - `point_adjustments`: why staff added or took points. The change itself is an ordinary
 *   `gained` or `spent` row of the append-only ledger (migration 013); this row, keyed by that
 *   entry, says who did it and why. Append-only like the ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE members ADD COLUMN blocked_at timestamptz, ADD COLUMN blocked_reason text`.execute(
    db,
  );
  await sql`
    CREATE TABLE point_adjustments (
      entry_id integer PRIMARY KEY REFERENCES point_entries(id),
      staff_id integer REFERENCES staff(id),
      actor_email text NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE FUNCTION point_adjustments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'point_adjustments is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER point_adjustments_append_only BEFORE UPDATE OR DELETE ON point_adjustments
      FOR EACH ROW EXECUTE FUNCTION point_adjustments_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE point_adjustments`.execute(db);
  await sql`DROP FUNCTION point_adjustments_append_only()`.execute(db);
  await sql`ALTER TABLE members DROP COLUMN blocked_at, DROP COLUMN blocked_reason`.execute(db);
}
