import type { Endpoint } from '../endpoint.ts';
import { HOTEL_KEY } from '../hotel-key.ts';
import {
  CreatePayLinkSchema,
  HotelPayLinkResponseSchema,
  PayLinkPaySchema,
  PayLinkResponseSchema,
  UpdatePayLinkSchema,
} from '../pay-link.ts';

/**
 * The hosted payment page's calls (doc 2 §7 "Temporary storage and payments": GET and PATCH
 * `tripla_pay/transactions/{id}`); the payment number in the link is the proof of access.
 */
export const getPayLink = {
  method: 'get',
  path: '/api/v1/tripla_pay/transactions/:paymentNumber',
  response: PayLinkResponseSchema,
  tag: 'pay-by-link',
  summary: 'A payment request as the hosted payment page shows it (404 payment record not found)',
} as const satisfies Endpoint;

export const payPayLink = {
  method: 'patch',
  path: '/api/v1/tripla_pay/transactions/:paymentNumber',
  body: PayLinkPaySchema,
  response: PayLinkResponseSchema,
  tag: 'pay-by-link',
  summary:
    'Pays the request with a gateway token; once only (409 already_paid, 409 payment_amount_changed)',
  errors: {
    402: '3001-3008: the card payment was refused',
    409: '9409: already paid (`already_paid`), the amount changed (`payment_amount_changed`) or a payment attempt is in progress',
    410: '3780: the link has expired or was cancelled (`payload.status`)',
  },
} as const satisfies Endpoint;

export const completePayLink = {
  method: 'post',
  path: '/api/v1/tripla_pay/transactions/:paymentNumber/complete',
  response: PayLinkResponseSchema,
  tag: 'pay-by-link',
  summary: 'Settles the 3-D Secure answer of the open attempt (safe to repeat)',
  errors: {
    402: '3001-3008: the card payment was refused',
  },
} as const satisfies Endpoint;

export const abandonPayLinkChallenge = {
  method: 'post',
  path: '/api/v1/tripla_pay/transactions/:paymentNumber/abandon',
  response: PayLinkResponseSchema,
  tag: 'pay-by-link',
  summary:
    'The guest closed the 3-D Secure dialog: an unanswered challenge ends (3008) and the link is payable again',
} as const satisfies Endpoint;

/** The hotel API (an API key per hotel): create, read, change, cancel and refund requests. */
export const createPayLink = {
  method: 'post',
  path: '/api/v1/hotel/payment_links',
  auth: 'hotel',
  headers: HOTEL_KEY,
  body: CreatePayLinkSchema,
  response: HotelPayLinkResponseSchema,
  status: 201,
  tag: 'hotel',
  summary: 'Creates a payment request and (by default) e-mails its link to the guest',
} as const satisfies Endpoint;

export const getHotelPayLink = {
  method: 'get',
  path: '/api/v1/hotel/payment_links/:paymentNumber',
  auth: 'hotel',
  headers: HOTEL_KEY,
  response: HotelPayLinkResponseSchema,
  tag: 'hotel',
  summary: "One of the hotel's payment requests",
} as const satisfies Endpoint;

export const updatePayLink = {
  method: 'patch',
  path: '/api/v1/hotel/payment_links/:paymentNumber',
  auth: 'hotel',
  headers: HOTEL_KEY,
  body: UpdatePayLinkSchema,
  response: HotelPayLinkResponseSchema,
  tag: 'hotel',
  summary:
    'Changes the amount (an open page then asks the guest to update) or the end (0 hours: now) of an open request',
  errors: {
    409: '9409: the request is not open any more',
  },
} as const satisfies Endpoint;

export const cancelPayLink = {
  method: 'post',
  path: '/api/v1/hotel/payment_links/:paymentNumber/cancel',
  auth: 'hotel',
  headers: HOTEL_KEY,
  response: HotelPayLinkResponseSchema,
  tag: 'hotel',
  summary: 'Cancels an unpaid request (409 once paid: refund it instead)',
  errors: {
    409: '9409: already paid (refund it instead)',
  },
} as const satisfies Endpoint;

export const refundPayLink = {
  method: 'post',
  path: '/api/v1/hotel/payment_links/:paymentNumber/refund',
  auth: 'hotel',
  headers: HOTEL_KEY,
  response: HotelPayLinkResponseSchema,
  tag: 'hotel',
  summary: 'Refunds a paid request in full through the gateway',
  errors: {
    409: '9409: not paid',
    502: '3203: the gateway refused the refund; no money was moved',
  },
} as const satisfies Endpoint;
