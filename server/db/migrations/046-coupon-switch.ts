import { type Kysely, sql } from 'kysely';

/**
 * `coupons.active` (issue 41): staff switch a code off from its console page, and back on. A
 * switched-off code is refused at checkout as an unknown one (1500, reason `invalid`); its terms,
 * uses and the wallets that hold it stay. Every code until now is on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons ADD COLUMN active boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE coupons DROP COLUMN active`.execute(db);
}
