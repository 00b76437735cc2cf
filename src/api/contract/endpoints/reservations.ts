import { defineEndpoint } from '../endpoint.ts';
import {
  CancelReservationSchema,
  CreateReservationResponseSchema,
  CreateReservationSchema,
  QuoteReservationSchema,
  QuoteResponseSchema,
  ReceiptQuerySchema,
  ReservationAccessQuerySchema,
  ReservationResponseSchema,
  UpdateGuestsSchema,
  UpdateReservationSchema,
  UpdateSettingsResponseSchema,
} from '../reservation.ts';
import {
  ReservationQuestionAnswersResponseSchema,
  UpdateAnswersSchema,
} from '../reservation-answers.ts';

/** `/api/v1/reservations`: book, read, change, cancel, receipt. */
export const quoteReservation = defineEndpoint({
  method: 'post',
  path: '/api/v1/reservations/quote',
  body: QuoteReservationSchema,
  response: QuoteResponseSchema,
  tag: 'reservations',
  summary: 'Price exactly these rooms, extras and coupon (checks availability; holds nothing)',
});

export const createReservation = defineEndpoint({
  method: 'post',
  path: '/api/v1/reservations',
  headers: [
    {
      name: 'Idempotency-Key',
      description: 'Retries with the same key get the first answer (8-100 of A-Z a-z 0-9 . _ : -)',
    },
  ],
  body: CreateReservationSchema,
  response: CreateReservationResponseSchema,
  status: 201,
  tag: 'reservations',
  summary: 'Book (priced by the server; Idempotency-Key header honoured)',
});

/** Every route below `:number` proves access with the e-mail, the bypass token or a member. */
const access = { auth: 'reservation', query: ReservationAccessQuerySchema } as const;

export const getReservation = defineEndpoint({
  method: 'get',
  path: '/api/v1/reservations/:number',
  ...access,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Read a reservation (email or bypass_token)',
});

export const completePayment = defineEndpoint({
  method: 'post',
  path: '/api/v1/reservations/:number/payment/complete',
  ...access,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Settle a 3-D Secure payment after the challenge (done, or cancelled with 3006/3008)',
});

export const cancelPayment = defineEndpoint({
  method: 'post',
  path: '/api/v1/reservations/:number/payment/cancel',
  ...access,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary:
    'The guest closed the 3-D Secure challenge: abandon it (cancelled with 3008, stock returned) unless it was already approved',
});

export const updateReservation = defineEndpoint({
  method: 'put',
  path: '/api/v1/reservations/:number',
  ...access,
  body: UpdateReservationSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Change dates or occupancy',
});

export const getUpdateSettings = defineEndpoint({
  method: 'get',
  path: '/api/v1/reservations/:number/update_settings',
  ...access,
  response: UpdateSettingsResponseSchema,
  tag: 'reservations',
  summary: 'Whether it can be changed online',
});

export const enterUpdateMode = defineEndpoint({
  method: 'put',
  path: '/api/v1/reservations/:number/update_settings',
  ...access,
  response: UpdateSettingsResponseSchema,
  tag: 'reservations',
  summary: 'Whether it can be changed online (called on entering update mode; locks nothing)',
});

export const cancelReservation = defineEndpoint({
  method: 'put',
  path: '/api/v1/reservations/:number/cancel',
  ...access,
  body: CancelReservationSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Cancel with the policy fee',
});

export const updateGuests = defineEndpoint({
  method: 'put',
  path: '/api/v1/reservations/:number/guests',
  ...access,
  body: UpdateGuestsSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Replace guest details',
});

export const getAnswers = defineEndpoint({
  method: 'get',
  path: '/api/v1/reservations/:number/additional_questions',
  ...access,
  response: ReservationQuestionAnswersResponseSchema,
  tag: 'reservations',
  summary: 'The booking questions with the guest answers',
});

export const updateAnswers = defineEndpoint({
  method: 'put',
  path: '/api/v1/reservations/:number/additional_questions/batch_update',
  ...access,
  body: UpdateAnswersSchema,
  response: ReservationQuestionAnswersResponseSchema,
  tag: 'reservations',
  summary: 'Replace the answers (checked as at booking; 3013 locked, 3014 changed)',
});

export const getReceipt = defineEndpoint({
  method: 'get',
  path: '/api/v1/reservations/:number/receipt',
  auth: 'reservation',
  query: ReceiptQuerySchema,
  produces: 'application/pdf',
  tag: 'reservations',
  summary: 'Receipt PDF (optionally made out to receipt_name; Taiwan receipt_unicode: 8 digits)',
});
