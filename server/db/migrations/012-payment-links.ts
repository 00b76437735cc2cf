import { type Kysely, sql } from 'kysely';

/**
 * Pay-by-link (issue 17).
 * - `hotel_api_keys`: one or more keys per hotel for the hotel API. Only a SHA-256 hash of the
 *   key is kept (the key is 32 random bytes, shown once); `prefix` is the key's public part,
 *   used to find the row without comparing every hash.
 * - `payment_links`: a payment request for an amount, stand-alone or for a reservation. The
 *   gateway payment is kept like `payment_transactions` keeps a booking's: the gateway's id,
 *   brand and last four digits only, never a card number or token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE hotel_api_keys (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      prefix text NOT NULL UNIQUE,
      secret_hash text NOT NULL,
      label text NOT NULL,
      created_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`.execute(db);
  await sql`
    CREATE TABLE payment_links (
      id serial PRIMARY KEY,
      payment_number text NOT NULL UNIQUE,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      reservation_id integer REFERENCES reservations(id),
      amount integer NOT NULL,
      currency text NOT NULL,
      description text NOT NULL,
      email text NOT NULL,
      locale text NOT NULL,
      status text NOT NULL,
      expires_at timestamptz NOT NULL,
      gateway text,
      gateway_payment_id text,
      card_brand text,
      card_last4 text,
      challenge_url text,
      error_code integer,
      refunded_amount integer NOT NULL DEFAULT 0,
      attempt_started_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_links_hotel ON payment_links (hotel_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_links`.execute(db);
  await sql`DROP TABLE hotel_api_keys`.execute(db);
}
