import type { Kysely } from 'kysely';
import type { Database, StoredCancellation } from '../../db/schema.ts';
import { reopenLotteryWin } from '../lottery/booking.ts';
import { giveBack } from './give-back.ts';
import type { ReservationRow } from './present.ts';

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
  // A lottery winner's room stays held for another try before the deadline.
  const keepRooms = await reopenLotteryWin(tx, row.id, now);
  await giveBack(tx, row, undefined, { keepRooms });
  return true;
}
