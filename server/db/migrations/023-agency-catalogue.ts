import { type Kysely, sql } from 'kysely';

/**
 * The agency catalogue (issue 21): one profile row per hotel the agency search lists (area,
 * kind, position, rating, amenities, names in the facility languages, photos), and the indexes
 * that keep a dated search over 2,000+ hotels fast. `search_text` holds every name of the hotel,
 * its area and kind in every language, lower-cased, for trigram keyword matching (pg_trgm ships
 * with PostgreSQL and with PGlite, which loads it in `openDatabase`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`
    CREATE TABLE agency_hotels (
      hotel_id integer PRIMARY KEY REFERENCES hotels(id) ON DELETE CASCADE,
      area text NOT NULL,
      country text NOT NULL,
      kind text NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      stars smallint NOT NULL,
      rating numeric(2, 1) NOT NULL,
      review_count integer NOT NULL,
      amenities text[] NOT NULL,
      max_capacity integer NOT NULL,
      texts jsonb NOT NULL,
      photos jsonb NOT NULL,
      search_text text NOT NULL,
      generated boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX agency_hotels_area ON agency_hotels (area)`.execute(db);
  await sql`CREATE INDEX agency_hotels_amenities ON agency_hotels USING gin (amenities)`.execute(
    db,
  );
  await sql`CREATE INDEX agency_hotels_search ON agency_hotels USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  // A dated search reads every room type's nights in one date range: by date first.
  await sql`CREATE INDEX inventory_date_room ON inventory (date, room_type_id) INCLUDE (remaining, price_per_adult, closed)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX inventory_date_room`.execute(db);
  await sql`DROP TABLE agency_hotels`.execute(db);
}
