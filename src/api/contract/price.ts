import * as v from 'valibot';
import { DateSchema, MoneySchema } from './common.ts';

/**
 * The exchange rate a multi-currency (mcp) answer used: 1 `base_currency` (the hotel's) =
 * `rate` `currency`, as an exact decimal string, last refreshed at `updated_at` (ISO time).
 */
export const McpExchangeRateSchema = v.object({
  base_currency: v.string(),
  currency: v.string(),
  rate: v.string(),
  updated_at: v.string(),
});
export type McpExchangeRate = v.InferOutput<typeof McpExchangeRateSchema>;

/**
 * An mcp amount: integer minor units of `mcp_currency` (cents; whole units for JPY, IDR, TWD,
 * KRW and VND). Optional everywhere: only multi-currency answers carry them.
 */
const McpMoneySchema = v.optional(MoneySchema);

/** One night of one room, before tax. */
export const NightPriceSchema = v.object({
  date: DateSchema,
  price_without_tax: MoneySchema,
  mcp_price_without_tax: McpMoneySchema,
});

/**
 * Server-computed price of one room for the stay. All amounts are integers in the hotel's
 * currency; `total_price` = `total_price_without_tax` + `tax` + `accommodation_tax`.
 */
export const RoomPriceSchema = v.object({
  nights: v.array(NightPriceSchema),
  room_price_without_tax: MoneySchema,
  coupon_discount_amount: MoneySchema,
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  accommodation_tax: MoneySchema,
  total_price: MoneySchema,
  /** Multi-currency: the guest's currency, the rate used and each amount converted. */
  mcp_currency: v.optional(v.string()),
  mcp_exchange_rate: v.optional(McpExchangeRateSchema),
  mcp_room_price_without_tax: McpMoneySchema,
  mcp_coupon_discount_amount: McpMoneySchema,
  mcp_total_price_without_tax: McpMoneySchema,
  mcp_tax: McpMoneySchema,
  mcp_accommodation_tax: McpMoneySchema,
  mcp_total_price: McpMoneySchema,
});
export type RoomPrice = v.InferOutput<typeof RoomPriceSchema>;

/** Totals of a whole reservation (rooms plus extras). */
export const TotalPriceSchema = v.object({
  currency: v.string(),
  room_price_without_tax: MoneySchema,
  extra_price_without_tax: MoneySchema,
  total_extra_price: MoneySchema,
  coupon_discount_amount: MoneySchema,
  /** A redeemed voucher's part of the total (already taken off `total_price`). */
  voucher_coupon_discount_amount: v.optional(MoneySchema),
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  accommodation_tax: MoneySchema,
  total_price: MoneySchema,
  /**
   * Points spent (product.md §3 price fields): absent when none. Totals only: the room prices of
   * the search results are on the first screen, which cannot grow.
   */
  spending_point_value: v.optional(MoneySchema),
  total_price_before_point_discount: v.optional(MoneySchema),
  /** Accommodation tax before points: higher when points lowered it (doc 2 §8). */
  accommodation_tax_before_point_discount: v.optional(MoneySchema),
  /** Multi-currency: the guest's currency, the rate used and each amount converted. */
  mcp_currency: v.optional(v.string()),
  mcp_exchange_rate: v.optional(McpExchangeRateSchema),
  mcp_room_price_without_tax: McpMoneySchema,
  mcp_extra_price_without_tax: McpMoneySchema,
  mcp_total_extra_price: McpMoneySchema,
  mcp_coupon_discount_amount: McpMoneySchema,
  /** The voucher's part (the voucher is in the hotel's currency) converted like the rest. */
  mcp_voucher_coupon_discount_amount: McpMoneySchema,
  mcp_total_price_without_tax: McpMoneySchema,
  mcp_tax: McpMoneySchema,
  mcp_accommodation_tax: McpMoneySchema,
  mcp_total_price: McpMoneySchema,
});
export type TotalPrice = v.InferOutput<typeof TotalPriceSchema>;
