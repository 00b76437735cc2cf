import type { ConsoleCoupon, CreateConsoleCoupon } from '../../../api/contract/console/coupons.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText as settingsReason } from '../settings/reason-text.ts';

/** A coupon form as typed: text in every field, the plans as a comma-separated list. */
export interface CouponFormValues {
  code: string;
  name: string;
  discount_type: string;
  amount: string;
  valid_from: string;
  valid_until: string;
  usage_limit: string;
  per_member_limit: string;
  max_discounted_nights: string;
  /** `all`, `include` or `exclude`. */
  plans: string;
  hotel_plan_codes: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  name: '',
  discount_type: 'percent',
  amount: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  per_member_limit: '',
  max_discounted_nights: '',
  plans: 'all',
  hotel_plan_codes: '',
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** A code's saved terms as the edit form starts with them. */
export function couponFormOf(coupon: ConsoleCoupon): CouponFormValues {
  return {
    code: coupon.code,
    name: coupon.name,
    discount_type: coupon.discount_type,
    amount: String(coupon.amount),
    valid_from: coupon.valid_from ?? '',
    valid_until: coupon.valid_until,
    usage_limit: text(coupon.usage_limit),
    per_member_limit: text(coupon.per_member_limit),
    max_discounted_nights: text(coupon.max_discounted_nights),
    plans: coupon.target_mode ?? 'all',
    hotel_plan_codes: coupon.hotel_plan_codes.join(', '),
  };
}

/** A whole number typed as text; anything else stays text, so the contract names the field. */
export function countOf(typed: string): number | string {
  return /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : typed;
}

/** An optional count: empty is "no limit" (null). */
function limitOf(typed: string): number | string | null {
  return typed.trim() === '' ? null : countOf(typed);
}

/** What the contract checks, made of the typed values. */
export function couponInput(values: CouponFormValues): Record<keyof CreateConsoleCoupon, unknown> {
  const all = values.plans === 'all';
  return {
    code: values.code,
    name: values.name,
    discount_type: values.discount_type,
    amount: countOf(values.amount),
    valid_from: values.valid_from,
    valid_until: values.valid_until,
    usage_limit: limitOf(values.usage_limit),
    per_member_limit: limitOf(values.per_member_limit),
    max_discounted_nights: limitOf(values.max_discounted_nights),
    target_mode: all ? null : values.plans,
    hotel_plan_codes: all
      ? []
      : values.hotel_plan_codes
          .split(/[,\s]+/)
          .map((c) => c.trim())
          .filter((c) => c !== ''),
  };
}

/** The edit form's input: the same, without the code (it never changes). */
export function couponTermsInput(values: CouponFormValues) {
  const { code: _code, ...terms } = couponInput(values);
  return terms;
}

/** The forms' texts for the contract's own reasons. */
export function couponReason(reason: string): ConsoleMessageId | undefined {
  if (reason === 'percent') return 'coupons.invalid.percent';
  if (reason === 'order') return 'coupons.invalid.order';
  if (reason === 'plans') return 'coupons.invalid.plans';
  if (reason === 'unknown') return 'coupons.invalid.plan';
  if (reason === 'date') return 'coupons.invalid.date';
  return settingsReason(reason);
}
