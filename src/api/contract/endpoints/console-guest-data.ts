import {
  GuestDataErasedSchema,
  GuestDataEraseSchema,
  GuestDataQuerySchema,
  GuestDataResponseSchema,
} from '../console/guest-data.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * A guest's data across the brand (issue 40): find, export, erase; each step audited. A member
 * limited to some hotels sees and exports those hotels' bookings only, and may not erase.
 */
const tag = 'console-guest-data';

export const findGuestData = {
  method: 'get',
  path: '/api/v1/console/guest-data',
  query: GuestDataQuerySchema,
  response: GuestDataResponseSchema,
  auth: 'staff',
  capability: 'guest_data.manage',
  tag,
  summary: 'What the brand holds about an e-mail: reservations, member account, consent, lottery',
} as const satisfies Endpoint;

export const exportGuestData = {
  method: 'get',
  path: '/api/v1/console/guest-data/export',
  query: GuestDataQuerySchema,
  produces: 'application/json',
  auth: 'staff',
  capability: 'guest_data.manage',
  tag,
  summary: 'Everything held about an e-mail as a JSON file (no card data, no secrets)',
} as const satisfies Endpoint;

export const eraseGuestData = {
  method: 'post',
  path: '/api/v1/console/guest-data/erase',
  body: GuestDataEraseSchema,
  response: GuestDataErasedSchema,
  auth: 'staff',
  capability: 'guest_data.manage',
  tag,
  summary:
    "Erases a guest's personal data brand-wide; bookings stay, anonymised, for the hotels' records",
  errors: { 403: '9443: a member limited to some hotels may not erase brand-wide data' },
} as const satisfies Endpoint;
