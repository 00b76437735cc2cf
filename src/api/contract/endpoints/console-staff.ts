import {
  InviteStaffSchema,
  SecondFactorRequirementSchema,
  StaffInvitationSchema,
  StaffListResponseSchema,
  StaffMemberSchema,
  UpdateStaffSchema,
} from '../console/staff.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The brand's staff, managed by its owners (issue 38): invitations, roles, hotel limits,
 * removal, and the brand's second-factor requirement. A change of role or hotels, and a
 * removal, end the member's sessions at once.
 */
const tag = 'console-staff';

export const listConsoleStaff = {
  method: 'get',
  path: '/api/v1/console/staff',
  response: StaffListResponseSchema,
  auth: 'staff',
  capability: 'staff.manage',
  tag,
  summary: "The brand's staff and its pending invitations",
} as const satisfies Endpoint;

export const inviteConsoleStaff = {
  method: 'post',
  path: '/api/v1/console/staff/invitations',
  body: InviteStaffSchema,
  response: StaffInvitationSchema,
  status: 201,
  auth: 'staff',
  capability: 'staff.manage',
  tag,
  summary:
    'Invites someone by e-mail with a role and an optional hotel limit (link valid 7 days, once)',
  errors: {
    400: '1000: `hotels` names a hotel outside the brand',
    409: '9409: the address already has a console account',
  },
} as const satisfies Endpoint;

export const withdrawConsoleInvitation = {
  method: 'delete',
  path: '/api/v1/console/staff/invitations/:id',
  status: 204,
  auth: 'staff',
  capability: 'staff.manage',
  tag,
  summary: 'Withdraws a pending invitation (its link stops working)',
} as const satisfies Endpoint;

export const updateConsoleStaff = {
  method: 'patch',
  path: '/api/v1/console/staff/:id',
  body: UpdateStaffSchema,
  response: StaffMemberSchema,
  auth: 'staff',
  capability: 'staff.manage',
  tag,
  summary: "Changes a member's role and/or hotel limit; their sessions end",
  errors: {
    400: '1000: `hotels` names a hotel outside the brand',
    422: '9422: owners cannot change their own role, and the brand keeps at least one owner',
  },
} as const satisfies Endpoint;

export const removeConsoleStaff = {
  method: 'delete',
  path: '/api/v1/console/staff/:id',
  status: 204,
  auth: 'staff',
  capability: 'staff.manage',
  tag,
  summary: 'Removes a member; their sessions end (the audit log keeps their name)',
  errors: { 422: '9422: nobody removes themselves, and the brand keeps at least one owner' },
} as const satisfies Endpoint;

export const setConsoleSecondFactorRequirement = {
  method: 'put',
  path: '/api/v1/console/brand/second-factor',
  body: SecondFactorRequirementSchema,
  response: SecondFactorRequirementSchema,
  auth: 'staff',
  capability: 'brand.settings',
  tag,
  summary:
    'Requires (or stops requiring) a passkey or authenticator app of every staff member of the brand',
} as const satisfies Endpoint;
