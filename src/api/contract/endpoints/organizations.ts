import type { Endpoint } from '../endpoint.ts';
import { MemberTokensSchema } from '../membership.ts';
import {
  OrganizationReservationsQuerySchema,
  OrganizationReservationsResponseSchema,
  OrganizationResponseSchema,
  OrganizationSignInSchema,
} from '../organization.ts';

const tag = 'organizations';

/** Corporate accounts (product.md §1, §6; doc 2 §7 "organizations sign_in" and the brand paths). */
export const organizationSignIn = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/organizations/sign_in',
  body: OrganizationSignInSchema,
  response: MemberTokensSchema,
  tag,
  summary: 'Sign in through an organization (members of one of the brand only; throttled)',
  errors: {
    401: '9401: the e-mail or password is wrong, or the member is not in the organization',
    429: '9429: too many failed sign-ins for this account or from this address',
  },
} as const satisfies Endpoint;

export const getOrganization = {
  method: 'get',
  path: '/api/v1/hotel_brands/:brand_id/organizations/:id',
  auth: 'member',
  response: OrganizationResponseSchema,
  tag,
  summary: "The signed-in member's organization and their stay allowance per period",
} as const satisfies Endpoint;

export const listOrganizationReservations = {
  method: 'get',
  path: '/api/v1/hotel_brands/:brand_id/organizations/:id/reservations',
  auth: 'member',
  query: OrganizationReservationsQuerySchema,
  response: OrganizationReservationsResponseSchema,
  tag,
  summary: "Admins only: the organization's reservations made through the site (year, period)",
  errors: {
    403: "9422: only the organization's admins may see this",
  },
} as const satisfies Endpoint;

export const downloadOrganizationReservationsZip = {
  method: 'get',
  path: '/api/v1/hotel_brands/:brand_id/organizations/:id/reservations.zip',
  auth: 'member',
  query: OrganizationReservationsQuerySchema,
  produces: 'application/zip',
  tag,
  summary:
    "Admins only: an AES-256 password-protected ZIP with one CSV per period, streamed; the file's own password is e-mailed to the admin",
  errors: {
    403: "9422: only the organization's admins may see this",
    429: "1600: this admin's downloads of the hour are spent (server/README.md); `Retry-After` says when to try again",
    503: '9500: the password e-mail could not be sent (no file is made)',
  },
} as const satisfies Endpoint;
