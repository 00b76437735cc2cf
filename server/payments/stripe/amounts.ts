import { getCurrency } from '../../../src/rules/currencies.ts';

/**
 * Stripe's zero-decimal currencies (its "Supported currencies" page): amounts are whole units.
 * Every other currency Stripe takes in hundredths, including IDR and TWD, which the spec and
 * this server count in whole units (src/rules/currencies.ts: 0 decimals): those are multiplied by 100 on the
 * way to Stripe and divided on the way back, so the rest of the server keeps its minor units.
 */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** How many of Stripe's units one of ours is (1, or 100 for IDR and TWD). */
function factor(currency: string): number {
  const code = currency.toUpperCase();
  if (STRIPE_ZERO_DECIMAL.has(code)) return 1;
  // The spec's table (IDR, TWD: whole units); a currency it does not know: hundredths.
  return getCurrency(code)?.decimals === 0 ? 100 : 1;
}

/** Our minor units → Stripe's `amount`. */
export const toStripeAmount = (amount: number, currency: string): number =>
  amount * factor(currency);

/** Stripe's `amount` → our minor units. */
export const fromStripeAmount = (amount: number, currency: string): number =>
  Math.round(amount / factor(currency));
