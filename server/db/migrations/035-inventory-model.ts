import { type Kysely, sql } from 'kysely';

/**
 * The console's inventory model (issue 39): what a hotel sells, per night and per occupancy.
 *
 * - Room types gain their texts per locale, occupancy (adults min/max, children max: NULL up to
 *   `capacity`, the guests a room holds), beds, amenities and `published` (false: the hotel's
 *   draft, like an unpublished plan); `capacity`, `size_sqm`, `total_rooms` and the photos
 *   (`images`, whose rows may carry `alts` per locale) stay.
 * - Plans (one row per rate plan and room type, as before) gain names and descriptions per
 *   locale, a sale period, a stay period, an advance booking window, and an optional parent plan
 *   they are derived from (± percent in hundredths, or ± amount; a rounding step and mode).
 * - `plan_rates`: a plan's own price for one night by number of adults (`adults[i]` is the
 *   room's price for i + 1 adults, null: not sold for that many) and each kids tier's extra.
 *   A night without a row is priced as before this migration: the room type's per-adult rate of
 *   the night (`inventory.price_per_adult`) plus the plan's `adult_supplement`, children at their
 *   tier's share. So every existing plan keeps exactly its prices (nothing is copied).
 * - `plan_restrictions`: stop-sell, closed to arrival / departure, and minimum / maximum stay
 *   (through the night, and on arrival) per plan and night.
 * - `inventory` stays the rooms to sell per room type and night (`total`; `remaining` = total −
 *   rooms booked, never below 0 by its CHECK). Its per-adult rate may now be NULL: a night whose
 *   rooms a console set without a room-type rate (only plan rates price it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE room_types
      ADD COLUMN names jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN min_adults integer NOT NULL DEFAULT 1,
      ADD COLUMN max_adults integer,
      ADD COLUMN max_children integer,
      ADD COLUMN beds jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN amenities jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN published boolean NOT NULL DEFAULT true`,
    sql`ALTER TABLE plans
      ADD COLUMN names jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN descriptions jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN sale_from date,
      ADD COLUMN sale_until date,
      ADD COLUMN stay_from date,
      ADD COLUMN stay_until date,
      ADD COLUMN advance_min_days integer,
      ADD COLUMN advance_max_days integer,
      ADD COLUMN parent_plan_id integer REFERENCES plans(id),
      ADD COLUMN derive_kind text,
      ADD COLUMN derive_value integer NOT NULL DEFAULT 0,
      ADD COLUMN derive_round_step integer NOT NULL DEFAULT 1,
      ADD COLUMN derive_round_mode text NOT NULL DEFAULT 'nearest',
      ADD CONSTRAINT plans_parent_not_self CHECK (parent_plan_id IS NULL OR parent_plan_id <> id)`,
    sql`CREATE TABLE plan_rates (
      plan_id integer NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
      date date NOT NULL,
      adults jsonb NOT NULL,
      children jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (plan_id, date)
    )`,
    sql`CREATE TABLE plan_restrictions (
      plan_id integer NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
      date date NOT NULL,
      stop_sell boolean NOT NULL DEFAULT false,
      closed_to_arrival boolean NOT NULL DEFAULT false,
      closed_to_departure boolean NOT NULL DEFAULT false,
      min_stay_through integer,
      max_stay_through integer,
      min_stay_arrival integer,
      max_stay_arrival integer,
      PRIMARY KEY (plan_id, date)
    )`,
    sql`ALTER TABLE inventory ALTER COLUMN price_per_adult DROP NOT NULL`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE plan_restrictions`,
    sql`DROP TABLE plan_rates`,
    sql`ALTER TABLE plans DROP CONSTRAINT plans_parent_not_self,
      DROP COLUMN names, DROP COLUMN descriptions, DROP COLUMN sale_from, DROP COLUMN sale_until,
      DROP COLUMN stay_from, DROP COLUMN stay_until, DROP COLUMN advance_min_days,
      DROP COLUMN advance_max_days, DROP COLUMN parent_plan_id, DROP COLUMN derive_kind,
      DROP COLUMN derive_value, DROP COLUMN derive_round_step, DROP COLUMN derive_round_mode`,
    sql`ALTER TABLE room_types DROP COLUMN names, DROP COLUMN descriptions, DROP COLUMN min_adults,
      DROP COLUMN max_adults, DROP COLUMN max_children, DROP COLUMN beds, DROP COLUMN amenities,
      DROP COLUMN published`,
  ])
    await statement.execute(db);
}
