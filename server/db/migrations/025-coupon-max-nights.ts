import { type Kysely, sql } from 'kysely';

/**
 * A coupon's maximum discounted nights (product.md §3 "Coupon"): a percentage then applies to
 * the first nights of a stay only, and an amount is capped by what those nights cost. NULL: no
 * limit (every coupon until now).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons ADD COLUMN max_discounted_nights integer
    CHECK (max_discounted_nights > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons DROP COLUMN max_discounted_nights`.execute(db);
}
