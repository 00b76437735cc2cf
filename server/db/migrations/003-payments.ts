import { type Kysely, sql } from 'kysely';

/**
 * Card payments and uploaded attachments. A transaction row holds only what may be shown
 * (brand, last four digits) and the gateway's payment id, never a card number or token.
 * `created_at` is written by the server's clock so the 15-minute 3-D Secure expiry is testable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_transactions (
      id serial PRIMARY KEY,
      reservation_id integer NOT NULL UNIQUE REFERENCES reservations(id),
      gateway text NOT NULL,
      gateway_payment_id text NOT NULL,
      status text NOT NULL,
      amount integer NOT NULL,
      currency text NOT NULL,
      card_brand text NOT NULL,
      card_last4 text NOT NULL,
      challenge_url text,
      error_code integer,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX payment_transactions_status ON payment_transactions (status, created_at)`.execute(
    db,
  );
  await sql`
    CREATE TABLE file_attachments (
      id text PRIMARY KEY,
      content_type text NOT NULL,
      byte_size bigint NOT NULL,
      sha256 text NOT NULL,
      filename text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE file_attachments`.execute(db);
  await sql`DROP TABLE payment_transactions`.execute(db);
}
