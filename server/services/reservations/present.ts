import type { Selectable } from 'kysely';
import type { Reservation } from '../../../src/api/contract/index.ts';
import { daysBetween } from '../../../src/rules/dates.ts';
import { toMcp } from '../../currency/convert.ts';
import type { ReservationTable } from '../../db/schema.ts';
import { cancellationFee } from '../../domain/cancellation.ts';
import { type PolicyRow, presentPolicy } from '../catalogue.ts';
import type { Hotel } from '../hotels.ts';
import type { LoadedReservation } from './access.ts';

export type ReservationRow = Selectable<ReservationTable>;

/** The API view of a stored reservation; `now` decides the fee a cancellation would cost. */
export function presentReservation(
  row: ReservationRow,
  hotel: Hotel,
  policy: PolicyRow,
  now: Date,
): Reservation {
  const verdict = cancellationFee(
    { parts: policy.parts, no_show_percentage: policy.no_show_percentage },
    row.checkin_date,
    row.total_price,
    now,
    hotel.time_zone,
  );
  return {
    reservation_number: row.number,
    status: row.status,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    hotel_brand_id: hotel.brand_id,
    email: row.email,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    nights: daysBetween(row.checkin_date, row.checkout_date),
    payment_type: row.payment_type,
    guest: row.guest,
    rooms: row.rooms.map(({ room_type_id: _t, plan_id: _p, ...room }) => room),
    extras: row.extras,
    answers: row.answers,
    coupon_code: row.coupon_code,
    special_request: row.special_request,
    price: row.price,
    cancellation_policy: presentPolicy(policy, row.checkin_date),
    cancellation_fee: row.status === 'cancelled' ? (row.cancellation?.fee ?? 0) : verdict.fee,
    ...(row.mcp_exchange_rate
      ? {
          mcp_cancellation_fee:
            row.status === 'cancelled'
              ? (row.cancellation?.mcp_fee ?? 0)
              : toMcp(verdict.fee, row.mcp_exchange_rate),
        }
      : {}),
    cancellation: row.cancellation,
    ...(row.campaign ? { campaign: row.campaign } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A reservation as a read shows it (`GET /reservations/{id}` and the lookups by number): the
 * stored booking plus its `lottery_result`, null when it was not a lottery winner's booking.
 */
export function presentLoadedReservation(loaded: LoadedReservation, now: Date): Reservation {
  const { row, hotel, policy, lottery_result } = loaded;
  return { ...presentReservation(row, hotel, policy, now), lottery_result };
}
