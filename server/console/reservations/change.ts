import type { Kysely } from 'kysely';
import type {
  DeskApplyChange,
  DeskChange,
  DeskQuote,
} from '../../../src/api/contract/console/reservation-actions.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { notAllowed } from '../../http/errors.ts';
import type { LoadedReservation } from '../../services/reservations/access.ts';
import { withReservationLock } from '../../services/reservations/lock.ts';
import type { ReservationRow } from '../../services/reservations/present.ts';
import { changeStay } from '../../services/reservations/update.ts';
import { recordAudit } from '../audit/record.ts';
import type { StaffPrincipal } from '../auth/staff-context.ts';
import { addEvent, markActor } from './actor.ts';
import { checkOverride } from './override.ts';

function checkChange(loaded: LoadedReservation, body: DeskChange): void {
  if (loaded.row.status !== 'done') throw notAllowed('Only a confirmed reservation can change.');
  if (daysBetween(body.checkin_date, body.checkout_date) < 1)
    throw invalid('checkout_date', 'must be after checkin_date');
}

const stayOf = (body: DeskChange) => ({
  checkin_date: body.checkin_date,
  checkout_date: body.checkout_date,
  ...(body.rooms ? { rooms: body.rooms } : {}),
});

/**
 * The price of a change before it is made: the change is made with every check the real one
 * has (stock, plan rules, allowance) and rolled back. The desk, unlike the guest, may move a
 * booking after its change deadline and an in-house stay's check-out.
 */
export async function quoteDeskChange(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: DeskChange,
  now: Date,
): Promise<DeskQuote> {
  checkChange(loaded, body);
  const priced = await changeStay(db, loaded, stayOf(body), now, { dryRun: true });
  // A multi-currency booking is priced, and confirmed, in its own currency.
  const mcp = loaded.row.mcp_exchange_rate;
  const shown = (row: ReservationRow) =>
    mcp ? (row.price.mcp_total_price ?? row.total_price) : row.total_price;
  return {
    old_total_price: shown(loaded.row),
    total_price: shown(priced),
    currency: mcp ? mcp.currency : loaded.hotel.currency,
    nights: daysBetween(body.checkin_date, body.checkout_date),
  };
}

/**
 * Makes a change the desk quoted: under the reservation's lock (409 3013 while another change or
 * cancellation runs), at the quoted price (409 with the new one when it moved) or at a manager's
 * price with a reason. Marks the booking changed by the hotel, names the member in its timeline
 * and audits it, all in the change's transaction.
 */
export async function applyDeskChange(
  db: Kysely<Database>,
  loaded: LoadedReservation,
  body: DeskApplyChange,
  staff: StaffPrincipal,
  now: Date,
): Promise<ReservationRow> {
  checkChange(loaded, body);
  const override = body.override_total_price;
  checkOverride(staff, override !== undefined, body.override_reason);
  return withReservationLock(db, loaded, { purpose: 'update', now }, (locked) =>
    changeStay(
      db,
      locked,
      { ...stayOf(body), expected_total_price: body.expected_total_price },
      now,
      {
        totalOverride: override,
        before: async (tx) => {
          await markActor(tx, staff);
          await tx
            .updateTable('reservations')
            .set({ modified_by_staff: true })
            .where('id', '=', locked.row.id)
            .execute();
          const before = {
            checkin_date: locked.row.checkin_date,
            checkout_date: locked.row.checkout_date,
            total_price: locked.row.total_price,
          };
          const after = {
            checkin_date: body.checkin_date,
            checkout_date: body.checkout_date,
            quoted_total_price: body.expected_total_price,
            ...(override !== undefined
              ? { total_price: override, override_reason: body.override_reason }
              : {}),
          };
          await recordAudit(tx, {
            staff,
            hotelId: locked.hotel.id,
            action: 'reservation.change',
            target: `reservation:${locked.row.number}`,
            before,
            after,
            at: now,
          });
          if (override !== undefined)
            await addEvent(tx, {
              reservationId: locked.row.id,
              hotelId: locked.hotel.id,
              kind: 'price_override',
              staff,
              detail: {
                quoted: body.expected_total_price,
                charged: override,
                reason: body.override_reason,
              },
              at: now,
            });
        },
      },
    ),
  );
}
