import { type Kysely, sql } from 'kysely';
import { DEMO_RATES_FROM_JPY } from '../seed/exchange-rates.ts';

/**
 * Exchange rates for multi-currency prices: one row per pair, `1 base = rate quote` as an
 * exact NUMERIC, with the time it was last refreshed. Filled with the fixed demo rates from
 * JPY (existing rows are kept, so a feed's values survive a re-run); a feed updates the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exchange_rates (
    base_currency char(3) NOT NULL,
    quote_currency char(3) NOT NULL,
    rate numeric(24, 12) NOT NULL CHECK (rate > 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (base_currency, quote_currency)
  )`.execute(db);
  for (const [quote, rate] of Object.entries(DEMO_RATES_FROM_JPY)) {
    await sql`INSERT INTO exchange_rates (base_currency, quote_currency, rate)
      VALUES ('JPY', ${quote}, ${rate}::numeric) ON CONFLICT DO NOTHING`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE exchange_rates`.execute(db);
}
