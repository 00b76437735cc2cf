import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Coupon } from '../coupons.ts';
import { useWalletCoupon } from './coupons.ts';
import { redeemVoucher, type VoucherRow } from './vouchers.ts';

/**
 * The wallet's part of writing a booking, inside its transaction: the voucher is redeemed
 * (conditionally: a concurrent booking that took it rolls this one back) and a member's coupon
 * of their wallet is marked used.
 */
export async function redeemWalletItems(
  tx: Kysely<Database>,
  context: { now: Date; memberId?: number | null | undefined },
  priced: { coupon: Pick<Coupon, 'id'> | null; voucher: Pick<VoucherRow, 'id'> | null },
  reservationId: number,
): Promise<void> {
  if (priced.voucher) await redeemVoucher(tx, priced.voucher.id, reservationId, context.now);
  if (priced.coupon)
    await useWalletCoupon(tx, context.memberId, priced.coupon.id, reservationId, context.now);
}
