import { isMcpEnabled } from '../../src/rules/mcp.ts';
import { invalid } from '../domain/errors.ts';
import type { Hotel } from '../services/hotels.ts';
import type { McpConversion } from './convert.ts';
import type { ExchangeRates } from './rates.ts';

/** The currency fields a rooms query may carry. */
export interface CurrencyQuery {
  mcp_currency?: string | undefined;
  currency?: string | undefined;
}

/**
 * The conversion a rooms answer uses, or null for hotel-currency-only answers.
 * - A hotel without multi-currency (setting off, or an excluded brand) ignores both fields,
 *   whatever they hold: its answers are always in its own currency.
 * - Otherwise `mcp_currency` wins; `currency` (what the widget's header selector sends) counts
 *   when it differs from the hotel's currency. Asking for the hotel's own currency is no
 *   conversion.
 * - A code without a rate from the hotel's currency is a 400 (code 1000) naming the field.
 */
export async function chooseConversion(
  hotel: Pick<Hotel, 'currency' | 'brand_id' | 'settings'>,
  q: CurrencyQuery,
  rates: ExchangeRates,
): Promise<McpConversion | null> {
  if (!isMcpEnabled(hotel.settings.mcp_enabled, hotel.brand_id)) return null;
  const field = q.mcp_currency !== undefined ? 'mcp_currency' : 'currency';
  const wanted = q.mcp_currency ?? q.currency;
  if (wanted === undefined || wanted === hotel.currency) return null;
  const rate = await rates.rate(hotel.currency, wanted);
  if (!rate) {
    throw invalid(field, `${wanted} is not a currency this hotel can show prices in`);
  }
  return rate;
}
