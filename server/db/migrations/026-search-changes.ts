import { type Kysely, sql } from 'kysely';

/**
 * What a room search reads announces its changes (issue 20): every committed write to a hotel's
 * stock and rates (`inventory`) or to its catalogue (`hotels`, `room_types`, `plans`,
 * `cancellation_policies`) sends a notification on the channel `search_changes` naming the hotel:
 * `s<hotel id>` for stock, `c<hotel id>` for the catalogue, `*` for a TRUNCATE (everything).
 * PostgreSQL delivers them at commit, once per hotel and transaction, to every connection that
 * listens; server processes keep search answers only as long as none arrived for that hotel
 * (server/services/search/changes.ts).
 *
 * Statement-level triggers with transition tables: a booking's few rows or the agency catalogue's
 * million-row loads cost one trigger call per statement, not one per row. A table's UPDATE has a
 * trigger on its old rows and one on its new rows, so a row moved to another hotel names both.
 */
const TABLES = [
  // [table, function naming the hotels of the changed rows]
  ['inventory', 'search_changed_stock'],
  ['room_types', 'search_changed_catalogue'],
  ['plans', 'search_changed_catalogue'],
  ['cancellation_policies', 'search_changed_catalogue'],
  ['hotels', 'search_changed_hotel'],
] as const;

const TRIGGERS = [
  ['insert', 'INSERT', 'NEW'],
  ['update_old', 'UPDATE', 'OLD'],
  ['update_new', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_changed_stock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 's' || h.hotel_id)
        FROM (SELECT DISTINCT t.hotel_id FROM changed c JOIN room_types t ON t.id = c.room_type_id) h;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION search_changed_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'c' || h.hotel_id)
        FROM (SELECT DISTINCT hotel_id FROM changed) h;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION search_changed_hotel() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'c' || h.id) FROM (SELECT DISTINCT id FROM changed) h;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION search_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', '*');
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, fn] of TABLES) {
    for (const [name, event, rows] of TRIGGERS) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_search_${name}`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
    }
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_search_truncate`)}
      AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed_all()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TABLES) {
    for (const [name] of [...TRIGGERS, ['truncate']] as const)
      await sql`DROP TRIGGER ${sql.raw(`${table}_search_${name}`)} ON ${sql.table(table)}`.execute(
        db,
      );
  }
  for (const fn of ['stock', 'catalogue', 'hotel', 'all'])
    await sql`DROP FUNCTION ${sql.raw(`search_changed_${fn}`)}()`.execute(db);
}
