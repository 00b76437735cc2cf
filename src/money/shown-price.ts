import type { McpExchangeRate, RoomPrice } from '../api/contract/price.ts';
import { currencyDecimals } from './format-money.ts';

/**
 * The amounts of one room price as the guest sees them: in the chosen (mcp) currency when the
 * server converted them, else in the hotel's. Every amount is minor units of `currency`.
 */
export interface ShownPrice {
  readonly currency: string;
  /** Taxes and fees included. */
  readonly total: number;
  readonly withoutTax: number;
  /** Consumption tax plus accommodation tax. */
  readonly taxes: number;
}

/**
 * Picks the server's converted amounts when the answer carries all of them, otherwise the
 * hotel's. Never mixes the two: a price half in yen and half in dollars would be wrong either way.
 */
export function shownRoomPrice(price: RoomPrice, hotelCurrency: string): ShownPrice {
  const {
    mcp_currency: currency,
    mcp_total_price: total,
    mcp_total_price_without_tax: withoutTax,
    mcp_tax: tax,
    mcp_accommodation_tax: accommodationTax,
  } = price;
  if (
    currency !== undefined &&
    total !== undefined &&
    withoutTax !== undefined &&
    tax !== undefined &&
    accommodationTax !== undefined
  ) {
    return { currency, total, withoutTax, taxes: tax + accommodationTax };
  }
  return {
    currency: hotelCurrency,
    total: price.total_price,
    withoutTax: price.total_price_without_tax,
    taxes: price.tax + price.accommodation_tax,
  };
}

/** A decimal string as an integer and a power of ten: "0.0067" → 67n / 10^4. */
function parseDecimal(value: string): { units: bigint; scale: number } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/**
 * Converts an amount in minor units of the rate's base currency into minor units of its quote
 * currency, exactly (BigInt on the decimal rate) and rounded half away from zero, as the server
 * converts (server/currency/convert.ts). Used only for an amount the server did not convert
 * (a selected room missing from the latest answer). Null when the rate cannot be read.
 */
export function convertMinor(amountMinor: number, rate: McpExchangeRate): number | null {
  const parsed = parseDecimal(rate.rate);
  if (!parsed || !Number.isInteger(amountMinor)) return null;
  const fromDecimals = currencyDecimals(rate.base_currency);
  const toDecimals = currencyDecimals(rate.currency);
  const numerator = BigInt(amountMinor) * parsed.units * 10n ** BigInt(toDecimals);
  const denominator = 10n ** BigInt(fromDecimals + parsed.scale);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -quotient : quotient);
}
