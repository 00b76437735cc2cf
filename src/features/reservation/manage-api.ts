import * as v from 'valibot';
import { callEndpoint } from '../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../api/client/types.ts';
import { lookupBrandReservation } from '../../api/contract/endpoints/brands.ts';
import { listPlans } from '../../api/contract/endpoints/hotels.ts';
import * as reservations from '../../api/contract/endpoints/reservations.ts';
import { roomPrice } from '../../api/contract/endpoints/rooms.ts';
import type { CancelReservation, Reservation, UpdateGuests } from '../../api/contract/index.ts';
import { type AccessProof, proofParams } from './access.ts';
import { type StayChange, updateBody } from './change-rules.ts';

/** Find a reservation by number and e-mail within the hotel's brand (the /search screen). */
export async function lookupReservation(
  api: ApiClient,
  brand: number | string,
  number: string,
  email: string,
): Promise<Reservation> {
  const answer = await callEndpoint(api, lookupBrandReservation, {
    params: { id: String(brand), number },
    query: { email },
  });
  return answer.data;
}

/** Which reservation a call is about, and the guest's proof of access to it. */
const at = (number: string, proof: AccessProof) => ({
  params: { number },
  query: proofParams(proof),
});

export async function loadReservation(
  api: ApiClient,
  number: string,
  proof: AccessProof,
): Promise<Reservation> {
  return (await callEndpoint(api, reservations.getReservation, at(number, proof))).data;
}

export async function loadUpdateSettings(api: ApiClient, number: string, proof: AccessProof) {
  return (await callEndpoint(api, reservations.getUpdateSettings, at(number, proof))).data;
}

export async function cancelReservation(
  api: ApiClient,
  number: string,
  proof: AccessProof,
  body: CancelReservation,
): Promise<Reservation> {
  const call = { ...at(number, proof), body };
  return (await callEndpoint(api, reservations.cancelReservation, call)).data;
}

export async function updateStay(
  api: ApiClient,
  reservation: Reservation,
  proof: AccessProof,
  change: StayChange,
  expectedTotal: number | undefined,
): Promise<Reservation> {
  const body = updateBody(change, reservation.rooms, expectedTotal, reservation.updated_at);
  const call = { ...at(reservation.reservation_number, proof), body };
  return (await callEndpoint(api, reservations.updateReservation, call)).data;
}

export async function updateGuests(
  api: ApiClient,
  number: string,
  proof: AccessProof,
  body: UpdateGuests,
): Promise<Reservation> {
  const call = { ...at(number, proof), body };
  return (await callEndpoint(api, reservations.updateGuests, call)).data;
}

/** The longest minimum stay among the booked plans (a change must keep it). */
export async function minimumNights(api: ApiClient, reservation: Reservation): Promise<number> {
  const codes = [...new Set(reservation.rooms.map((r) => r.room_plan_code))];
  const plans = await callEndpoint(api, listPlans, {
    params: { code: reservation.hotel_code },
    query: { room_plan_codes: codes.join(',') },
  });
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
      const answer = await callEndpoint(api, roomPrice, {
        query: {
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
