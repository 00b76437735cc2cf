import type { Kysely } from 'kysely';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { type GatewayChoice, gatewayOfPayment } from '../../payments/hotel-gateways.ts';
import { failPending, settleThreeDs, THREE_DS_TTL_MS } from './settle.ts';

/**
 * The 15-minute rule of product.md §4: every reservation waiting for 3-D Secure longer than
 * that is settled with the gateway (an answer given in time still counts) and otherwise
 * cancelled with code 3250, its stock returned. `onDone` is told of each one the gateway had
 * approved (it is now `done` and its confirmation is due). Returns how many were cancelled.
 */
export async function expirePendingPayments(
  db: Kysely<Database>,
  gateways: GatewayChoice,
  now: Date,
  onDone: (number: string) => Promise<void> = async () => {},
): Promise<number> {
  const stale = await db
    .selectFrom('payment_transactions')
    .innerJoin('reservations', 'reservations.id', 'payment_transactions.reservation_id')
    .select('payment_transactions.id')
    .where('payment_transactions.status', '=', 'pre_3d_secure')
    .where('reservations.status', '=', 'payment_pending')
    .where('payment_transactions.created_at', '<=', new Date(now.getTime() - THREE_DS_TTL_MS))
    .orderBy('payment_transactions.id')
    .limit(100)
    .execute();
  let cancelled = 0;
  for (const { id } of stale) {
    const payment = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', payment.reservation_id)
      .executeTakeFirstOrThrow();
    const gateway = await gatewayOfPayment(gateways, row.hotel_id, payment.gateway);
    const settled = await settleThreeDs(db, gateway, row, payment, now);
    if (settled === 'pending') {
      await failPending(db, gateway, row, payment, PaymentErrorCode.threeDsExpired, now);
      cancelled++;
    } else if (settled === 'cancelled') cancelled++;
    else await onDone(row.number);
  }
  return cancelled;
}
