import * as v from 'valibot';
import { DateSchema } from '../common.ts';
import { VoucherStatusSchema } from '../wallet.ts';
import { INVALID, optionalText, text } from './hotel.ts';

/**
 * The console's coupons and vouchers (issue 41): codes marketing staff make and follow, coupons
 * issued to members, vouchers issued and marked used. The guest's side (the widget's coupon
 * field, the wallet) reads the same rows and is unchanged but for the new limits.
 */

/** A day typed in the console (YYYY-MM-DD), refused with the console's `date` reason. */
const Day = v.pipe(v.string(INVALID.required), v.trim(), v.check(isDay, 'date'));

function isDay(s: string): boolean {
  return v.safeParse(DateSchema, s).success;
}

const Count = (max: number) =>
  v.pipe(
    v.number(INVALID.number),
    v.integer(INVALID.number),
    v.minValue(1, INVALID.number),
    v.maxValue(max, INVALID.number),
  );

/** A coupon code: 3 to 32 letters, digits or hyphens, stored (and matched) in upper case. */
export const CouponCodeSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, INVALID.code),
);

const PlanCodes = v.pipe(
  v.array(text(64), INVALID.required),
  v.maxLength(50, INVALID.tooLong),
  v.check((list) => new Set(list).size === list.length, INVALID.duplicate),
);

/** Everything of a coupon but its code (the code never changes once made). */
const couponFields = {
  name: v.optional(optionalText(100), ''),
  discount_type: v.picklist(['percent', 'amount'], INVALID.required),
  /** A percentage (1 to 100) or an amount in minor units of the hotel's currency. */
  amount: Count(100_000_000),
  valid_from: Day,
  valid_until: Day,
  /** Bookings the code may take in all; null: any number. */
  usage_limit: v.nullable(Count(1_000_000)),
  /** Live bookings one member (or one guest e-mail) may make with it; null: any number. */
  per_member_limit: v.nullable(Count(1000)),
  /** Only the first this-many nights of a stay are discounted; null: every night. */
  max_discounted_nights: v.nullable(Count(365)),
  /**
   * The plans it is for: `include` only these, `exclude` all but these; null: every plan. A
   * coupon with plans is a card-payment promotion (product.md §5): it applies to card-paid plans.
   */
  target_mode: v.nullable(v.picklist(['include', 'exclude'], INVALID.required)),
  hotel_plan_codes: v.optional(PlanCodes, []),
};

interface CouponFields {
  discount_type: 'percent' | 'amount';
  amount: number;
  valid_from: string;
  valid_until: string;
  target_mode: 'include' | 'exclude' | null;
  hotel_plan_codes: readonly string[];
}

/** The checks across fields: a percentage is at most 100, the days in order, plans named. */
const percentUpTo100 = (c: CouponFields) => c.discount_type === 'amount' || c.amount <= 100;
const daysInOrder = (c: CouponFields) => c.valid_from <= c.valid_until;
const plansNamed = (c: CouponFields) =>
  (c.target_mode === null) === (c.hotel_plan_codes.length === 0);

export const CreateConsoleCouponSchema = v.pipe(
  v.strictObject({ code: CouponCodeSchema, ...couponFields }),
  v.forward(
    v.check((c) => percentUpTo100(c), 'percent'),
    ['amount'],
  ),
  v.forward(
    v.check((c) => daysInOrder(c), 'order'),
    ['valid_until'],
  ),
  v.forward(
    v.check((c) => plansNamed(c), 'plans'),
    ['hotel_plan_codes'],
  ),
);
export type CreateConsoleCoupon = v.InferOutput<typeof CreateConsoleCouponSchema>;

export const UpdateConsoleCouponSchema = v.pipe(
  v.strictObject(couponFields),
  v.forward(
    v.check((c) => percentUpTo100(c), 'percent'),
    ['amount'],
  ),
  v.forward(
    v.check((c) => daysInOrder(c), 'order'),
    ['valid_until'],
  ),
  v.forward(
    v.check((c) => plansNamed(c), 'plans'),
    ['hotel_plan_codes'],
  ),
);
export type UpdateConsoleCoupon = v.InferOutput<typeof UpdateConsoleCouponSchema>;

