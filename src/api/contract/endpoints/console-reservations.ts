import {
  DeskApplyChangeSchema,
  DeskCancelSchema,
  DeskChangeSchema,
  DeskNoShowSchema,
  DeskNoteSchema,
  DeskPayLinkResponseSchema,
  DeskPayLinkSchema,
  DeskQuoteResponseSchema,
} from '../console/reservation-actions.ts';
import {
  DeskListResponseSchema,
  DeskQuerySchema,
  DeskReservationResponseSchema,
} from '../console/reservations.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The hotel console's reservations desk (issue 40; server/README.md "Console: reservations
 * desk"): the list, one reservation's page and what the desk does to it. Every write takes the
 * reservation's lock (409 3013 while another change or cancellation runs) and is audited.
 */
const tag = 'console-reservations';
const base = '/api/v1/console/hotels/:hotel/reservations';
const one = `${base}/:number` as const;
const busy = '3013: another change or cancellation of this reservation is in progress';

export const listDeskReservations = {
  method: 'get',
  path: base,
  query: DeskQuerySchema,
  response: DeskListResponseSchema,
  auth: 'staff',
  capability: 'reservations.read',
  tag,
  summary: "The hotel's reservations: search, filters (today's arrivals…), sort and pages",
} as const satisfies Endpoint;

export const exportDeskReservations = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/reservations.zip',
  query: DeskQuerySchema,
  produces: 'application/zip',
  auth: 'staff',
  capability: 'reservations.export',
  tag,
  summary:
    "The filtered reservations as CSV in an AES-256 ZIP; its password is e-mailed to the member (the corporate download's protections)",
  errors: {
    429: "1600: this member's downloads of the hour are spent; `Retry-After` says when",
    503: '9500: the password e-mail could not be sent (no file is made)',
  },
} as const satisfies Endpoint;

export const streamDeskReservations = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/reservation-updates',
  produces: 'text/event-stream',
  auth: 'staff',
  capability: 'reservations.read',
  tag,
  summary:
    'Server-Sent Events: `reservation` with { reservation_number, kind } whenever a booking of the hotel changes, from any server process',
} as const satisfies Endpoint;

export const getDeskReservation = {
  method: 'get',
  path: one,
  response: DeskReservationResponseSchema,
  auth: 'staff',
  capability: 'reservations.read',
  tag,
  summary: 'One reservation: what was booked, payments, its timeline, the fees the rules ask',
} as const satisfies Endpoint;

export const quoteDeskChange = {
  method: 'post',
  path: `${one}/change-quote`,
  body: DeskChangeSchema,
  response: DeskQuoteResponseSchema,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary: 'The price of new dates or guests, checked as the change would be; nothing changes',
} as const satisfies Endpoint;

export const changeDeskReservation = {
  method: 'post',
  path: `${one}/change`,
  body: DeskApplyChangeSchema,
  response: DeskReservationResponseSchema,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary:
    'Changes dates or guests at the quoted price, or at another with a reason (reservations.override_price)',
  errors: { 409: `${busy}; 1001: the price moved since the quote (payload total_price)` },
} as const satisfies Endpoint;

export const cancelDeskReservation = {
  method: 'post',
  path: `${one}/cancel`,
  body: DeskCancelSchema,
  response: DeskReservationResponseSchema,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary:
    "Cancels keeping the policy's fee (another with a reason: reservations.override_price); the rest refunded through the hotel's gateway",
  errors: { 409: busy },
} as const satisfies Endpoint;

export const noShowDeskReservation = {
  method: 'post',
  path: `${one}/no-show`,
  body: DeskNoShowSchema,
  response: DeskReservationResponseSchema,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary: 'Marks a no-show from the check-in day on; the no-show fee charged to a held card',
  errors: { 409: busy },
} as const satisfies Endpoint;

export const resendDeskConfirmation = {
  method: 'post',
  path: `${one}/resend-confirmation`,
  response: DeskReservationResponseSchema,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary: 'E-mails the confirmation again with a new manage link',
} as const satisfies Endpoint;

export const addDeskNote = {
  method: 'post',
  path: `${one}/notes`,
  body: DeskNoteSchema,
  response: DeskReservationResponseSchema,
  status: 201,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary: "An internal note in the reservation's timeline (never shown to the guest)",
} as const satisfies Endpoint;

export const requestDeskPayment = {
  method: 'post',
  path: `${one}/pay-link`,
  body: DeskPayLinkSchema,
  response: DeskPayLinkResponseSchema,
  status: 201,
  auth: 'staff',
  capability: 'reservations.edit',
  tag,
  summary: "Asks the guest for a payment: a pay-by-link request e-mailed to the booking's address",
} as const satisfies Endpoint;
