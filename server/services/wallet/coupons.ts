import { type Kysely, sql } from 'kysely';
import type { WalletCoupon } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { promotionApplies } from '../../../src/rules/promotion.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { notFound } from '../../http/errors.ts';
import type { PlanRow } from '../catalogue.ts';
import type { Coupon } from '../coupons.ts';
import { CARD_PAYMENT_TYPES } from '../reservations/payment.ts';

/** The hotel's coupons are on (`findCoupon` reads the same setting; absent counts as off). */
const hotelCouponsOn = sql<boolean>`coalesce((h.settings->>'coupon_active')::boolean, false)`;

/**
 * Every coupon row the member holds, with their hotel and what decides whether checkout takes
 * it today: the code's own switch (migration 046), the hotel's `coupon_active` setting and the
 * first day of its validity. The console's member page lists them all (staff see everything a
 * member holds: console/members/held-coupons.ts); the member's own wallet only the ones
 * `walletQuery` keeps.
 */
export function heldCouponsQuery(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('member_coupons as mc')
    .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .select([
      'mc.id as wallet_id',
      'mc.used_at',
      'c.id as coupon_id',
      'c.code',
      'c.name',
      'c.discount_type',
      'c.amount',
      'c.valid_from',
      'c.valid_until',
      'c.usage_limit',
      'c.max_discounted_nights',
      'c.target_mode',
      'c.hotel_plan_codes',
      'c.active',
      hotelCouponsOn.as('hotel_coupons_active'),
      'h.code as hotel_code',
      'h.name as hotel_name',
      'h.currency',
    ])
    .where('mc.member_id', '=', memberId);
}

/**
 * The member's own wallet (one query for the list, the lookup and consuming): what they used,
 * and what checkout would take today.
 *
 * A code switched off, by staff on its page (migration 046) or with all the hotel's coupons
 * (the hotel setting `coupon_active`), is left out until it is switched back on, unless the
 * member already used it (that use stays in their history). Checkout refuses such a code as an
 * unknown one (1500, reason `invalid`), so the wallet treats it the same way: the contract's
 * states (`available`, `used`, `expired`, product.md and calls-errors-constants.md name no
 * other for a coupon) would each say something untrue of it (usable; used; past a day that
 * has not come), and the member is not offered a code checkout would refuse. The wallet row
 * stays, so the code is back in the wallet once it is switched on again.
 *
 * A code whose validity starts after today is left out until that day, for the same reasons:
 * checkout refuses it (1500, reason `not_started`), `available` would be untrue, and the spec's
 * coupon (product.md §3: code, valid-until, maximum nights, target plans, usage limit) and so
 * the contract and the promotions screen carry no first day, so a member shown it could not
 * tell it is not usable yet, and checkout's wallet picker (which offers every `available` code
 * of the hotel) would offer it only to have it refused. Listing it with its first day would
 * need a state and a field the spec does not have; it appears in the wallet on its first day.
 */
function walletQuery(db: Kysely<Database>, memberId: number, today: string) {
  return heldCouponsQuery(db, memberId).where((eb) =>
    eb.or([
      eb('mc.used_at', 'is not', null),
      eb.and([
        eb('c.active', '=', true),
        eb(hotelCouponsOn, '=', true),
        eb.or([eb('c.valid_from', 'is', null), eb('c.valid_from', '<=', today)]),
      ]),
    ]),
  );
}

type WalletRow = Awaited<
  ReturnType<ReturnType<typeof heldCouponsQuery>['executeTakeFirstOrThrow']>
>;

function presentWalletCoupon(row: WalletRow, today: string): WalletCoupon {
  return {
    code: row.code,
    name: row.name,
    hotel_code: row.hotel_code,
    hotel_name: row.hotel_name,
    discount_type: row.discount_type,
    amount: row.amount,
    currency: row.currency,
    valid_until: row.valid_until,
    usage_limit: row.usage_limit,
    max_discounted_nights: row.max_discounted_nights,
    target_mode: row.target_mode,
    hotel_plan_codes: row.hotel_plan_codes,
    status: row.used_at ? 'used' : row.valid_until < today ? 'expired' : 'available',
    used_at: row.used_at ? row.used_at.toISOString() : null,
  };
}

