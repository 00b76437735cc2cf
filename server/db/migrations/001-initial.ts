import { type Kysely, sql } from 'kysely';

/**
 * The whole first schema in one SQL block: it is the same on PGlite and PostgreSQL, and plain
 * SQL is easier to review than a builder chain. Integers are money in minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    CREATE TABLE brands (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      settings jsonb NOT NULL
    );
    CREATE TABLE hotels (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      code text NOT NULL,
      code_key text NOT NULL UNIQUE,
      name text NOT NULL,
      currency text NOT NULL,
      time_zone text NOT NULL,
      locale text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      settings jsonb NOT NULL
    );
    CREATE TABLE room_types (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      code text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      capacity integer NOT NULL,
      size_sqm integer NOT NULL,
      filters jsonb NOT NULL,
      total_rooms integer NOT NULL,
      base_price integer NOT NULL,
      position integer NOT NULL DEFAULT 0,
      UNIQUE (hotel_id, code)
    );
    CREATE TABLE inventory (
      room_type_id integer NOT NULL REFERENCES room_types(id),
      date date NOT NULL,
      total integer NOT NULL,
      remaining integer NOT NULL CHECK (remaining >= 0),
      price_per_adult integer NOT NULL,
      closed boolean NOT NULL DEFAULT false,
      PRIMARY KEY (room_type_id, date)
    );
    CREATE TABLE cancellation_policies (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      code text NOT NULL,
      title text NOT NULL,
      parts jsonb NOT NULL,
      no_show_percentage integer NOT NULL,
      UNIQUE (hotel_id, code)
    );
    CREATE TABLE plans (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      room_type_id integer NOT NULL REFERENCES room_types(id),
      code text NOT NULL,
      hotel_plan_code text NOT NULL,
      name text NOT NULL,
      description text NOT NULL,
      payment_type text NOT NULL,
      members_only boolean NOT NULL,
      is_day_use boolean NOT NULL,
      meal text NOT NULL,
      min_nights integer NOT NULL,
      max_nights integer NOT NULL,
      sale_limit integer,
      adult_supplement integer NOT NULL,
      cancellation_policy_id integer NOT NULL REFERENCES cancellation_policies(id),
      inclusive_extra_ids jsonb NOT NULL,
      position integer NOT NULL DEFAULT 0,
      UNIQUE (hotel_id, code)
    );
    CREATE TABLE extras (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      code text NOT NULL,
      name text NOT NULL,
      extra_type text NOT NULL,
      price_without_tax integer NOT NULL,
      inventory integer,
      sold integer NOT NULL DEFAULT 0,
      min_quantity integer NOT NULL,
      max_quantity integer NOT NULL,
      UNIQUE (hotel_id, code)
    );
    CREATE TABLE questions (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      hotel_id integer REFERENCES hotels(id),
      code text NOT NULL UNIQUE,
      kind text NOT NULL,
      question_type text NOT NULL,
      labels jsonb NOT NULL,
      hotel_plan_codes jsonb NOT NULL,
      display_start_date date,
      display_end_date date,
      required boolean NOT NULL,
      text jsonb NOT NULL,
      options jsonb NOT NULL
    );
    CREATE TABLE coupons (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      code text NOT NULL,
      discount_type text NOT NULL,
      amount integer NOT NULL,
      valid_until date NOT NULL,
      usage_limit integer,
      used_count integer NOT NULL DEFAULT 0,
      UNIQUE (hotel_id, code)
    );
    CREATE TABLE api_clients (
      key text PRIMARY KEY,
      secret text NOT NULL,
      brand_id integer NOT NULL REFERENCES brands(id)
    );
    CREATE TABLE client_sessions (
      token_hash text PRIMARY KEY,
      client_key text NOT NULL REFERENCES api_clients(key),
      expires_at timestamptz NOT NULL
    );
    CREATE TABLE reservations (
      id serial PRIMARY KEY,
      number text NOT NULL UNIQUE,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      email text NOT NULL,
      status text NOT NULL,
      checkin_date date NOT NULL,
      checkout_date date NOT NULL,
      payment_type text NOT NULL,
      guest jsonb NOT NULL,
      rooms jsonb NOT NULL,
      extras jsonb NOT NULL,
      answers jsonb NOT NULL,
      coupon_code text,
      special_request text,
      price jsonb NOT NULL,
      total_price integer NOT NULL,
      min_nights integer NOT NULL,
      bypass_token_hash text NOT NULL UNIQUE,
      locale text NOT NULL,
      modified_by_staff boolean NOT NULL DEFAULT false,
      cancellation jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reservations_hotel_checkin ON reservations (hotel_id, checkin_date);
    CREATE TABLE idempotency_keys (
      key text PRIMARY KEY,
      request_hash text NOT NULL,
      reservation_id integer REFERENCES reservations(id),
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    DROP TABLE idempotency_keys, reservations, client_sessions, api_clients, coupons, questions,
      extras, plans, cancellation_policies, inventory, room_types, hotels, brands;
  `,
  );
}

/** PGlite's query() is single-statement (extended protocol), so statements run one by one. */
async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script.split(';')) {
    if (statement.trim() !== '') await sql.raw(statement).execute(db);
  }
}