/** A coupon as the console lists it, with its usage. */
export const ConsoleCouponSchema = v.object({
  code: v.string(),
  name: v.string(),
  discount_type: v.picklist(['percent', 'amount']),
  amount: v.number(),
  currency: v.string(),
  valid_from: v.nullable(v.string()),
  valid_until: v.string(),
  usage_limit: v.nullable(v.number()),
  per_member_limit: v.nullable(v.number()),
  max_discounted_nights: v.nullable(v.number()),
  target_mode: v.nullable(v.picklist(['include', 'exclude'])),
  hotel_plan_codes: v.array(v.string()),
  /** Bookings that hold a use now (a cancellation gives its use back). */
  used_count: v.number(),
  /** Members it was issued to (their wallets), and how many of them used it. */
  issued_count: v.number(),
  /** Switched on; off, checkout refuses it as an unknown code (1500). */
  active: v.boolean(),
});
export type ConsoleCoupon = v.InferOutput<typeof ConsoleCouponSchema>;

/** Switches a code off (refused at checkout) or back on. */
export const SwitchConsoleCouponSchema = v.strictObject({ active: v.boolean() });

export const ConsoleCouponListSchema = v.object({ data: v.array(ConsoleCouponSchema) });
export const ConsoleCouponAnswerSchema = v.object({ data: ConsoleCouponSchema });

/** A booking that used a code (cancelled ones too, marked so). */
export const ConsoleCouponUseSchema = v.object({
  reservation_number: v.string(),
  status: v.string(),
  checkin_date: v.string(),
  checkout_date: v.string(),
  email: v.string(),
  member: v.boolean(),
  coupon_discount_amount: v.number(),
  total_price: v.number(),
  created_at: v.string(),
});
export type ConsoleCouponUse = v.InferOutput<typeof ConsoleCouponUseSchema>;

export const ConsoleCouponUsageSchema = v.object({
  data: v.object({ coupon: ConsoleCouponSchema, uses: v.array(ConsoleCouponUseSchema) }),
});

const Email = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.toLowerCase(),
  v.email(INVALID.email),
  v.maxLength(254, INVALID.tooLong),
);

/** Issues a coupon to a member of the brand, found by their e-mail. */
export const IssueConsoleCouponSchema = v.strictObject({ email: Email });
export const IssuedConsoleCouponSchema = v.object({
  data: v.object({ code: v.string(), email: v.string() }),
});

const PeriodSchema = v.pipe(
  v.strictObject({ from: Day, to: Day }),
  v.check((p) => p.from <= p.to, 'order'),
);

/** A voucher number: 4 to 32 letters, digits or hyphens, upper case. */
export const VoucherNumberSchema = v.pipe(
  v.string(INVALID.required),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9][A-Z0-9-]{3,31}$/, INVALID.code),
);

/**
 * A voucher to issue: its number, name and amount (minor units of the hotel's currency), the
 * days it is valid (booked and stayed in), the periods it cannot be used for, and the member
 * it is for (their e-mail; empty: anyone who has the number).
 */
export const IssueConsoleVoucherSchema = v.pipe(
  v.strictObject({
    number: VoucherNumberSchema,
    name: text(100),
    amount: Count(100_000_000),
    valid_from: Day,
    valid_through: Day,
    excluded_periods: v.optional(v.pipe(v.array(PeriodSchema), v.maxLength(20)), []),
    member_email: v.optional(v.union([v.literal(''), Email]), ''),
  }),
  v.forward(
    v.check((x) => x.valid_from <= x.valid_through, 'order'),
    ['valid_through'],
  ),
);
export type IssueConsoleVoucher = v.InferOutput<typeof IssueConsoleVoucherSchema>;

export const ConsoleVoucherSchema = v.object({
  number: v.string(),
  name: v.string(),
  amount: v.number(),
  currency: v.string(),
  valid_from: v.string(),
  valid_through: v.string(),
  excluded_periods: v.array(v.object({ from: v.string(), to: v.string() })),
  member_email: v.nullable(v.string()),
  ui_status: VoucherStatusSchema,
  reservation_number: v.nullable(v.string()),
  /** When a booking redeemed it or staff marked it used. */
  consumed_at: v.nullable(v.string()),
  marked_used: v.boolean(),
});
export type ConsoleVoucher = v.InferOutput<typeof ConsoleVoucherSchema>;

export const ConsoleVoucherListSchema = v.object({ data: v.array(ConsoleVoucherSchema) });
export const ConsoleVoucherAnswerSchema = v.object({ data: ConsoleVoucherSchema });
export const MarkVoucherUsedSchema = v.strictObject({});
