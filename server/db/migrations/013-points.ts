import { type Kysely, sql } from 'kysely';

/**
 * Points (issue 14): an append-only ledger per member and program, and one lock row per
 * member and program.
 * - `point_entries`: every change of a member's points as its own row — gained, spent,
 *   refunded, expired, future (earned for a stay, spendable from `available_at`). Rows are never
 *   updated or deleted (a trigger refuses it); the balance is the sum of the rows that count.
 * - `point_accounts`: the row a spend, refund, exchange or expiry locks (`SELECT … FOR UPDATE`)
 *   before it reads the balance and appends, so two spends of one balance run one after the
 *   other and the balance can never go below zero.
 * - `membership_programs`: the program's points settings (earn percentage, spending step and
 *   minimum, validity of gained points).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE membership_programs
      ADD COLUMN point_earn_percent integer NOT NULL DEFAULT 1,
      ADD COLUMN point_step integer NOT NULL DEFAULT 1,
      ADD COLUMN point_minimum integer NOT NULL DEFAULT 1,
      ADD COLUMN point_validity_days integer NOT NULL DEFAULT 365`.execute(db);
  await sql`
    CREATE TABLE point_accounts (
      member_id integer NOT NULL REFERENCES members(id),
      program_id integer NOT NULL REFERENCES membership_programs(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, program_id)
    )`.execute(db);
  await sql`
    CREATE TABLE point_entries (
      id serial PRIMARY KEY,
      member_id integer NOT NULL,
      program_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('gained', 'spent', 'refunded', 'expired', 'future')),
      points integer NOT NULL,
      reservation_id integer REFERENCES reservations(id),
      exchange_type text,
      available_at timestamptz NOT NULL,
      expires_at timestamptz,
      created_at timestamptz NOT NULL,
      FOREIGN KEY (member_id, program_id) REFERENCES point_accounts(member_id, program_id),
      CHECK ((kind IN ('gained', 'refunded', 'future')) = (points > 0)),
      CHECK (points <> 0)
    )`.execute(db);
  await sql`CREATE INDEX point_entries_account ON point_entries (member_id, program_id, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX point_entries_reservation ON point_entries (reservation_id)`.execute(db);
  await sql`
    CREATE FUNCTION point_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'point_entries is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER point_entries_append_only BEFORE UPDATE OR DELETE ON point_entries
      FOR EACH ROW EXECUTE FUNCTION point_entries_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE point_entries`.execute(db);
  await sql`DROP FUNCTION point_entries_append_only()`.execute(db);
  await sql`DROP TABLE point_accounts`.execute(db);
  await sql`
    ALTER TABLE membership_programs
      DROP COLUMN point_earn_percent,
      DROP COLUMN point_step,
      DROP COLUMN point_minimum,
      DROP COLUMN point_validity_days`.execute(db);
}
