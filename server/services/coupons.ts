import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/api/contract/index.ts';
import type { PaymentPromotion } from '../../src/rules/promotion.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain/errors.ts';
import type { CouponDiscount } from '../domain/pricing.ts';
import type { Hotel } from './hotels.ts';

export interface Coupon extends CouponDiscount {
  id: number;
  code: string;
  /** Target plans: the coupon is then a card-payment promotion (wallet/coupons.ts). */
  target: PaymentPromotion | null;
}

/**
 * A coupon usable today at this hotel, or the catalogue's coupon errors: 1500 for unknown,
 * expired or coupons switched off (`payload.reason` `expired` for a known coupon past its
 * valid-until day, `invalid` otherwise, so the widget can say which), 1501 when its usage limit
 * is reached.
 */
export async function findCoupon(
  db: Kysely<Database>,
  hotel: Hotel,
  code: string,
  today: string,
): Promise<Coupon> {
  const row = hotel.settings.coupon_active
    ? await db
        .selectFrom('coupons')
        .selectAll()
        .where('hotel_id', '=', hotel.id)
        .where('code', '=', code.trim().toUpperCase())
        .executeTakeFirst()
    : undefined;
  if (!row)
    throw new DomainError(
      ErrorCode.couponInvalid,
      422,
      'The coupon code is invalid.',
      'coupon_code',
      { reason: 'invalid' },
    );
  if (row.valid_until < today)
    throw new DomainError(ErrorCode.couponInvalid, 422, 'The coupon has expired.', 'coupon_code', {
      reason: 'expired',
    });
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) {
    throw new DomainError(
      ErrorCode.couponLimitReached,
      422,
      'The coupon usage limit has been reached.',
      'coupon_code',
    );
  }
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type,
    amount: row.amount,
    max_discounted_nights: row.max_discounted_nights,
    target: row.target_mode
      ? { target_mode: row.target_mode, hotel_plan_codes: row.hotel_plan_codes }
      : null,
  };
}

/** Counts one use atomically; false when a concurrent booking took the last use. */
export async function redeemCoupon(db: Kysely<Database>, couponId: number): Promise<boolean> {
  const row = await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
