import type { Kysely } from 'kysely';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../http/logger.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { keepCardSavedByPayment } from '../wallet/card-saved-by-payment.ts';
import { capturesNow, type PaymentRow } from './payment.ts';
import type { ReservationRow } from './present.ts';
import { releaseUnpaid } from './release.ts';

/** How long a reservation may wait for 3-D Secure (product.md §4). */
export const THREE_DS_TTL_MS = 15 * 60_000;

/**
 * Ends a 3-D Secure wait as a failure: the gateway payment is abandoned, the transaction
 * records `code`, and the reservation is cancelled with its stock returned.
 */
export async function failPending(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  row: ReservationRow,
  payment: PaymentRow,
  code: number,
  now: Date,
): Promise<void> {
  await gateway.cancel(payment.gateway_payment_id);
  await db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable('payment_transactions')
      .set({
        status: code === PaymentErrorCode.threeDsCancelled ? 'cancelled' : 'failed',
        error_code: code,
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .where('status', '=', 'pre_3d_secure')
      .returning('id')
      .executeTakeFirst();
    if (!marked) return;
    await releaseUnpaid(
      tx,
      row,
      {
        fee: 0,
        reason: 'payment_failed',
        details: `payment error ${code}`,
        cancelled_at: now.toISOString(),
      },
      now,
    );
  });
}

/**
 * Brings a `payment_pending` reservation up to date with its gateway: an approved challenge is
 * captured (pre-paid) and the reservation becomes `done`; a failed or cancelled one cancels the
 * reservation (3006/3008) and returns its stock; an open one stays as it is.
 * Safe to call repeatedly and concurrently: each transition is conditional on the old status.
 * `logger` gets what became of a card the payment saved that the wallet did not keep.
 */
export async function settleThreeDs(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  row: ReservationRow,
  payment: PaymentRow,
  now: Date,
  logger?: Logger,
): Promise<'done' | 'cancelled' | 'pending'> {
  if (row.status !== 'payment_pending' || payment.status !== 'pre_3d_secure') return 'pending';
  const outcome = await gateway.complete3ds(payment.gateway_payment_id);
  if (outcome.status === 'pending') return 'pending';
  if (outcome.status === 'failed') {
    await failPending(db, gateway, row, payment, outcome.code, now);
    return 'cancelled';
  }
  let status: PaymentRow['status'] = 'authorized';
  if (capturesNow(row.payment_type)) {
    const captured = await gateway.capture(payment.gateway_payment_id);
    if (!captured.ok) {
      await failPending(db, gateway, row, payment, captured.code, now);
      return 'cancelled';
    }
    status = 'captured';
  }
  const settled = await db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable('payment_transactions')
      .set({ status, updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pre_3d_secure')
      .returning('id')
      .executeTakeFirst();
    if (!marked) return false;
    await tx
      .updateTable('reservations')
      .set({ status: 'done', updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'payment_pending')
      .execute();
    return true;
  });
  // "Save this card" with 3-D Secure: the gateway kept it once authenticated; the wallet now.
  if (settled)
    await keepCardSavedByPayment(db, gateway, payment.gateway_payment_id, row.member_id, logger);
  return 'done';
}
