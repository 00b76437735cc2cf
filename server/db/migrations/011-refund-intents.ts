import { type Kysely, sql } from 'kysely';

/**
 * Refund reconciliation (issue 20).
 * - `payment_transactions.refund_intent`: what the cancellation holding the refund claim
 *   (`refund_started_at`) means to write — the cancellation, the settlement and the gateway
 *   operation — so a later process can finish it when the claiming one died after the gateway
 *   call; cleared with the claim.
 * - `test_gateway_payments`: the built-in test gateway's payments (amounts and state only, no
 *   card data), so any process can answer for a payment another one made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_transactions ADD COLUMN refund_intent jsonb`.execute(db);
  await sql`
    CREATE TABLE test_gateway_payments (
      id text PRIMARY KEY,
      amount integer NOT NULL,
      currency text NOT NULL,
      state text NOT NULL,
      captured integer NOT NULL DEFAULT 0,
      refunded integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE test_gateway_payments`.execute(db);
  await sql`ALTER TABLE payment_transactions DROP COLUMN refund_intent`.execute(db);
}
