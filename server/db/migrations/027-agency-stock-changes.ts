import { type Kysely, sql } from 'kysely';

/**
 * The agency search keeps every room type's nightly rate and stock in each process's memory
 * (server/agency/stay-index.ts) and learns what changed from this log, written by triggers
 * whatever code path changes stock or rates (bookings, cancellations, the horizon top-up, an
 * operator's UPDATE), so every process sees another's change on its next search.
 *
 * One row per statement and room type: the nights it touched (`room_type_id`, `date_from`,
 * `date_to`); a row without a room type says room types or plans changed (capacity,
 * supplements, stay lengths, new hotels). `tx` is the writing transaction's id: a reader asks
 * for rows numbered after the last it saw and rows of the transactions still running at its
 * previous read, so a change committed late (after a higher-numbered one) is never skipped.
 * Rows older than an hour are pruned by the readers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agency_stock_changes (
      seq bigserial PRIMARY KEY,
      tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
      at timestamptz NOT NULL DEFAULT now(),
      room_type_id integer,
      date_from date,
      date_to date
    )`.execute(db);
  await sql`CREATE INDEX agency_stock_changes_tx ON agency_stock_changes (tx)`.execute(db);
  // The readers prune by age.
  await sql`CREATE INDEX agency_stock_changes_at ON agency_stock_changes (at)`.execute(db);
  // Statement-level with transition tables: a slice of the catalogue (40,000 nights) or the
  // horizon top-up logs one row per room type, not per night.
  await sql`
    CREATE FUNCTION agency_log_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO agency_stock_changes (room_type_id, date_from, date_to)
        SELECT room_type_id, min(date), max(date) FROM changed_rows GROUP BY room_type_id;
      RETURN NULL;
    END $$`.execute(db);
  // A transition table serves one event only, so one trigger per event.
  for (const [event, table] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const)
    await sql`
      CREATE TRIGGER ${sql.raw(`agency_log_inventory_${event.toLowerCase()}`)}
        AFTER ${sql.raw(event)} ON inventory REFERENCING ${sql.raw(table)} TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION agency_log_inventory()`.execute(db);
  await sql`
    CREATE FUNCTION agency_log_structure() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO agency_stock_changes (room_type_id) VALUES (NULL);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['room_types', 'plans', 'inventory'])
    await sql`
      CREATE TRIGGER ${sql.raw(`agency_log_structure_${table}`)}
        AFTER ${sql.raw(table === 'inventory' ? 'TRUNCATE' : 'INSERT OR UPDATE OR DELETE OR TRUNCATE')}
        ON ${sql.raw(table)} FOR EACH STATEMENT EXECUTE FUNCTION agency_log_structure()`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['insert', 'update', 'delete'])
    await sql`DROP TRIGGER ${sql.raw(`agency_log_inventory_${name}`)} ON inventory`.execute(db);
  for (const table of ['room_types', 'plans', 'inventory'])
    await sql`DROP TRIGGER ${sql.raw(`agency_log_structure_${table}`)} ON ${sql.raw(table)}`.execute(
      db,
    );
  await sql`DROP FUNCTION agency_log_inventory()`.execute(db);
  await sql`DROP FUNCTION agency_log_structure()`.execute(db);
  await sql`DROP TABLE agency_stock_changes`.execute(db);
}
