import { type Kysely, sql } from 'kysely';

/**
 * The member wallet's coupons, vouchers and saved cards (issue 14).
 * - Coupons may name target plans (`target_mode` include/exclude + `hotel_plan_codes`, the
 *   payment-promotion shape of product.md §3): such a coupon is a card-payment promotion.
 * - `member_coupons`: the coupons a member holds; `used_at` once consumed (by a booking, or by
 *   `DELETE discount_coupons/{code}`).
 * - `vouchers`: a member's prepaid vouchers, redeemed by one booking whose stay lies in the target
 *   stay period and outside the excluded periods, booked inside the sale period.
 * - `saved_cards`: only the gateway's reusable customer token plus display data (brand, last
 *   four digits, expiry); never a card number.
 * - `test_gateway_vault`: the built-in test gateway's side of the vault (a real gateway keeps it
 *   on its own servers): the token's outcome and display facts, no number either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons ADD COLUMN name text`.execute(db);
  await sql`ALTER TABLE coupons ADD COLUMN target_mode text`.execute(db);
  await sql`ALTER TABLE coupons ADD COLUMN hotel_plan_codes jsonb NOT NULL DEFAULT '[]'`.execute(
    db,
  );
  await sql`
    CREATE TABLE member_coupons (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
      used_at timestamptz,
      reservation_id integer REFERENCES reservations(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, coupon_id)
    )`.execute(db);
  await sql`
    CREATE TABLE vouchers (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels(id),
      member_id integer REFERENCES members(id) ON DELETE SET NULL,
      number text NOT NULL UNIQUE,
      name text NOT NULL,
      amount integer NOT NULL,
      valid_through date NOT NULL,
      stay_from date NOT NULL,
      stay_to date NOT NULL,
      excluded_periods jsonb NOT NULL DEFAULT '[]',
      sale_from date NOT NULL,
      sale_to date NOT NULL,
      reservation_id integer REFERENCES reservations(id) ON DELETE SET NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX vouchers_member ON vouchers (member_id)`.execute(db);
  await sql`
    CREATE TABLE saved_cards (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      gateway text NOT NULL,
      customer_token text NOT NULL UNIQUE,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX saved_cards_member ON saved_cards (member_id)`.execute(db);
  await sql`
    CREATE TABLE test_gateway_vault (
      token text PRIMARY KEY,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      outcome text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['test_gateway_vault', 'saved_cards', 'vouchers', 'member_coupons']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE coupons DROP COLUMN hotel_plan_codes`.execute(db);
  await sql`ALTER TABLE coupons DROP COLUMN target_mode`.execute(db);
  await sql`ALTER TABLE coupons DROP COLUMN name`.execute(db);
}
