import * as v from 'valibot';
import type { ApiClient } from '../../api/client/types.ts';
import {
  type CancelReservation,
  PlanListResponseSchema,
  type Reservation,
  ReservationResponseSchema,
  RoomPriceResponseSchema,
  type UpdateGuests,
  UpdateSettingsResponseSchema,
} from '../../api/contract/index.ts';
import { type AccessProof, proofParams } from './access.ts';
import { type StayChange, updateBody } from './change-rules.ts';

const path = (number: string, rest = '') => `reservations/${encodeURIComponent(number)}${rest}`;

/** Find a reservation by number and e-mail within the hotel's brand (the /search screen). */
export async function lookupReservation(
  api: ApiClient,
  brand: number | string,
  number: string,
  email: string,
): Promise<Reservation> {
  const answer = await api.get(
    `hotel_brands/${encodeURIComponent(String(brand))}/reservations/${encodeURIComponent(number)}`,
    ReservationResponseSchema,
    { searchParams: { email } },
  );
  return answer.data;
}

export async function loadReservation(
  api: ApiClient,
  number: string,
  proof: AccessProof,
): Promise<Reservation> {
  return (
    await api.get(path(number), ReservationResponseSchema, { searchParams: proofParams(proof) })
  ).data;
}

export async function loadUpdateSettings(api: ApiClient, number: string, proof: AccessProof) {
  return (
    await api.get(path(number, '/update_settings'), UpdateSettingsResponseSchema, {
      searchParams: proofParams(proof),
    })
  ).data;
}

export async function cancelReservation(
  api: ApiClient,
  number: string,
  proof: AccessProof,
  body: CancelReservation,
): Promise<Reservation> {
  return (
    await api.put(path(number, '/cancel'), ReservationResponseSchema, body, {
      searchParams: proofParams(proof),
    })
  ).data;
}

export async function updateStay(
  api: ApiClient,
  reservation: Reservation,
  proof: AccessProof,
  change: StayChange,
  expectedTotal: number | undefined,
): Promise<Reservation> {
  return (
    await api.put(
      path(reservation.reservation_number),
      ReservationResponseSchema,
      updateBody(change, reservation.rooms, expectedTotal, reservation.updated_at),
      { searchParams: proofParams(proof) },
    )
  ).data;
}

export async function updateGuests(
  api: ApiClient,
  number: string,
  proof: AccessProof,
  body: UpdateGuests,
): Promise<Reservation> {
  return (
    await api.put(path(number, '/guests'), ReservationResponseSchema, body, {
      searchParams: proofParams(proof),
    })
  ).data;
}

/** The longest minimum stay among the booked plans (a change must keep it). */
export async function minimumNights(api: ApiClient, reservation: Reservation): Promise<number> {
  const codes = [...new Set(reservation.rooms.map((r) => r.room_plan_code))];
  const plans = await api.get(
    `hotels/${encodeURIComponent(reservation.hotel_code)}/plans`,
    PlanListResponseSchema,
    { searchParams: { room_plan_codes: codes.join(',') } },
  );
  return Math.max(1, ...plans.data.map((p) => p.min_nights));
}

/** Each room's price for the changed stay, at today's rates, same plan. */
export async function priceRooms(
  api: ApiClient,
  reservation: Reservation,
  change: StayChange,
  signal?: AbortSignal,
): Promise<number[]> {
  return Promise.all(
    reservation.rooms.map(async (room, i) => {
      const kids = room.kids_tiers.filter((k) => k.count > 0);
      const answer = await api.get('rooms/price', RoomPriceResponseSchema, {
        searchParams: {
          code: reservation.hotel_code,
          room_plan_code: room.room_plan_code,
          checkin_date: change.checkin,
          checkout_date: change.checkout,
          adults: change.adults[i] ?? room.adults,
          ...(kids.length ? { kids_age_range: JSON.stringify(kids) } : {}),
        },
        ...(signal ? { signal } : {}),
      });
      return answer.data.total_price;
    }),
  );
}

/** The fee the server now asks when it refused a cancel with 409 (fee rose). */
export function feeFromConflict(payload: unknown): number | undefined {
  const parsed = v.safeParse(v.object({ cancellation_fee: v.number() }), payload);
  return parsed.success ? parsed.output.cancellation_fee : undefined;
}

/** The price the server now asks when it refused a change with 409 (price moved). */
export function priceFromConflict(payload: unknown): number | undefined {
  const parsed = v.safeParse(v.object({ total_price: v.number() }), payload);
  return parsed.success ? parsed.output.total_price : undefined;
}
