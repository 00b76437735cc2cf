import { type Kysely, sql } from 'kysely';

/**
 * Kept room-search answers never outlive a rate or restriction change (issue 39): committed
 * writes to `plan_rates` and `plan_restrictions` notify `search_changes` with `c<hotel id>` (a
 * catalogue change, as migration 026's `plans` triggers send: searches keep a hotel's plan rates
 * and restrictions with its catalogue, so the change drops both and the hotel's answers), once
 * per hotel and statement, a TRUNCATE with `*`. Statement-level with transition tables, as 026:
 * a bulk change of thousands of nights costs one trigger call.
 */
const TABLES = ['plan_rates', 'plan_restrictions'] as const;

const TRIGGERS = [
  ['insert', 'INSERT', 'NEW'],
  ['update_old', 'UPDATE', 'OLD'],
  ['update_new', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION search_changed_plan_nights() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'c' || h.hotel_id)
        FROM (SELECT DISTINCT p.hotel_id FROM changed c JOIN plans p ON p.id = c.plan_id) h;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    for (const [name, event, rows] of TRIGGERS)
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_search_${name}`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION search_changed_plan_nights()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_search_truncate`)}
      AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed_all()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (const [name] of [...TRIGGERS, ['truncate']] as const)
      await sql`DROP TRIGGER ${sql.raw(`${table}_search_${name}`)} ON ${sql.table(table)}`.execute(
        db,
      );
  await sql`DROP FUNCTION search_changed_plan_nights()`.execute(db);
}
