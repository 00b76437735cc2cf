import type { Kysely } from 'kysely';
import type { Database, StoredCancellation } from '../../db/schema.ts';
import { takeExtras } from './build.ts';
import type { ReservationRow } from './present.ts';
import { releaseStock, roomsPerType } from './stock.ts';

/**
 * Cancels a reservation still waiting for its payment and gives back what it took (rooms,
 * extras, coupon use). Conditional on `payment_pending`, so a concurrent finaliser (the expiry
 * job and a guest's return) releases only once. Returns false when someone else already did.
 */
export async function releaseUnpaid(
  tx: Kysely<Database>,
  row: ReservationRow,
  cancellation: StoredCancellation,
  now: Date,
): Promise<boolean> {
  const flipped = await tx
    .updateTable('reservations')
    .set({ status: 'cancelled', cancellation: JSON.stringify(cancellation), updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', 'payment_pending')
    .returning('id')
    .executeTakeFirst();
  if (!flipped) return false;
  for (const [roomTypeId, count] of roomsPerType(row.rooms)) {
    await releaseStock(tx, roomTypeId, count, row.checkin_date, row.checkout_date);
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
  return true;
}
