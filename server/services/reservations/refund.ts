import type { Kysely } from 'kysely';
import { PaymentErrorCode } from '../../../src/api/contract/index.ts';
import type { Database, RefundIntent, StoredCancellation } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import type { PaymentGateway, SettleResult } from '../../payments/gateway.ts';
import { crashPoint } from './crash-point.ts';
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
 *
 * The claim stores the whole plan (`refund_intent`: the cancellation, the settlement, the
 * gateway call). When the process dies after the call, or the call throws (no answer: did it
 * happen?), the claim stays and refund reconciliation settles it from the gateway's state.
 */
export async function settleCardForCancel(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  payment: PaymentRow | undefined,
  fee: number,
  now: Date,
  cancellation: StoredCancellation,
  /** The policy's percentage, kept with the claim so a reconciled cancellation keeps as much
   *  of the spent points as this one would have. */
  feePercentage = 0,
): Promise<CardSettlement | null> {
  if (!payment || !['captured', 'authorized', 'pre_3d_secure'].includes(payment.status))
    return null;
  const intent: RefundIntent = {
    cancellation,
    fee_percentage: feePercentage,
    ...planSettlement(payment, fee),
  };
  // The claim carries the plan: if this process dies after the gateway call, the refund
  // reconciliation (refund-reconcile.ts) finishes exactly this cancellation.
  const claimed = await db
    .updateTable('payment_transactions')
    .set({ refund_started_at: now, refund_intent: JSON.stringify(intent) })
    .where('id', '=', payment.id)
    .where('refund_started_at', 'is', null)
    .where('status', '=', payment.status)
    .returning('id')
    .executeTakeFirst();
  // Cancellations hold the reservation lock (lock.ts) before coming here; this claim guards the
  // money against any other path reaching the gateway (it answers the same 3013).
  if (!claimed) throw reservationBusy('cancel');
  const result = await callGateway(gateway, payment.gateway_payment_id, intent);
  if (!result.ok) {
    await db
      .updateTable('payment_transactions')
      .set({ refund_started_at: null, refund_intent: null })
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
  crashPoint('after-cancel-gateway');
  return settlementOf(payment.id, intent);
}

/**
 * What cancelling keeps and gives back: a capture is refunded all but the fee; an authorisation
 * captures just the fee or, with no fee, is voided like an open challenge.
 */
function planSettlement(payment: PaymentRow, fee: number): Omit<RefundIntent, 'cancellation'> {
  const kept = Math.min(Math.max(fee, 0), payment.amount);
  const back = payment.amount - kept;
  if (payment.status === 'captured') {
    return {
      operation: back > 0 ? 'refund' : 'none',
      amount: back,
      settlement: { status: kept > 0 ? 'captured' : 'cancelled', refunded_amount: back },
    };
  }
  if (payment.status === 'authorized' && kept > 0) {
    return {
      operation: 'capture',
      amount: kept,
      settlement: { status: 'captured', refunded_amount: back },
    };
  }
  // Nothing was taken: release the authorisation or abandon the challenge.
  return {
    operation: 'void',
    amount: 0,
    settlement: {
      status: 'cancelled',
      refunded_amount: payment.status === 'authorized' ? payment.amount : 0,
    },
  };
}

function callGateway(
  gateway: PaymentGateway,
  id: string,
  intent: RefundIntent,
): Promise<SettleResult> {
  switch (intent.operation) {
    case 'refund':
      return gateway.refund(id, intent.amount);
    case 'capture':
      return gateway.capture(id, intent.amount);
    case 'void':
      return gateway.cancel(id);
    case 'none':
      return Promise.resolve({ ok: true });
  }
}

/** The settlement a claim's intent records once its gateway call happened. */
export function settlementOf(paymentId: number, intent: RefundIntent): CardSettlement {
  return {
    paymentId,
    status: intent.settlement.status,
    refundedAmount: intent.settlement.refunded_amount,
  };
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
      refund_intent: null,
      updated_at: now,
    })
    .where('id', '=', settlement.paymentId)
    .execute();
}
