import type { Endpoint } from '../endpoint.ts';
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
export const quoteReservation = {
  method: 'post',
  path: '/api/v1/reservations/quote',
  body: QuoteReservationSchema,
  response: QuoteResponseSchema,
  tag: 'reservations',
  summary: 'Price exactly these rooms, extras and coupon (checks availability; holds nothing)',
} as const satisfies Endpoint;

export const createReservation = {
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
} as const satisfies Endpoint;

// Every route below `:number` proves access with the e-mail, the bypass token or a member
// (auth `reservation`). Written out in each, not spread from a shared object: a spread would
// keep every declaration, with its schemas, in each bundle that imports one.

export const getReservation = {
  method: 'get',
  path: '/api/v1/reservations/:number',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Read a reservation (email or bypass_token)',
} as const satisfies Endpoint;

export const completePayment = {
  method: 'post',
  path: '/api/v1/reservations/:number/payment/complete',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Settle a 3-D Secure payment after the challenge (done, or cancelled with 3006/3008)',
} as const satisfies Endpoint;

export const cancelPayment = {
  method: 'post',
  path: '/api/v1/reservations/:number/payment/cancel',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary:
    'The guest closed the 3-D Secure challenge: abandon it (cancelled with 3008, stock returned) unless it was already approved',
} as const satisfies Endpoint;

export const updateReservation = {
  method: 'put',
  path: '/api/v1/reservations/:number',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  body: UpdateReservationSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Change dates or occupancy',
} as const satisfies Endpoint;

export const getUpdateSettings = {
  method: 'get',
  path: '/api/v1/reservations/:number/update_settings',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: UpdateSettingsResponseSchema,
  tag: 'reservations',
  summary: 'Whether it can be changed online',
} as const satisfies Endpoint;

export const enterUpdateMode = {
  method: 'put',
  path: '/api/v1/reservations/:number/update_settings',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: UpdateSettingsResponseSchema,
  tag: 'reservations',
  summary: 'Whether it can be changed online (called on entering update mode; locks nothing)',
} as const satisfies Endpoint;

export const cancelReservation = {
  method: 'put',
  path: '/api/v1/reservations/:number/cancel',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  body: CancelReservationSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Cancel with the policy fee',
} as const satisfies Endpoint;

export const updateGuests = {
  method: 'put',
  path: '/api/v1/reservations/:number/guests',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  body: UpdateGuestsSchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Replace guest details',
} as const satisfies Endpoint;

export const getAnswers = {
  method: 'get',
  path: '/api/v1/reservations/:number/additional_questions',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationQuestionAnswersResponseSchema,
  tag: 'reservations',
  summary: 'The booking questions with the guest answers',
} as const satisfies Endpoint;

export const updateAnswers = {
  method: 'put',
  path: '/api/v1/reservations/:number/additional_questions/batch_update',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  body: UpdateAnswersSchema,
  response: ReservationQuestionAnswersResponseSchema,
  tag: 'reservations',
  summary: 'Replace the answers (checked as at booking; 3013 locked, 3014 changed)',
} as const satisfies Endpoint;

export const getReceipt = {
  method: 'get',
  path: '/api/v1/reservations/:number/receipt',
  auth: 'reservation',
  query: ReceiptQuerySchema,
  produces: 'application/pdf',
  tag: 'reservations',
  summary: 'Receipt PDF (optionally made out to receipt_name; Taiwan receipt_unicode: 8 digits)',
} as const satisfies Endpoint;
