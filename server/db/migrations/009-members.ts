import { type Kysely, sql } from 'kysely';

/**
 * Members (issue 13): membership programs per brand, member accounts, external identities,
 * sessions, e-mailed one-time tokens and one-time sign-in codes. Every token is stored as its
 * SHA-256 hash only, like the reservation bypass tokens. Plans may be limited to one program;
 * reservations remember the member who booked them; client sessions remember the widget's hotel
 * so e-mail links can carry it back (`code`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE membership_programs (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      name text NOT NULL,
      translations jsonb NOT NULL DEFAULT '{}',
      sign_up_open boolean NOT NULL DEFAULT true,
      update_member_profile_enabled boolean NOT NULL DEFAULT true,
      point_program_enabled boolean NOT NULL DEFAULT false,
      tiers jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX membership_programs_brand ON membership_programs (brand_id)`.execute(db);

  await sql`
    CREATE TABLE members (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      program_id integer NOT NULL REFERENCES membership_programs(id),
      email text NOT NULL,
      pending_email text,
      password_hash text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      first_name_kana text,
      last_name_kana text,
      phone text,
      postal_code text,
      prefecture_or_state text,
      street_address text,
      building_name_and_number text,
      locale text NOT NULL DEFAULT 'en',
      provider text NOT NULL DEFAULT 'email',
      membership_id text NOT NULL UNIQUE,
      accepts_promotion_emails boolean NOT NULL DEFAULT false,
      confirmed_at timestamptz,
      deleted_at timestamptz,
      deletion_reason text,
      deletion_details text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // One live account per address and brand; a deleted account frees its address.
  await sql`CREATE UNIQUE INDEX members_brand_email ON members (brand_id, email) WHERE deleted_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE member_identities (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      provider text NOT NULL,
      subject text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, provider, subject)
    )`.execute(db);
  await sql`CREATE INDEX member_identities_member ON member_identities (member_id)`.execute(db);

  await sql`
    CREATE TABLE member_sessions (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      access_token_hash text NOT NULL UNIQUE,
      access_expires_at timestamptz NOT NULL,
      refresh_token_hash text NOT NULL UNIQUE,
      previous_refresh_token_hash text,
      refresh_expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX member_sessions_member ON member_sessions (member_id)`.execute(db);
  await sql`CREATE INDEX member_sessions_previous ON member_sessions (previous_refresh_token_hash)`.execute(
    db,
  );

  await sql`
    CREATE TABLE member_email_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL,
      email text NOT NULL,
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      brand_id integer NOT NULL REFERENCES brands(id),
      program_id integer,
      hotel_code text,
      locale text,
      return_path text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX member_email_tokens_member ON member_email_tokens (member_id)`.execute(db);

  await sql`
    CREATE TABLE member_sign_in_codes (
      code_hash text PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`ALTER TABLE plans ADD COLUMN program_id integer REFERENCES membership_programs(id)`.execute(
    db,
  );
  await sql`ALTER TABLE reservations ADD COLUMN member_id integer REFERENCES members(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX reservations_member ON reservations (member_id, checkin_date)`.execute(db);
  await sql`ALTER TABLE client_sessions ADD COLUMN hotel_code text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE client_sessions DROP COLUMN hotel_code`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN member_id`.execute(db);
  await sql`ALTER TABLE plans DROP COLUMN program_id`.execute(db);
  for (const table of [
    'member_sign_in_codes',
    'member_email_tokens',
    'member_sessions',
    'member_identities',
    'members',
    'membership_programs',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
