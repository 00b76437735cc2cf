import { type Kysely, sql } from 'kysely';

/**
 * The hotel console's staff, their sign-in and the audit log (issue 38, server/README.md
 * "Console"). Every secret is stored as a SHA-256 hash (session, invitation, reset and sign-in
 * tokens, recovery codes) or a scrypt hash (passwords); only the TOTP secret is kept as it is,
 * since checking a code needs it. `audit_log` is append-only: a trigger refuses UPDATE and
 * DELETE on PGlite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE brands ADD COLUMN require_second_factor boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  // One active account per e-mail address across brands (the console signs in by address); a
  // removed member keeps the row, so the audit log still names them.
  await sql`
    CREATE TABLE staff (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      email text NOT NULL CHECK (email = lower(email)),
      name text NOT NULL DEFAULT '',
      role text NOT NULL CHECK (role IN ('owner', 'manager', 'front_desk', 'marketing')),
      locale text NOT NULL DEFAULT 'en',
      password_hash text,
      hotel_limited boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      removed_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX staff_active_email ON staff (email) WHERE removed_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX staff_brand ON staff (brand_id)`.execute(db);
  await sql`
    CREATE TABLE staff_hotels (
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      PRIMARY KEY (staff_id, hotel_id)
    )`.execute(db);
  await sql`
    CREATE TABLE staff_sessions (
      id text PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      staff_id integer NOT NULL REFERENCES staff(id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      second_factor boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE staff_invitations (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      email text NOT NULL CHECK (email = lower(email)),
      role text NOT NULL CHECK (role IN ('owner', 'manager', 'front_desk', 'marketing')),
      hotel_ids jsonb,
      locale text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by integer REFERENCES staff(id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE staff_password_resets (
      id serial PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id),
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE staff_sign_in_tickets (
      token_hash text PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE staff_passkeys (
      id serial PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id),
      credential_id text NOT NULL UNIQUE,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports jsonb NOT NULL DEFAULT '[]',
      name text NOT NULL,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE staff_webauthn_challenges (
      id text PRIMARY KEY,
      challenge text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
      staff_id integer REFERENCES staff(id),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE staff_totp (
      staff_id integer PRIMARY KEY REFERENCES staff(id),
      secret text NOT NULL,
      created_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      last_used_step bigint
    )`.execute(db);
  await sql`
    CREATE TABLE staff_recovery_codes (
      id serial PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id),
      code_hash text NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id)`.execute(db);
  await sql`
    CREATE TABLE audit_log (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      hotel_id integer REFERENCES hotels(id),
      actor_staff_id integer REFERENCES staff(id),
      actor_email text NOT NULL,
      action text NOT NULL,
      target text NOT NULL,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX audit_log_brand_time ON audit_log (brand_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE audit_log`.execute(db);
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
  for (const table of [
    'staff_recovery_codes',
    'staff_totp',
    'staff_webauthn_challenges',
    'staff_passkeys',
    'staff_sign_in_tickets',
    'staff_password_resets',
    'staff_invitations',
    'staff_sessions',
    'staff_hotels',
    'staff',
  ]) {
    await sql`DROP TABLE ${sql.raw(table)}`.execute(db);
  }
  await sql`ALTER TABLE brands DROP COLUMN require_second_factor`.execute(db);
}
