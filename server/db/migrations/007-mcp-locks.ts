import { type Kysely, sql } from 'kysely';

/**
 * Multi-currency reservations and update locks.
 * - `reservations.mcp_exchange_rate`: the conversion a multi-currency booking was priced and
 *   charged with (`{ base_currency, currency, rate, updated_at }`, the rate an exact decimal
 *   string); NULL for a booking in the hotel's currency. Kept so every later read, change and
 *   refund uses the booking's rate, not today's.
 * - `reservations.locked_until` / `lock_id`: a short lock taken by one change or cancellation
 *   for its duration (a concurrent one answers 3013/3016); it expires on its own when a process
 *   died holding it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations ADD COLUMN mcp_exchange_rate jsonb`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN locked_until timestamptz`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN lock_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP COLUMN lock_id`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN locked_until`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN mcp_exchange_rate`.execute(db);
}
