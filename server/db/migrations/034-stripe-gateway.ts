import { type Kysely, sql } from 'kysely';

/**
 * The card gateway of each hotel (issue 43): the built-in test gateway (no row, or `test`) or
 * Stripe with the hotel's own keys. The secret key and the webhook signing secret are stored
 * sealed (AES-256-GCM, `server/payments/secret-box.ts`, key from PAYMENT_KEYS_SECRET): never in
 * clear, never answered back. The publishable key is public by design (the widget loads
 * Stripe.js with it). A change announces `w<hotel id>` on `search_changes` (migration 028's
 * channel): the hotel's kept startup settings name the gateway and its publishable key.
 *
 * `stripe_webhook_events` makes a webhook event count once: its id is inserted before it is
 * acted on, and a delivery of an id already there is acknowledged and left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE hotel_payment_gateways (
      hotel_id integer PRIMARY KEY REFERENCES hotels(id) ON DELETE CASCADE,
      gateway text NOT NULL CHECK (gateway IN ('test', 'stripe')),
      stripe_publishable_key text,
      stripe_secret_key_sealed text,
      stripe_webhook_secret_sealed text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT stripe_has_keys CHECK (
        gateway <> 'stripe' OR (stripe_publishable_key IS NOT NULL
          AND stripe_secret_key_sealed IS NOT NULL AND stripe_webhook_secret_sealed IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE TABLE stripe_webhook_events (
      id text PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE FUNCTION settings_changed_gateway() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('search_changes', 'w' || c.hotel_id)
        FROM (SELECT DISTINCT hotel_id FROM changed) c;
      RETURN NULL;
    END $$`.execute(db);
  for (const [name, event, rows] of TRIGGERS) {
    await sql`
      CREATE TRIGGER ${sql.raw(`hotel_payment_gateways_settings_${name}`)}
      AFTER ${sql.raw(event)} ON hotel_payment_gateways
      REFERENCING ${sql.raw(rows)} TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION settings_changed_gateway()`.execute(db);
  }
}

const TRIGGERS = [
  ['insert', 'INSERT', 'NEW'],
  ['update', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stripe_webhook_events`.execute(db);
  await sql`DROP TABLE hotel_payment_gateways`.execute(db);
  await sql`DROP FUNCTION settings_changed_gateway()`.execute(db);
}
