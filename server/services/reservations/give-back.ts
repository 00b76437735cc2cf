import type { Kysely } from 'kysely';
import { pointsReturned } from '../../../src/rules/points.ts';
import type { Database } from '../../db/schema.ts';
import { refundReservationPoints } from '../points/ledger.ts';
import { takeExtras } from './build.ts';
import type { ReservationRow } from './present.ts';
import { releaseStock, roomsPerType } from './stock.ts';

/**
 * Gives back what a booking took — its rooms on each night, its extras, its coupon use — in the
 * caller's transaction, once the caller's conditional status flip made it the one releasing.
 * The coupon count never goes below zero. Points spent come back once (the fee's share kept).
 */
export async function giveBack(
  tx: Kysely<Database>,
  row: Pick<
    ReservationRow,
    | 'id'
    | 'hotel_id'
    | 'rooms'
    | 'extras'
    | 'coupon_code'
    | 'checkin_date'
    | 'checkout_date'
    | 'price'
  >,
  /** Points: the cancellation fee's percentage is kept from the points spent too (none: all back). */
  points: { now: Date; feePercentage: number } = { now: new Date(), feePercentage: 0 },
  /** `keepRooms`: the rooms stay where they were taken from (a lottery win's held room). */
  options: { keepRooms?: boolean } = {},
): Promise<void> {
  if (!options.keepRooms) {
    for (const [roomTypeId, count] of roomsPerType(row.rooms)) {
      await releaseStock(tx, roomTypeId, count, row.checkin_date, row.checkout_date);
    }
  }
  await takeExtras(tx, row.hotel_id, row.extras, -1);
  if (row.coupon_code) {
    await tx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('hotel_id', '=', row.hotel_id)
      .where('code', '=', row.coupon_code)
      .where('used_count', '>', 0)
      .execute();
  }
  const paying = row.price.spending_point_value ?? 0;
  await refundReservationPoints(
    tx,
    row.id,
    () => paying - pointsReturned(paying, points.feePercentage),
    points.now,
  );
}
