import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { McpConversion } from './convert.ts';

/**
 * Where exchange rates come from. The reference server reads the `exchange_rates` table
 * (seeded with fixed demo rates by migration 005); a deployment with a real feed implements
 * this interface (or refreshes the table) and passes it as `AppDeps.exchangeRates`.
 */
export interface ExchangeRates {
  /** The rate from `base` to `quote`, or null when that pair is not offered. */
  rate(base: string, quote: string): Promise<McpConversion | null>;
  /** Every currency `base` converts to, sorted by code. */
  currencies(base: string): Promise<string[]>;
}

/** The database each table-backed rates source reads (see `ratesReadFrom`). */
const tables = new WeakMap<ExchangeRates, Kysely<Database>>();

/**
 * Whether `rates` reads `db`'s `exchange_rates` table, whose changes that database announces
 * (migration 028): only then may an answer carrying its currencies be kept. A deployment's own
 * feed gives no such word.
 */
export function ratesReadFrom(rates: ExchangeRates, db: Kysely<Database>): boolean {
  return tables.get(rates) === db;
}

/** Rates from the `exchange_rates` table. */
export function dbExchangeRates(db: Kysely<Database>): ExchangeRates {
  const rates: ExchangeRates = {
    async rate(base, quote) {
      const row = await db
        .selectFrom('exchange_rates')
        // Read as text: the exact decimal, never a float.
        .select([sql<string>`rate::text`.as('rate'), 'updated_at'])
        .where('base_currency', '=', base)
        .where('quote_currency', '=', quote)
        .executeTakeFirst();
      if (!row) return null;
      return {
        base_currency: base,
        currency: quote,
        rate: trimDecimal(row.rate),
        updated_at: new Date(row.updated_at).toISOString(),
      };
    },
    async currencies(base) {
      const rows = await db
        .selectFrom('exchange_rates')
        .select('quote_currency')
        .where('base_currency', '=', base)
        .orderBy('quote_currency')
        .execute();
      return rows.map((r) => r.quote_currency);
    },
  };
  tables.set(rates, db);
  return rates;
}

/** `0.006700000000` → `0.0067`; `9.000` → `9`. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
