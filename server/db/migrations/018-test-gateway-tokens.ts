import { type Kysely, sql } from 'kysely';

/**
 * The built-in test gateway beyond one process (issue 20): its single-use card tokens
 * (`test_gateway_tokens`: the card's test outcome and display facts, never a number) and the
 * rest of a payment a later request needs (`return_url`, the card's `outcome`, the guest's
 * 3-D Secure `answer`), so a token made by one server process pays through another and a
 * challenge opened by one is answered and completed through any.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE test_gateway_tokens (
      token text PRIMARY KEY,
      brand text NOT NULL,
      last4 text NOT NULL,
      outcome text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      used boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    ALTER TABLE test_gateway_payments
      ADD COLUMN return_url text NOT NULL DEFAULT '',
      ADD COLUMN outcome text NOT NULL DEFAULT 'succeeds',
      ADD COLUMN answer text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE test_gateway_payments
      DROP COLUMN answer, DROP COLUMN outcome, DROP COLUMN return_url`.execute(db);
  await sql`DROP TABLE test_gateway_tokens`.execute(db);
}
