import { type Kysely, sql } from 'kysely';

/**
 * The agency search learns of plan rates and restrictions (issue 39): a committed write to
 * `plan_rates` or `plan_restrictions` logs a structure change in `agency_stock_changes`
 * (migration 027's function, one row per statement), so each process's stay index reads its
 * layout again and finds which hotels its own arrays cannot price any more: those it hands to
 * the room search's rules (server/agency/ruled-prices.ts). Statement-level: a bulk change of
 * thousands of nights logs one row.
 */
const TABLES = ['plan_rates', 'plan_restrictions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`
      CREATE TRIGGER ${sql.raw(`agency_log_structure_${table}`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION agency_log_structure()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`DROP TRIGGER ${sql.raw(`agency_log_structure_${table}`)} ON ${sql.table(table)}`.execute(
      db,
    );
}
