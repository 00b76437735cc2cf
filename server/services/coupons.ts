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
  /** Live bookings one member or guest e-mail may make with it; null: any (migration 041). */
  per_member_limit: number | null;
}

/**
 * A coupon usable today at this hotel, or the catalogue's coupon errors: 1500 for unknown,
 * expired or coupons switched off (the hotel's coupons, or this code from its console page;
 * `payload.reason` `expired` for a known coupon past its
 * valid-until day, `not_started` before its valid-from day, `invalid` otherwise, so the widget
 * can say which), 1501 when its usage limit is reached.
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
  if (!row?.active) throw couponInvalid();
  if (row.valid_until < today)
    throw new DomainError(ErrorCode.couponInvalid, 422, 'The coupon has expired.', 'coupon_code', {
      reason: 'expired',
    });
  if (row.valid_from !== null && today < row.valid_from)
    throw new DomainError(
      ErrorCode.couponInvalid,
      422,
      `The coupon can be used from ${row.valid_from}.`,
      'coupon_code',
      { reason: 'not_started', valid_from: row.valid_from },
    );
  if (usedUp(row)) throw couponLimitReached();
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type,
    amount: row.amount,
    max_discounted_nights: row.max_discounted_nights,
    per_member_limit: row.per_member_limit,
    target: row.target_mode
      ? { target_mode: row.target_mode, hotel_plan_codes: row.hotel_plan_codes }
      : null,
  };
}

/** 1500 `invalid`: an unknown code, or one switched off (the hotel's coupons or this code). */
function couponInvalid(): DomainError {
  return new DomainError(
    ErrorCode.couponInvalid,
    422,
    'The coupon code is invalid.',
    'coupon_code',
    { reason: 'invalid' },
  );
}

function couponLimitReached(): DomainError {
  return new DomainError(
    ErrorCode.couponLimitReached,
    422,
    'The coupon usage limit has been reached.',
    'coupon_code',
  );
}

const usedUp = (row: { usage_limit: number | null; used_count: number }) =>
  row.usage_limit !== null && row.used_count >= row.usage_limit;

/**
 * Counts one use inside the booking's transaction, under the coupon row's lock, and checks
 * again there what `findCoupon` read before: the code is still on (1500 `invalid`) and a use is
 * left (1501). The console's switch-off locks and updates this same row (console/coupons), so
 * the two serialise: a switch-off that got there first is seen here (the booking is refused),
 * and one that comes later waits until this booking has committed. The lock also keeps two
 * bookings from taking the last use, and a parallel booking with the same code waits here
 * until this one commits (the per-member count after it relies on that).
 */
export async function redeemCoupon(tx: Kysely<Database>, couponId: number): Promise<void> {
  const row = await tx
    .selectFrom('coupons')
    .select(['active', 'usage_limit', 'used_count'])
    .where('id', '=', couponId)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.active) throw couponInvalid();
  if (usedUp(row)) throw couponLimitReached();
  await tx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .execute();
}

/** Who is booking, for a coupon's per-member limit: the signed-in member and the e-mail given. */
export interface CouponHolder {
  memberId: number | null | undefined;
  email: string | null | undefined;
}

/**
 * A coupon's per-member limit (issue 41): the live (not cancelled) bookings at this hotel that
 * used the code and were made by this member or with this e-mail. At the limit: 1501 with
 * `payload.reason` `member_limit`. A quote of a guest who has given no e-mail yet is not
 * checked; their booking is.
 */
export async function checkCouponPerMember(
  db: Kysely<Database>,
  hotelId: number,
  coupon: Pick<Coupon, 'code' | 'per_member_limit'> | null,
  holder: CouponHolder,
): Promise<void> {
  if (!coupon || coupon.per_member_limit === null) return;
  const { memberId, email } = holder;
  if (!memberId && !email) return;
  const row = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<string>().as('uses'))
    .where('hotel_id', '=', hotelId)
    .where('coupon_code', '=', coupon.code)
    .where('status', '<>', 'cancelled')
    .where((eb) =>
      eb.or([
        ...(memberId ? [eb('member_id', '=', memberId)] : []),
        ...(email ? [eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  if (Number(row.uses) >= coupon.per_member_limit)
    throw new DomainError(
      ErrorCode.couponLimitReached,
      422,
      'You have used this coupon as many times as it allows.',
      'coupon_code',
      { reason: 'member_limit' },
    );
}
