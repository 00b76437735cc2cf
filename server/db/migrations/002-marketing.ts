import { type Kysely, sql } from 'kysely';

/**
 * Marketing e-mail consent, one row per brand and address. Unsubscribing works with a random
 * token from the e-mail link (only its hash is stored), so nobody can unsubscribe someone else
 * by knowing their address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE marketing_subscriptions (
      id serial PRIMARY KEY,
      brand_id integer NOT NULL REFERENCES brands(id),
      email_key text NOT NULL,
      subscribed boolean NOT NULL,
      token_hash text NOT NULL UNIQUE,
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (brand_id, email_key)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE marketing_subscriptions`.execute(db);
}