/** The member's coupons: available first (soonest to expire first), then used and expired. */
export async function listWalletCoupons(
  db: Kysely<Database>,
  memberId: number,
  today: string,
): Promise<WalletCoupon[]> {
  const rows = await walletQuery(db, memberId, today)
    .orderBy('c.valid_until')
    .orderBy('c.code')
    .execute();
  const rank = { available: 0, used: 1, expired: 2 } as const;
  return rows
    .map((row) => presentWalletCoupon(row, today))
    .sort((a, b) => rank[a.status] - rank[b.status]);
}

/**
 * One coupon of the member's wallet by code (any spelling's case); 404 when not held, or left
 * out of the wallet (switched off, or not started yet: `walletQuery`).
 */
export async function findWalletCoupon(
  db: Kysely<Database>,
  memberId: number,
  code: string,
  today: string,
): Promise<WalletCoupon & { walletId: number }> {
  const row = await walletQuery(db, memberId, today)
    .where('c.code', '=', code.trim().toUpperCase())
    .orderBy('mc.used_at', 'desc')
    .executeTakeFirst();
  if (!row) throw notFound('Coupon');
  return { ...presentWalletCoupon(row, today), walletId: row.wallet_id };
}

/** `DELETE discount_coupons/{code}`: marks the coupon used (1501 when it already was). */
export async function consumeWalletCoupon(
  db: Kysely<Database>,
  memberId: number,
  code: string,
  now: Date,
  today: string,
): Promise<WalletCoupon> {
  const found = await findWalletCoupon(db, memberId, code, today);
  const done = await db
    .updateTable('member_coupons')
    .set({ used_at: now })
    .where('id', '=', found.walletId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done)
    throw new DomainError(
      ErrorCode.couponLimitReached,
      422,
      'The coupon has already been used.',
      'coupon_code',
    );
  const { walletId: _id, ...used } = await findWalletCoupon(db, memberId, code, today);
  return used;
}

/**
 * Whether a coupon discounts a plan: any plan without target plans; with them (a card-payment
 * promotion), only a card-paid plan its list includes (or does not exclude).
 */
export function couponAppliesTo(
  coupon: Pick<Coupon, 'target'>,
  plan: Pick<PlanRow, 'hotel_plan_code' | 'payment_type'>,
): boolean {
  return (
    !coupon.target ||
    promotionApplies(coupon.target, {
      hotel_plan_code: plan.hotel_plan_code,
      credit_card_payment: CARD_PAYMENT_TYPES.includes(plan.payment_type),
    })
  );
}

/**
 * A coupon with target plans is a card-payment promotion (product.md §3 payment promotion info,
 * §5): every booked plan must take card payment and be in its include list (or not in its
 * exclude list), else 2001 "promotion cannot apply".
 */
export function checkCouponTarget(
  coupon: Pick<Coupon, 'target'> | null,
  plans: readonly Pick<PlanRow, 'hotel_plan_code' | 'payment_type'>[],
): void {
  if (!coupon) return;
  for (const plan of plans) {
    if (!couponAppliesTo(coupon, plan)) {
      throw new DomainError(
        ErrorCode.promotionCannotApply,
        422,
        'This promotion cannot be applied to the chosen plan.',
        'coupon_code',
      );
    }
  }
}

/**
 * A member's booking with a coupon of their wallet uses it up there (inside the booking's
 * transaction). Coupons not held are untouched: the code alone still works as before.
 */
export async function useWalletCoupon(
  tx: Kysely<Database>,
  memberId: number | null | undefined,
  couponId: number,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (!memberId) return;
  await tx
    .updateTable('member_coupons')
    .set({ used_at: now, reservation_id: reservationId })
    .where('member_id', '=', memberId)
    .where('coupon_id', '=', couponId)
    .where('used_at', 'is', null)
    .execute();
}
