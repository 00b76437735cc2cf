import { type Kysely, sql } from 'kysely';

/**
 * What a hotel's startup settings read announces its changes too (issue 23), on migration 026's
 * channel `search_changes`: a committed write to a brand (`brands`), its external sign-ins
 * (`brand_identity_providers`) or the exchange rates (`exchange_rates`: the currencies
 * multi-currency offers) sends `w<hotel id>` ("widget settings changed") for every hotel it
 * touches; a TRUNCATE sends `*`. The `hotels` row itself already announces `c<hotel id>`
 * (migration 026), which drops the hotel's settings with the rest of its catalogue.
 *
 * Apart from `c`, so that a brand's or a rate's change does not drop the hotels' search data,
 * and apart from `s`, so that a booking (stock) leaves the settings kept. Statement-level with
 * transition tables, as in 026: a rates refresh of many rows is one trigger call per statement.
 */
const TABLES = [
  // [table, function naming the hotels of the changed rows]
  ['brands', 'settings_changed_brand'],
  ['brand_identity_providers', 'settings_changed_brand_of'],
  ['exchange_rates', 'settings_changed_rates'],
] as const;

const TRIGGERS = [
  ['insert', 'INSERT', 'NEW'],
  ['update_old', 'UPDATE', 'OLD'],
  ['update_new', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION settings_changed_brand() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'w' || h.id)
        FROM (SELECT DISTINCT h.id FROM changed c JOIN hotels h ON h.brand_id = c.id) h;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION settings_changed_brand_of() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'w' || h.id)
        FROM (SELECT DISTINCT h.id FROM changed c JOIN hotels h ON h.brand_id = c.brand_id) h;
      RETURN NULL;
    END $$`.execute(db);
  // A rate from a currency concerns the hotels priced in it.
  await sql`
    CREATE FUNCTION settings_changed_rates() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'w' || h.id)
        FROM (SELECT DISTINCT h.id FROM changed c JOIN hotels h ON h.currency = c.base_currency) h;
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, fn] of TABLES) {
    for (const [name, event, rows] of TRIGGERS) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_settings_${name}`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)}
        REFERENCING ${sql.raw(rows)} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
    }
    // search_changed_all (migration 026): `*`, everything.
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_settings_truncate`)}
      AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION search_changed_all()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TABLES) {
    for (const [name] of [...TRIGGERS, ['truncate']] as const)
      await sql`DROP TRIGGER ${sql.raw(`${table}_settings_${name}`)} ON ${sql.table(table)}`.execute(
        db,
      );
  }
  for (const fn of ['brand', 'brand_of', 'rates'])
    await sql`DROP FUNCTION ${sql.raw(`settings_changed_${fn}`)}()`.execute(db);
}
