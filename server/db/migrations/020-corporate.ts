import { type Kysely, sql } from 'kysely';

/**
 * Corporate accounts (issue 16; product.md §1, §3, §6):
 * - `organizations`: a company of one brand, with the code its staff sign in with;
 * - `organization_members`: which member belongs to which organization, with their role
 *   (`member`, `admin`: any role containing "admin" sees the admin view). The row is also the
 *   lock a corporate booking takes (`SELECT … FOR UPDATE`) before it counts the member's nights,
 *   so two parallel bookings of one allowance run one after the other;
 * - `organization_periods`: the stay allowance of each member of the organization, in nights,
 *   per period (a named date range of a year). Reserved and remaining nights are never stored:
 *   they are counted from the reservations;
 * - `plans.organization_id`: a corporate plan (its own rates), bookable only by the members of
 *   that organization; `reservations.organization_id`: a booking of one, counted against the
 *   allowance and listed to the organization's admins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organizations (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      code text NOT NULL,
      name text NOT NULL,
      display_name text NOT NULL,
      program_id integer REFERENCES membership_programs(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE organization_members (
      member_id integer PRIMARY KEY REFERENCES members(id),
      organization_id integer NOT NULL REFERENCES organizations(id),
      role text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX organization_members_organization ON organization_members (organization_id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE organization_periods (
      id serial PRIMARY KEY,
      organization_id integer NOT NULL REFERENCES organizations(id),
      year integer NOT NULL,
      name text NOT NULL,
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      max_nights integer NOT NULL CHECK (max_nights >= 0),
      UNIQUE (organization_id, year, name),
      CHECK (ends_on >= starts_on)
    )`.execute(db);
  await sql`ALTER TABLE plans ADD COLUMN organization_id integer REFERENCES organizations(id)`.execute(
    db,
  );
  await sql`ALTER TABLE reservations ADD COLUMN organization_id integer REFERENCES organizations(id)`.execute(
    db,
  );
  await sql`
    CREATE INDEX reservations_organization ON reservations (organization_id, checkin_date)
      WHERE organization_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX reservations_organization`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN organization_id`.execute(db);
  await sql`ALTER TABLE plans DROP COLUMN organization_id`.execute(db);
  await sql`DROP TABLE organization_periods`.execute(db);
  await sql`DROP TABLE organization_members`.execute(db);
  await sql`DROP TABLE organizations`.execute(db);
}
