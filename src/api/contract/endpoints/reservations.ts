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
  errors: {
    401: '1400: the Authorization sent is not a live member session',
    404: '9404: no hotel or plan has this code',
    409: '1105: a room became full; 1104 an extra is sold out',
    422: '1903 reservable period; 2304 members-only plan; 1100/1102 extras; 1500/1501 coupon; 2401 points; 9422 not allowed (`payload.reason`); 9460 beyond the corporate stay allowance',
  },
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
  errors: {
    401: '1400: the Authorization sent is not a live member session',
    402: '3001-3008, 3250: the card payment was refused',
    404: '9404: no hotel or plan has this code',
    409: '1105: a room became full; 1104 an extra is sold out; 9409 the price changed (`payload.total_price`) or the same Idempotency-Key is still being processed',
    422: '1903 reservable period; 2304 members-only plan; 1100/1102 extras; 1500/1501 coupon; 2401 points; 9422 not allowed (`payload.reason`); 9460 beyond the corporate stay allowance',
  },
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
  errors: {
    402: '3001-3008: the card payment was refused',
  },
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
  errors: {
    409: '3013: being changed by another request; 3014 changed since `expected_updated_at`; 1105 a room became full; 9409 the price changed',
    422: '9422: can no longer be changed online; 1903 reservable period',
  },
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
  errors: {
    409: '3013: being changed by another request; 9409 the cancellation fee changed (`payload.cancellation_fee`)',
    422: '9422: already cancelled, or changed by the hotel',
    502: '3203: the gateway refused the refund; nothing was cancelled',
  },
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
  errors: {
    409: '3016: the guests are being changed by another request',
  },
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
  errors: {
    409: '3013: being changed by another request; 3014 changed since it was read',
    422: '9422: can no longer be changed online',
  },
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
