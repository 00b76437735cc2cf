import * as v from 'valibot';
import { DateSchema, MoneySchema } from './common.ts';

/** One night of one room, before tax. */
export const NightPriceSchema = v.object({ date: DateSchema, price_without_tax: MoneySchema });

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
});
export type RoomPrice = v.InferOutput<typeof RoomPriceSchema>;

/** Totals of a whole reservation (rooms plus extras). */
export const TotalPriceSchema = v.object({
  currency: v.string(),
  room_price_without_tax: MoneySchema,
  extra_price_without_tax: MoneySchema,
  total_extra_price: MoneySchema,
  coupon_discount_amount: MoneySchema,
  total_price_without_tax: MoneySchema,
  tax: MoneySchema,
  accommodation_tax: MoneySchema,
  total_price: MoneySchema,
});
export type TotalPrice = v.InferOutput<typeof TotalPriceSchema>;
