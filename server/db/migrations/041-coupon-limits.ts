import { type Kysely, sql } from 'kysely';

/**
 * Coupons and vouchers as the console makes them (issue 41):
 * - `coupons.valid_from`: the first day a code may be used (NULL: from the day it is made, as
 *   every coupon until now); `valid_until` stays the last.
 * - `coupons.per_member_limit`: how many live bookings one member (or one guest e-mail) may make
 *   with the code (NULL: no such limit); the code's own limit stays `usage_limit`.
 * - `reservations_hotel_coupon`: a code's usage (the bookings that name it) is read by the
 *   console and counted per member at checkout.
 * - `vouchers.marked_used_at`: staff marked a voucher used outside the widget (paid at the desk,
 *   given away); it then reads `consumed` and no booking can redeem it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons ADD COLUMN valid_from date`.execute(db);
  await sql`ALTER TABLE coupons ADD COLUMN per_member_limit integer
    CHECK (per_member_limit > 0)`.execute(db);
  await sql`CREATE INDEX reservations_hotel_coupon ON reservations (hotel_id, coupon_code)
    WHERE coupon_code IS NOT NULL`.execute(db);
  await sql`ALTER TABLE vouchers ADD COLUMN marked_used_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vouchers DROP COLUMN marked_used_at`.execute(db);
  await sql`DROP INDEX reservations_hotel_coupon`.execute(db);
  await sql`ALTER TABLE coupons DROP COLUMN per_member_limit`.execute(db);
  await sql`ALTER TABLE coupons DROP COLUMN valid_from`.execute(db);
}
