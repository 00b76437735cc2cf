import { type Kysely, type Selectable, sql } from 'kysely';
import type { TotalPrice, Voucher, VoucherStatus } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import { stayNights } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import type { DayPeriod, VoucherTable } from '../../db/schema-wallet.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Hotel } from '../hotels.ts';

export type VoucherRow = Selectable<VoucherTable>;

/** Why a voucher cannot be used for this booking (the `reason` of its 1500). */
export type VoucherRefusal =
  | 'invalid'
  | 'expired'
  | 'consumed'
  | 'outside_stay_period'
  | 'excluded_period'
  | 'outside_sale_period';

const refuse = (reason: VoucherRefusal, message: string) =>
  new DomainError(ErrorCode.couponInvalid, 422, message, 'voucher_coupon_code', { reason });

/** The reservation a voucher was redeemed by, as far as its state goes. */
interface Redemption {
  status: string;
  /** A 3-D Secure that failed cancels with this reason: the voucher is free again. */
  cancelReason: string | null;
}

/**
 * The voucher's `ui_status` (product.md §4): `consumed` once a booking took it (done, or
 * cancelled later: a voucher is consumed once only), `pending` while that booking waits for its
 * payment, `expired` after `valid_through`, else `available`. A booking whose card payment
 * failed gives it back. Staff marking it used in the console makes it `consumed` too.
 */
export function voucherStatus(
  row: Pick<VoucherRow, 'valid_through' | 'reservation_id'> &
    Partial<Pick<VoucherRow, 'marked_used_at'>>,
  redemption: Redemption | null,
  today: string,
): VoucherStatus {
  // Marked used by staff (paid at the desk, say): consumed, with no booking of ours.
  if (row.marked_used_at) return 'consumed';
  if (row.reservation_id !== null && redemption && !isReleased(redemption)) {
    return redemption.status === 'payment_pending' ? 'pending' : 'consumed';
  }
  return row.valid_through < today ? 'expired' : 'available';
}

const isReleased = (r: Redemption) =>
  r.status === 'cancelled' && r.cancelReason === 'payment_failed';

const inPeriod = (date: string, p: DayPeriod) => p.from <= date && date <= p.to;

/**
 * Whether a voucher may pay for a stay booked today: inside its sale period and validity,
 * every night inside the target stay period and none in an excluded period. Throws 1500 with
 * the reason otherwise.
 */
export function checkVoucherStay(
  row: Pick<
    VoucherRow,
    'valid_through' | 'stay_from' | 'stay_to' | 'excluded_periods' | 'sale_from' | 'sale_to'
  >,
  checkin: string,
  checkout: string,
  today: string,
): void {
  if (today > row.valid_through) throw refuse('expired', 'The voucher has expired.');
  if (!inPeriod(today, { from: row.sale_from, to: row.sale_to }))
    throw refuse('outside_sale_period', 'The voucher cannot be used for bookings made today.');
  const nights = stayNights(checkin, checkout);
  const stay = { from: row.stay_from, to: row.stay_to };
  if (!nights.every((night) => inPeriod(night, stay)))
    throw refuse(
      'outside_stay_period',
      `The voucher is for stays from ${row.stay_from} to ${row.stay_to}.`,
    );
  if (nights.some((night) => row.excluded_periods.some((p) => inPeriod(night, p))))
    throw refuse('excluded_period', 'The voucher cannot be used on these dates.');
}

async function redemptionOf(
  db: Kysely<Database>,
  reservationId: number | null,
): Promise<(Redemption & { number: string }) | null> {
  if (reservationId === null) return null;
  const r = await db
    .selectFrom('reservations')
    .select(['number', 'status', sql<string | null>`cancellation->>'reason'`.as('reason')])
    .where('id', '=', reservationId)
    .executeTakeFirst();
  return r ? { number: r.number, status: r.status, cancelReason: r.reason } : null;
}

/**
 * The voucher a booking (or voucher search) names, usable for this stay: of this hotel, held
 * by nobody or by the booking member, not consumed or pending, inside its periods.
 */
