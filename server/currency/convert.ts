import type { McpExchangeRate, RoomPrice, TotalPrice } from '../../src/api/contract/index.ts';
import { getCurrency } from '../../src/rules/currencies.ts';

/**
 * Multi-currency (mcp) conversion, pure. Amounts are integers in minor units; a rate is an
 * exact decimal string ("1 base = rate quote", e.g. JPY→USD "0.0067"), so conversion is done
 * with integers (BigInt) and rounds only once: half away from zero, to the target currency's
 * minor unit (whole units for JPY, IDR, TWD, KRW and VND, cents for the others).
 */

/** A conversion chosen for one answer: to `currency` at `rate` (see {@link McpExchangeRate}). */
export interface McpConversion extends McpExchangeRate {}

/** Digits after the point of a currency of the spec's table; 2 for any other code. */
export function minorDigits(code: string): number {
  return getCurrency(code)?.decimals ?? 2;
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;

/** A decimal rate string as an exact fraction; throws on anything but a positive decimal. */
export function parseRate(rate: string): { num: bigint; den: bigint } {
  const m = DECIMAL.exec(rate.trim());
  if (!m) throw new RangeError(`not a decimal rate: ${rate}`);
  const frac = m[2] ?? '';
  const num = BigInt(`${m[1]}${frac}`);
  if (num === 0n) throw new RangeError('a rate must be above zero');
  return { num, den: 10n ** BigInt(frac.length) };
}

/** Integer division of n by d (d > 0) rounded half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * Converts an amount in minor units of `from` to minor units of `to` at `rate`.
 * `convertMinor(12000, 'JPY', 'USD', '0.0067')` is 8040 (= $80.40).
 */
export function convertMinor(amount: number, from: string, to: string, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an integer amount: ${amount}`);
  const { num, den } = parseRate(rate);
  const up = 10n ** BigInt(minorDigits(to));
  const down = 10n ** BigInt(minorDigits(from));
  return Number(divRound(BigInt(amount) * num * up, den * down));
}

/** Converts with a chosen conversion (from its base to its currency). */
export function toMcp(amount: number, c: McpConversion): number {
  return convertMinor(amount, c.base_currency, c.currency, c.rate);
}

/**
 * One room's price with its mcp_ variants. Each amount is converted on its own (what the guest
 * is charged is exactly the converted `total_price`); the converted parts may therefore differ
 * from the converted total by a minor unit each, which is the usual card-statement rule.
 */
export function convertRoomPrice(price: RoomPrice, c: McpConversion): RoomPrice {
  return {
    ...price,
    nights: price.nights.map((n) => ({
      ...n,
      mcp_price_without_tax: toMcp(n.price_without_tax, c),
    })),
    mcp_currency: c.currency,
    mcp_exchange_rate: rateOf(c),
    mcp_room_price_without_tax: toMcp(price.room_price_without_tax, c),
    mcp_coupon_discount_amount: toMcp(price.coupon_discount_amount, c),
    mcp_total_price_without_tax: toMcp(price.total_price_without_tax, c),
    mcp_tax: toMcp(price.tax, c),
    mcp_accommodation_tax: toMcp(price.accommodation_tax, c),
    mcp_total_price: toMcp(price.total_price, c),
  };
}

/**
 * A reservation's totals with their mcp_ variants (for reservation create and present: call it
 * on the totals computed in the hotel's currency, with the conversion chosen at booking time).
 */
export function convertTotals(total: TotalPrice, c: McpConversion): TotalPrice {
  return {
    ...total,
    mcp_currency: c.currency,
    mcp_exchange_rate: rateOf(c),
    mcp_room_price_without_tax: toMcp(total.room_price_without_tax, c),
    mcp_extra_price_without_tax: toMcp(total.extra_price_without_tax, c),
    mcp_total_extra_price: toMcp(total.total_extra_price, c),
    mcp_coupon_discount_amount: toMcp(total.coupon_discount_amount, c),
    ...(total.voucher_coupon_discount_amount === undefined
      ? {}
      : { mcp_voucher_coupon_discount_amount: toMcp(total.voucher_coupon_discount_amount, c) }),
    mcp_total_price_without_tax: toMcp(total.total_price_without_tax, c),
    mcp_tax: toMcp(total.tax, c),
    mcp_accommodation_tax: toMcp(total.accommodation_tax, c),
    mcp_total_price: toMcp(total.total_price, c),
  };
}

/** Converts a nullable amount (undated prices, sold-out calendar days). */
export function toMcpOrNull(amount: number | null, c: McpConversion): number | null {
  return amount === null ? null : toMcp(amount, c);
}

/** The rate as answered (a copy, so answers never share one object). */
export function rateOf(c: McpConversion): McpExchangeRate {
  return {
    base_currency: c.base_currency,
    currency: c.currency,
    rate: c.rate,
    updated_at: c.updated_at,
  };
}
