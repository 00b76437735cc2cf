import type { Kysely } from 'kysely';
import type { Database, RefundIntent } from '../../db/schema.ts';
import type { GatewayPaymentState, PaymentGateway } from '../../payments/gateway.ts';
import { type GatewayChoice, gatewayOfPayment } from '../../payments/hotel-gateways.ts';
import { cancelLotteryBooking } from '../lottery/booking.ts';
import { giveBack } from './give-back.ts';
import { UPDATE_LOCK_MS } from './lock.ts';
import { recordSettlement, settlementOf } from './refund.ts';

/**
 * A claim this old has outlived its cancellation: the request holding it had the reservation
 * lock for at most this long (lock.ts), and the gateway calls answer well within it.
 */
export const RECONCILE_AFTER_MS = UPDATE_LOCK_MS;

/** What happened to one stale claim. */
export interface Reconciled {
  reservationNumber: string;
  /** `settled`: the reservation was already cancelled, only its settlement was missing. */
  outcome: 'completed' | 'settled' | 'released' | 'unresolved';
  /** Why an `unresolved` claim could not be settled this run (message only). */
  error?: string;
}

/**
 * Did the claim's gateway call go through? Judged from money only, against what the payment row
 * held when it was claimed, so a retry can never count one refund twice.
 */
function happened(
  intent: RefundIntent,
  state: GatewayPaymentState,
  refundedBefore: number,
): boolean {
  switch (intent.operation) {
    case 'refund':
      return state.refunded - refundedBefore >= intent.amount;
    case 'capture':
      return state.captured > 0;
    case 'void':
      return state.state === 'cancelled';
    case 'none':
      return true;
  }
}

/**
 * Finishes or releases the refund claims (`refund_started_at`) older than `olderThanMs`: the
 * process that claimed died between the gateway call and the cancellation's write. The gateway
 * says whether its call happened: if so the cancellation recorded with the claim is written
 * exactly as cancel.ts would (status, cancellation, settlement, stock back), else the claim is
 * dropped so the guest can cancel again. Every write is conditional on the claim it read, so a
 * second run, or two at once, change nothing more. The gateway is never called to move money.
 */
export async function reconcileRefunds(
  db: Kysely<Database>,
  gateways: GatewayChoice,
  now: Date,
  olderThanMs: number = RECONCILE_AFTER_MS,
): Promise<Reconciled[]> {
  // A bounded batch per run: any rest waits for the next run, a minute later.
  const stale = await db
    .selectFrom('payment_transactions as p')
    .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
    .select([
      'p.id',
      'p.gateway_payment_id',
      'p.gateway',
      'r.hotel_id',
      'p.refund_started_at',
      'p.refund_intent',
      'p.refunded_amount',
      'r.id as reservation_id',
      'r.number',
    ])
    .where('p.refund_started_at', '<=', new Date(now.getTime() - olderThanMs))
    .orderBy('p.id')
    .limit(100)
    .execute();
  const done: Reconciled[] = [];
  for (const claim of stale) {
    const claimedAt = claim.refund_started_at;
    if (!claimedAt) continue;
    try {
      const gateway = await gatewayOfPayment(gateways, claim.hotel_id, claim.gateway);
      const outcome = await reconcileClaim(db, gateway, { ...claim, claimedAt }, now);
      if (outcome) done.push({ reservationNumber: claim.number, outcome });
    } catch (error) {
      // One claim the gateway or database cannot settle now must not hold up the others.
      done.push({
        reservationNumber: claim.number,
        outcome: 'unresolved',
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      });
    }
  }
  return done;
}

/** One stale claim; null when another run settled it meanwhile. */
async function reconcileClaim(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  claim: {
    id: number;
    gateway_payment_id: string;
    claimedAt: Date;
    refund_intent: RefundIntent | null;
    refunded_amount: number;
    reservation_id: number;
  },
  now: Date,
): Promise<Reconciled['outcome'] | null> {
  const state = await gateway.status(claim.gateway_payment_id);
  const intent = claim.refund_intent;
  if (!intent) {
    // A claim without a plan (made before migration 011) can only be released, and only when
    // the gateway holds no refund the row does not know of.
    if (state && state.refunded > claim.refunded_amount) return 'unresolved';
    return (await release(db, claim.id, claim.claimedAt)) ? 'released' : null;
  }
  // A payment the gateway does not know has had nothing done to it.
  if (state && happened(intent, state, claim.refunded_amount))
    return complete(db, claim.id, claim.reservation_id, claim.claimedAt, intent, now);
  return (await release(db, claim.id, claim.claimedAt)) ? 'released' : null;
}

/** Writes the claimed cancellation; null if the claim changed meanwhile (another run). */
async function complete(
  db: Kysely<Database>,
  paymentId: number,
  reservationId: number,
  claimedAt: Date,
  intent: RefundIntent,
  now: Date,
): Promise<'completed' | 'settled' | null> {
  return db.transaction().execute(async (tx) => {
    // Taking the claim first makes this run the only one finishing it.
    const mine = await tx
      .updateTable('payment_transactions')
      .set({ refund_started_at: null })
      .where('id', '=', paymentId)
      .where('refund_started_at', '=', claimedAt)
      .returning('id')
      .executeTakeFirst();
    if (!mine) return null;
    await recordSettlement(tx, settlementOf(paymentId, intent), now);
    const row = await tx
      .updateTable('reservations')
      .set({
        status: 'cancelled',
        cancellation: JSON.stringify(intent.cancellation),
        updated_at: now,
      })
      .where('id', '=', reservationId)
      .where('status', '!=', 'cancelled')
      .returningAll()
      .executeTakeFirst();
    // Already cancelled by another path (the 3-D Secure expiry gave the stock back): only the
    // settlement was missing.
    if (!row) return 'settled';
    // As cancel.ts would have: the fee's share of spent points kept, a lottery win let go.
    await giveBack(tx, row, { now, feePercentage: intent.fee_percentage ?? 0 });
    await cancelLotteryBooking(tx, row.id, now);
    return 'completed';
  });
}

/** Drops a claim whose gateway call never happened, so the guest can cancel again. */
async function release(db: Kysely<Database>, paymentId: number, claimedAt: Date): Promise<boolean> {
  const released = await db
    .updateTable('payment_transactions')
    .set({ refund_started_at: null, refund_intent: null })
    .where('id', '=', paymentId)
    .where('refund_started_at', '=', claimedAt)
    .returning('id')
    .executeTakeFirst();
  return released !== undefined;
}
