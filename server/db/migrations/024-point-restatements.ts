import { type Kysely, sql } from 'kysely';

/**
 * Points earned for a stay that changes (issue 14's known gap): the `future` entry written at
 * booking promised points on the old price, spendable after the old check-out. The ledger
 * stays append-only: a change appends a new `future` entry and records here that the old one
 * is superseded (by the new one, or by nothing when the stay now earns nothing). Only an entry
 * not yet spendable is ever superseded, so no balance that was already counted moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE point_superseded (
      entry_id integer PRIMARY KEY REFERENCES point_entries(id),
      by_entry_id integer REFERENCES point_entries(id),
      superseded_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE point_superseded`.execute(db);
}
