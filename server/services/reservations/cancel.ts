import type { Kysely } from 'kysely';
import type { CancelReservation, Reservation } from '../../../src/api/contract/index.ts';
import { toMcp } from '../../currency/convert.ts';
import type { Database } from '../../db/schema.ts';
import { cancellationFee } from '../../domain/cancellation.ts';
import { conflict, notAllowed } from '../../http/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { cancelLotteryBooking } from '../lottery/booking.ts';
import type { LoadedReservation } from './access.ts';
import { giveBack } from './give-back.ts';
import { withReservationLock } from './lock.ts';
import { findPayment, presentPayment } from './payment.ts';
import { presentReservation, type ReservationRow } from './present.ts';
import { recordSettlement, settleCardForCancel } from './refund.ts';

/**
 * Cancels with the fee of the policy at this moment (hotel time). Refused on and after the
 * check-in day, for staff-changed bookings, and when the fee rose above the one displayed.
 * The status flip is conditional so two concurrent cancels return stock only once.
 *
 * A card payment is settled at the gateway first (refund all but the fee, see refund.ts); only
 * when the gateway agreed is the reservation cancelled. A refused refund leaves the booking
 * untouched and answers 3203, so a booking is never cancelled while its money is still taken.
 */
export async function cancelReservation(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: CancelReservation,
  now: Date,
  gateway: PaymentGateway,
): Promise<Reservation> {
  return withReservationLock(
    db,
    loaded,
    { purpose: 'cancel', expectedUpdatedAt: body.expected_updated_at, now },
    (locked) => cancelLocked(db, locked, body, now, gateway),
  );
}

async function cancelLocked(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: CancelReservation,
  now: Date,
  gateway: PaymentGateway,
): Promise<Reservation> {
  const { row, hotel, policy } = loaded;
  if (row.status === 'cancelled') throw notAllowed('The reservation is already cancelled.');
  if (row.modified_by_staff)
    throw notAllowed('The hotel changed this reservation. Please contact the hotel to cancel.');
  const verdict = cancellationFee(
    { parts: policy.parts, no_show_percentage: policy.no_show_percentage },
    row.checkin_date,
    row.total_price,
    now,
    hotel.time_zone,
  );
  if (!verdict.allowed) {
    throw notAllowed(
      'A reservation cannot be cancelled online on or after the check-in day. Please contact the hotel.',
      {
        reason: verdict.reason,
      },
    );
  }
  if (
    body.cancellation_fee_displayed !== undefined &&
    verdict.fee > body.cancellation_fee_displayed
  ) {
    throw conflict('The cancellation fee has changed. Please check the new fee.', {
      cancellation_fee: verdict.fee,
    });
  }
  const updated = await cancelWithFee(
    db,
    loaded,
    {
      fee: verdict.fee,
      percentage: verdict.percentage,
      reason: body.reason,
      details: body.details ?? null,
    },
    now,
    gateway,
  );
  const settled = await findPayment(db, row.id);
  return {
    ...presentReservation(updated, hotel, policy, now),
    ...(settled ? { payment: presentPayment(settled) } : {}),
  };
}

/** What a cancellation keeps and why (the guest's policy fee, or the hotel desk's). */
export interface CancelTerms {
  /** The fee kept, hotel currency. */
  fee: number;
  /** The policy's percentage: the share of spent points kept. */
  percentage: number;
  reason: string;
  details: string | null;
}

/**
 * Cancels a reservation its caller has locked and judged cancellable, keeping `terms.fee`: the
 * card is settled at the gateway first (refund.ts), then in one transaction the status flips
 * (conditionally: a concurrent cancel gives stock back only once), the settlement is recorded,
 * stock, coupon and points go back and a lottery win is let go. `before` runs first in that
 * transaction (the desk names its staff member there).
 */
export async function cancelWithFee(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  terms: CancelTerms,
  now: Date,
  gateway: PaymentGateway,
  before?: (tx: Kysely<Database>) => Promise<void>,
): Promise<ReservationRow> {
  const { row } = loaded;
  // A multi-currency booking was charged in its currency at its rate: so is the fee kept.
  const mcp = row.mcp_exchange_rate;
  const mcpFee = mcp ? toMcp(terms.fee, mcp) : undefined;
  const payment = await findPayment(db, row.id);
  const feeCharged = mcp && payment?.currency === mcp.currency ? toMcp(terms.fee, mcp) : terms.fee;
  const cancellation = {
    fee: terms.fee,
    ...(mcpFee !== undefined ? { mcp_fee: mcpFee } : {}),
    reason: terms.reason,
    details: terms.details,
    cancelled_at: now.toISOString(),
  };
  const settlement = await settleCardForCancel(
    db,
    gateway,
    payment,
    feeCharged,
    now,
    cancellation,
    terms.percentage,
  );
  const updated = await db.transaction().execute(async (tx) => {
    await before?.(tx);
    const done = await tx
      .updateTable('reservations')
      .set({ status: 'cancelled', cancellation: JSON.stringify(cancellation), updated_at: now })
      .where('id', '=', row.id)
      .where('status', '!=', 'cancelled')
      .returningAll()
      .executeTakeFirst();
    if (!done) return null;
    if (settlement) await recordSettlement(tx, settlement, now);
    await giveBack(tx, row, { now, feePercentage: terms.percentage });
    await cancelLotteryBooking(tx, row.id, now);
    return done;
  });
  if (!updated) {
    // Cancelled meanwhile by another path (the 3-D Secure expiry): keep what the gateway did.
    if (settlement) await recordSettlement(db, settlement, now);
    throw notAllowed('The reservation is already cancelled.');
  }
  return updated;
}
