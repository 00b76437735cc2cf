import type { Kysely } from 'kysely';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import type { PaymentGateway, SettleResult } from '../../payments/gateway.ts';
import { reservationBusy } from './lock.ts';
import type { PaymentRow } from './payment.ts';

/** What a cancellation did at the gateway, to be written with the cancellation. */
export interface CardSettlement {
  paymentId: number;
  status: PaymentRow['status'];
  refundedAmount: number;
}

/**
 * Settles a card payment for a cancellation that keeps `fee`, BEFORE the reservation is marked
 * cancelled: a captured payment is refunded all but the fee; an authorisation captures just the
 * fee (releasing the rest) or, with no fee, is voided; an open 3-D Secure challenge is
 * abandoned. The payment row is claimed first (`refund_started_at`), so two concurrent cancels
 * never give money back twice.
 *
 * A refusal by the gateway moves no money: the claim is dropped and the cancellation refused
 * with 3203 (processing error, retry) — the reservation stays exactly as it was (booked, stock
 * held), never cancelled without its refund. Returns null for a booking without a live card
 * payment (failed or already settled).
 */
export async function settleCardForCancel(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  payment: PaymentRow | undefined,
  fee: number,
  now: Date,
): Promise<CardSettlement | null> {
  if (!payment || !['captured', 'authorized', 'pre_3d_secure'].includes(payment.status))
    return null;
  const claimed = await db
    .updateTable('payment_transactions')
    .set({ refund_started_at: now })
    .where('id', '=', payment.id)
    .where('refund_started_at', 'is', null)
    .where('status', '=', payment.status)
    .returning('id')
    .executeTakeFirst();
  // Cancellations hold the reservation lock (lock.ts) before coming here; this claim guards the
  // money against any other path reaching the gateway (it answers the same 3013).
  if (!claimed) throw reservationBusy('cancel');
  const kept = Math.min(Math.max(fee, 0), payment.amount);
  const back = payment.amount - kept;
  const id = payment.gateway_payment_id;
  let result: SettleResult;
  let settlement: CardSettlement;
  if (payment.status === 'captured') {
    result = back > 0 ? await gateway.refund(id, back) : { ok: true };
    settlement = {
      paymentId: payment.id,
      status: kept > 0 ? 'captured' : 'cancelled',
      refundedAmount: back,
    };
  } else if (payment.status === 'authorized' && kept > 0) {
    result = await gateway.capture(id, kept);
    settlement = { paymentId: payment.id, status: 'captured', refundedAmount: back };
  } else {
    // Nothing was taken: release the authorisation or abandon the challenge.
    result = await gateway.cancel(id);
    settlement = {
      paymentId: payment.id,
      status: 'cancelled',
      refundedAmount: payment.status === 'authorized' ? payment.amount : 0,
    };
  }
  if (!result.ok) {
    await db
      .updateTable('payment_transactions')
      .set({ refund_started_at: null })
      .where('id', '=', payment.id)
      .execute();
    throw new DomainError(
      PaymentErrorCode.refundFailed,
      502,
      'The payment could not be refunded, so the reservation was not cancelled. Please try again.',
      undefined,
      { reason: 'refund_failed' },
    );
  }
  return settlement;
}

/** Writes the settlement inside the cancellation's transaction. */
export async function recordSettlement(
  tx: Kysely<Database>,
  settlement: CardSettlement,
  now: Date,
): Promise<void> {
  await tx
    .updateTable('payment_transactions')
    .set({
      status: settlement.status,
      refunded_amount: settlement.refundedAmount,
      refund_started_at: null,
      updated_at: now,
    })
    .where('id', '=', settlement.paymentId)
    .execute();
}