export async function findUsableVoucher(
  db: Kysely<Database>,
  hotel: Pick<Hotel, 'id' | 'settings'>,
  number: string,
  stay: { checkin: string; checkout: string },
  today: string,
  memberId: number | null | undefined,
): Promise<VoucherRow> {
  const row = hotel.settings.voucher_coupon_active
    ? await db
        .selectFrom('vouchers')
        .selectAll()
        .where('hotel_id', '=', hotel.id)
        .where('number', '=', number.trim().toUpperCase())
        .executeTakeFirst()
    : undefined;
  if (!row || (row.member_id !== null && row.member_id !== memberId))
    throw refuse('invalid', 'The voucher number is invalid.');
  const status = voucherStatus(row, await redemptionOf(db, row.reservation_id), today);
  if (status === 'consumed' || status === 'pending')
    throw refuse('consumed', 'The voucher has already been used.');
  checkVoucherStay(row, stay.checkin, stay.checkout, today);
  return row;
}

/**
 * Takes the voucher's amount off the total (like a payment: taxes stay as they are), never
 * below zero. Vouchers are in the hotel's currency, so a booking in another one cannot use them.
 */
export function applyVoucher(price: TotalPrice, voucher: Pick<VoucherRow, 'amount'>): TotalPrice {
  const discount = Math.min(voucher.amount, price.total_price);
  return {
    ...price,
    voucher_coupon_discount_amount: discount,
    total_price: price.total_price - discount,
  };
}

/**
 * Writes `set` to the voucher only if it is free: not marked used by staff, and not redeemed by
 * a booking (or by one whose card payment failed, which gives it back). Conditional, so a
 * booking and staff marking it used (or two bookings) never both take it. Undefined: taken.
 */
export function takeFreeVoucher(
  tx: Kysely<Database>,
  voucherId: number,
  set: { reservation_id: number; consumed_at: Date } | { marked_used_at: Date },
) {
  const freed = tx
    .selectFrom('reservations')
    .select('id')
    .where('status', '=', 'cancelled')
    .where(sql<string>`cancellation->>'reason'`, '=', 'payment_failed');
  return tx
    .updateTable('vouchers')
    .set(set)
    .where('id', '=', voucherId)
    .where('marked_used_at', 'is', null)
    .where((eb) => eb.or([eb('reservation_id', 'is', null), eb('reservation_id', 'in', freed)]))
    .returning('id')
    .executeTakeFirst();
}

/**
 * Redeems the voucher for the reservation inside the booking's transaction: conditional on it
 * being free (or freed by a failed payment), so two bookings never both take it.
 */
export async function redeemVoucher(
  tx: Kysely<Database>,
  voucherId: number,
  reservationId: number,
  now: Date,
): Promise<void> {
  const done = await takeFreeVoucher(tx, voucherId, {
    reservation_id: reservationId,
    consumed_at: now,
  });
  if (!done) throw refuse('consumed', 'The voucher has already been used.');
}

/** The member's vouchers with their `ui_status`, newest first. */
export async function listVouchers(
  db: Kysely<Database>,
  memberId: number,
  today: string,
): Promise<Voucher[]> {
  const rows = await db
    .selectFrom('vouchers as v')
    .innerJoin('hotels as h', 'h.id', 'v.hotel_id')
    .leftJoin('reservations as r', 'r.id', 'v.reservation_id')
    .selectAll('v')
    .select([
      'h.code as hotel_code',
      'h.name as hotel_name',
      'h.currency',
      'r.number as reservation_number',
      'r.status as reservation_status',
      sql<string | null>`r.cancellation->>'reason'`.as('cancel_reason'),
    ])
    .where('v.member_id', '=', memberId)
    .orderBy('v.valid_through', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  return rows.map((row) => {
    const redemption =
      row.reservation_status === null
        ? null
        : { status: row.reservation_status, cancelReason: row.cancel_reason };
    const status = voucherStatus(row, redemption, today);
    const redeemed = status === 'consumed' || status === 'pending';
    const consumedAt = row.consumed_at ?? row.marked_used_at;
    return {
      number: row.number,
      name: row.name,
      hotel_code: row.hotel_code,
      hotel_name: row.hotel_name,
      amount: row.amount,
      currency: row.currency,
      valid_through: row.valid_through,
      target_stay_period: { from: row.stay_from, to: row.stay_to },
      excluded_periods: row.excluded_periods,
      sale_period: { from: row.sale_from, to: row.sale_to },
      consumed_at: redeemed && consumedAt ? consumedAt.toISOString() : null,
      reservation_number: redeemed ? row.reservation_number : null,
      ui_status: status,
    };
  });
}
