import * as v from 'valibot';
import { DateSchema, MoneySchema } from './common.ts';

/**
 * The member wallet (issue 14; doc 2 §7 `credit_cards`, `discount_coupons`, vouchers'
 * `ui_status`): saved cards, coupons held, prepaid vouchers.
 */

/** A saved card: display data only; paying with it names its `id`, never a number. */
export const SavedCardSchema = v.object({
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
  created_at: v.string(),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;
export const SavedCardsResponseSchema = v.object({ data: v.array(SavedCardSchema) });
export const SavedCardResponseSchema = v.object({ data: SavedCardSchema });

/** `POST memberships/credit_cards`: a single-use token from `POST /gateway/tokens` to keep. */
export const SaveCardSchema = v.strictObject({
  gateway_token: v.pipe(v.string(), v.minLength(8), v.maxLength(200)),
});
export type SaveCard = v.InferOutput<typeof SaveCardSchema>;

export const CardIdParamSchema = v.pipe(v.string(), v.regex(/^\d{1,10}$/));

/**
 * `POST memberships/credit_cards/setup_intents` (a Stripe hotel, issue 43): the hotel whose
 * Stripe account keeps the card, and the widget page the 3-D Secure result goes back to.
 */
export const StartCardSetupSchema = v.strictObject({
  hotel_code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  page_url: v.pipe(v.string(), v.url(), v.maxLength(2000)),
});
export type StartCardSetup = v.InferOutput<typeof StartCardSetupSchema>;

/** What Stripe.js confirms (`confirmCardSetup`) and the 3-D Secure dialog opens. */
export const CardSetupSchema = v.object({
  setup_intent_id: v.string(),
  client_secret: v.string(),
  /** Stripe.js's `return_url`: the server's page that reads the outcome from Stripe. */
  return_url: v.string(),
  challenge_url: v.string(),
});
export type CardSetup = v.InferOutput<typeof CardSetupSchema>;
export const CardSetupResponseSchema = v.object({ data: CardSetupSchema });

/** After Stripe.js's confirm (or the 3-D Secure dialog): keep the card, or `cancel` it. */
export const FinishCardSetupSchema = v.strictObject({
  hotel_code: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  cancel: v.optional(v.boolean()),
});
export type FinishCardSetup = v.InferOutput<typeof FinishCardSetupSchema>;

export const SetupIntentIdParamSchema = v.pipe(v.string(), v.regex(/^seti_[A-Za-z0-9_]{1,200}$/));

/**
 * A coupon of the wallet: `available` to apply, `used` once consumed, `expired` past its day. A
 * code staff switched off (on its page, or all the hotel's coupons) is not in the wallet (unless
 * already used) until it is on again, nor one whose validity starts after today until that day.
 */
export const WalletCouponSchema = v.object({
  code: v.string(),
  name: v.nullable(v.string()),
  hotel_code: v.string(),
  hotel_name: v.string(),
  discount_type: v.picklist(['percent', 'amount']),
  /** Percent, or minor units of `currency`. */
  amount: MoneySchema,
  currency: v.string(),
  valid_until: DateSchema,
  usage_limit: v.nullable(v.number()),
  /** Only the first this-many nights of a stay are discounted; null: every night. */
  max_discounted_nights: v.nullable(v.number()),
  /**
   * Target plans (payment promotion info of product.md §3): with a mode the coupon applies only
   * to card-paid plans the list includes (or does not exclude); null: every plan.
   */
  target_mode: v.nullable(v.picklist(['include', 'exclude'])),
  hotel_plan_codes: v.array(v.string()),
  status: v.picklist(['available', 'used', 'expired']),
  used_at: v.nullable(v.string()),
});
export type WalletCoupon = v.InferOutput<typeof WalletCouponSchema>;
export const WalletCouponsResponseSchema = v.object({ data: v.array(WalletCouponSchema) });
export const WalletCouponResponseSchema = v.object({ data: WalletCouponSchema });

/** Voucher states of product.md §4. */
export const VoucherStatusSchema = v.picklist(['available', 'pending', 'expired', 'consumed']);
export type VoucherStatus = v.InferOutput<typeof VoucherStatusSchema>;

const PeriodSchema = v.object({ from: DateSchema, to: DateSchema });

/** A voucher (product.md §3): redeemed once, inside its stay and sale periods. */
export const VoucherSchema = v.object({
  number: v.string(),
  name: v.string(),
  hotel_code: v.string(),
  hotel_name: v.string(),
  /** Minor units of `currency`. */
  amount: MoneySchema,
  currency: v.string(),
  valid_through: DateSchema,
  /** Every night of the stay must lie in it (both ends included). */
  target_stay_period: PeriodSchema,
  /** No night of the stay may lie in one of these. */
  excluded_periods: v.array(PeriodSchema),
  /** The booking must be made inside it. */
  sale_period: PeriodSchema,
  consumed_at: v.nullable(v.string()),
  reservation_number: v.nullable(v.string()),
  ui_status: VoucherStatusSchema,
});
export type Voucher = v.InferOutput<typeof VoucherSchema>;
export const VouchersResponseSchema = v.object({ data: v.array(VoucherSchema) });
