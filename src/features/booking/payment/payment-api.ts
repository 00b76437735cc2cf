import { callEndpoint } from '../../../api/client/call-endpoint.ts';
import type { ApiClient } from '../../../api/client/types.ts';
import {
  cancelPayment,
  completePayment,
  createReservation as createEndpoint,
} from '../../../api/contract/endpoints/reservations.ts';
import type { CreateReservation, Reservation } from '../../../api/contract/reservation.ts';
import type { PendingPayment } from './pending-payment.ts';

/** The create answer: the reservation with its bypass token (shown only this once). */
export type CreatedReservation = Reservation & { bypass_token: string };

/** `POST reservations` with the draft's Idempotency-Key. */
export async function createReservation(
  api: ApiClient,
  body: CreateReservation,
  idempotencyKey: string,
): Promise<CreatedReservation> {
  return (await callEndpoint(api, createEndpoint, { body, idempotencyKey })).data;
}

/**
 * Asks the server to settle the payment (`complete`: it reads the gateway) or to abandon the
 * open challenge (`cancel`: 3008 unless the approval already arrived); answers the reservation.
 */
export async function paymentAction(
  api: ApiClient,
  pending: PendingPayment,
  action: 'complete' | 'cancel',
): Promise<Reservation> {
  const request = {
    params: { number: pending.number },
    query: { bypass_token: pending.bypassToken },
  };
  const answer =
    action === 'complete'
      ? await callEndpoint(api, completePayment, request)
      : await callEndpoint(api, cancelPayment, request);
  return answer.data;
}
