import {
  AcceptedOrganizationInvitationSchema,
  AcceptOrganizationInvitationSchema,
  CreateOrganizationSchema,
  InviteOrganizationMemberSchema,
  OrganizationAnswerSchema,
  OrganizationInvitationDetailsSchema,
  OrganizationInvitationTokenSchema,
  OrganizationListResponseSchema,
  SetOrganizationPeriodsSchema,
  SetOrganizationPlansSchema,
  SetOrganizationRoleSchema,
  UpdateOrganizationSchema,
} from '../console/organizations.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The brand's corporate organizations in the console (issue 41): create and rename one, invite
 * its people by e-mail, give or take the admin role, set the stay allowance per period and link
 * its corporate plans. Each change is audited. The invitation's own page is public: the link's
 * secret is the proof.
 */
const tag = 'console-organizations';
const capability = 'organizations.manage';

export const listConsoleOrganizations = {
  method: 'get',
  path: '/api/v1/console/organizations',
  response: OrganizationListResponseSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "The brand's organizations with how many people and admins each has",
} as const satisfies Endpoint;

export const createConsoleOrganization = {
  method: 'post',
  path: '/api/v1/console/organizations',
  body: CreateOrganizationSchema,
  response: OrganizationAnswerSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary: 'Creates an organization (its code is what its people sign in through)',
  errors: { 409: '9409: the brand already has an organization of this code' },
} as const satisfies Endpoint;

export const getConsoleOrganization = {
  method: 'get',
  path: '/api/v1/console/organizations/:id',
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'One organization: its people, open invitations, allowance periods and plans',
} as const satisfies Endpoint;

export const updateConsoleOrganization = {
  method: 'put',
  path: '/api/v1/console/organizations/:id',
  body: UpdateOrganizationSchema,
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Renames an organization (its names per language too); the code stays',
} as const satisfies Endpoint;

export const inviteConsoleOrganizationMember = {
  method: 'post',
  path: '/api/v1/console/organizations/:id/invitations',
  body: InviteOrganizationMemberSchema,
  response: OrganizationAnswerSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary:
    'E-mails a single-use link (7 days) that makes or takes the address’s member account and puts it in the organization',
  errors: { 409: '9409: the address already belongs to an organization' },
} as const satisfies Endpoint;

export const setConsoleOrganizationRole = {
  method: 'put',
  path: '/api/v1/console/organizations/:id/people/:member_id',
  body: SetOrganizationRoleSchema,
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Gives or takes the admin role of one of its people',
} as const satisfies Endpoint;

export const setConsoleOrganizationPeriods = {
  method: 'put',
  path: '/api/v1/console/organizations/:id/periods',
  body: SetOrganizationPeriodsSchema,
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Saves the allowance periods whole (nights already booked are counted, never stored)',
} as const satisfies Endpoint;

export const setConsoleOrganizationPlans = {
  method: 'put',
  path: '/api/v1/console/organizations/:id/plans',
  body: SetOrganizationPlansSchema,
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary:
    "Saves the organization's corporate plans whole (a plan of another organization is refused)",
  errors: { 409: "9409: a plan is another organization's" },
} as const satisfies Endpoint;

export const inspectOrganizationInvitation = {
  method: 'post',
  path: '/api/v1/console/organization_invitations/inspect',
  body: OrganizationInvitationTokenSchema,
  response: OrganizationInvitationDetailsSchema,
  auth: 'public',
  tag,
  summary: 'What an organization invitation is for, before joining',
  errors: { 400: '9445: the invitation is unknown, used or expired' },
} as const satisfies Endpoint;

export const acceptOrganizationInvitation = {
  method: 'post',
  path: '/api/v1/console/organization_invitations/accept',
  body: AcceptOrganizationInvitationSchema,
  response: AcceptedOrganizationInvitationSchema,
  status: 201,
  auth: 'public',
  tag,
  summary:
    'Joins the organization (a new account needs a name and a password); answers where the widget opens signed in',
  errors: {
    400: '9445: the invitation is unknown, used or expired',
    409: '9409: the account already belongs to an organization',
    422: '1000 (400): a new account needs its name and a password',
  },
} as const satisfies Endpoint;

export const withdrawConsoleOrganizationInvitation = {
  method: 'delete',
  path: '/api/v1/console/organizations/:id/invitations/:invitation_id',
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Withdraws an invitation not used yet: its link stops working',
} as const satisfies Endpoint;

export const resendConsoleOrganizationInvitation = {
  method: 'post',
  path: '/api/v1/console/organizations/:id/invitations/:invitation_id/resend',
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary:
    'Sends an invitation not used yet again: a new link for the same address, role and language, valid 7 days; the old link stops working',
  errors: {
    404: 'the invitation was used or withdrawn, or is not this organization’s',
    409: '9409: the address’s account has joined an organization since',
  },
} as const satisfies Endpoint;

export const removeConsoleOrganizationPerson = {
  method: 'delete',
  path: '/api/v1/console/organizations/:id/people/:member_id',
  response: OrganizationAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary:
    'Takes someone out of the organization: their account stays, its corporate plans and allowance are no longer theirs (their bookings stay listed to its admins)',
} as const satisfies Endpoint;
