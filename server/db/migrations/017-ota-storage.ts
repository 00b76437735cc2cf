import { type Kysely, sql } from 'kysely';

/**
 * The agency mode's hand-over storage (issue 20): kept in the database, not in one process's
 * memory, so an entry stored through one server process reads through any other. Rows expire
 * after an hour; writes delete expired rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ota_temporary_storage (
      id text PRIMARY KEY,
      data jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ota_temporary_storage_expires ON ota_temporary_storage (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ota_temporary_storage`.execute(db);
}
