import type { Kysely } from 'kysely';
import type {
  DeskCancel,
  DeskNoShow,
} from '../../../src/api/contract/console/reservation-actions.ts';
import type { Database } from '../../db/schema.ts';
import { cancellationFee } from '../../domain/cancellation.ts';
import { invalid } from '../../domain/errors.ts';
import { notAllowed } from '../../http/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { hotelToday } from '../../services/hotels.ts';
import type { LoadedReservation } from '../../services/reservations/access.ts';
import { cancelWithFee } from '../../services/reservations/cancel.ts';
import { withReservationLock } from '../../services/reservations/lock.ts';
import type { ReservationRow } from '../../services/reservations/present.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { markActor } from './actor.ts';
import { checkOverride } from './override.ts';

/** Cancelled by the hotel's desk (the stored cancellation's reason). */
export const DESK_CANCEL_REASON = 'hotel';
/** A guest who never came (the stored cancellation's reason). */
export const NO_SHOW_REASON = 'no_show';

interface DeskCancelTerms {
  fee: number;
  /** What the hotel's rules ask; another fee needs override_price and a reason. */
  ruleFee: number;
  percentage: number;
  reason: string;
  details: string | null;
  overrideReason: string | undefined;
  action: 'reservation.cancel' | 'reservation.no_show';
}

/**
 * Cancels under the reservation's lock (409 3013 meanwhile) keeping `terms.fee`: the card is
 * settled through the hotel's gateway first (refund of the rest, or capture of just the fee of a
 * held card), then the cancellation is written with the member as its actor and audited.
 */
async function cancelAsDesk(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  terms: DeskCancelTerms,
  staff: StaffPrincipal,
  now: Date,
  gateway: PaymentGateway,
): Promise<ReservationRow> {
  checkOverride(staff, terms.fee !== terms.ruleFee, terms.overrideReason);
  if (terms.fee > loaded.row.total_price)
    throw invalid('fee', 'must not exceed the reservation total');
  return withReservationLock(db, loaded, { purpose: 'cancel', now }, async (locked) => {
    if (locked.row.status === 'cancelled')
      throw notAllowed('The reservation is already cancelled.');
    return cancelWithFee(
      db,
      locked,
      {
        fee: terms.fee,
        percentage: terms.percentage,
        reason: terms.reason,
        details: terms.details,
      },
      now,
      gateway,
      async (tx) => {
        await markActor(tx, staff);
        await recordAudit(tx, {
          staff,
          hotelId: locked.hotel.id,
          action: terms.action,
          target: `reservation:${locked.row.number}`,
          before: { status: locked.row.status, total_price: locked.row.total_price },
          after: {
            status: 'cancelled',
            fee: terms.fee,
            rule_fee: terms.ruleFee,
            ...(terms.fee !== terms.ruleFee ? { override_reason: terms.overrideReason } : {}),
          },
          at: now,
        });
      },
    );
  });
}

/** The fee the cancellation policy asks now (hotel time), with its percentage. */
export function policyFee(loaded: LoadedReservation, now: Date) {
  const { row, policy, hotel } = loaded;
  return cancellationFee(
    { parts: policy.parts, no_show_percentage: policy.no_show_percentage },
    row.checkin_date,
    row.total_price,
    now,
    hotel.time_zone,
  );
}

/** The desk cancels: the policy's fee prefilled, another with a reason; refund through the gateway. */
export function cancelDesk(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: DeskCancel,
  staff: StaffPrincipal,
  now: Date,
  gateway: PaymentGateway,
): Promise<ReservationRow> {
  const verdict = policyFee(loaded, now);
  return cancelAsDesk(
    db,
    loaded,
    {
      fee: body.fee,
      ruleFee: verdict.fee,
      percentage: verdict.percentage,
      reason: DESK_CANCEL_REASON,
      details: body.override_reason ?? body.details ?? null,
      overrideReason: body.override_reason,
      action: 'reservation.cancel',
    },
    staff,
    now,
    gateway,
  );
}

/**
 * A guest who did not come, from the check-in day on: the policy's no-show fee (or another with
 * a reason) is kept, charged to a card the hotel holds (captured from its authorisation) and the
 * rest given back; the stay's rooms return to sale.
 */
export function markNoShow(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: DeskNoShow,
  staff: StaffPrincipal,
  now: Date,
  gateway: PaymentGateway,
): Promise<ReservationRow> {
  if (hotelToday(loaded.hotel, now) < loaded.row.checkin_date)
    throw notAllowed('A no-show can be marked from the check-in day on.');
  const percentage = loaded.policy.no_show_percentage;
  return cancelAsDesk(
    db,
    loaded,
    {
      fee: body.fee,
      ruleFee: Math.floor((loaded.row.total_price * percentage) / 100),
      percentage,
      reason: NO_SHOW_REASON,
      details: body.override_reason ?? null,
      overrideReason: body.override_reason,
      action: 'reservation.no_show',
    },
    staff,
    now,
    gateway,
  );
}
