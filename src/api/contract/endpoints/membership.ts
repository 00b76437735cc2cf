import type { Endpoint } from '../endpoint.ts';
import {
  AcceptedResponseSchema,
  CancelMembershipSchema,
  ConfirmResponseSchema,
  ConfirmSchema,
  EmailOnlySchema,
  ExternalSignInResponseSchema,
  ExternalSignInSchema,
  MemberResponseSchema,
  MemberTokensSchema,
  PendingEmailResponseSchema,
  ProfileUpdateSchema,
  ProgramQuerySchema,
  ProgramResponseSchema,
  ProgramsResponseSchema,
  SetupSchema,
  SignInSchema,
  SignUpAcceptedSchema,
  SignUpClaimResponseSchema,
  SignUpClaimSchema,
  SignUpSchema,
  SignUpVerifySchema,
  SwitchProgramSchema,
  TokenGrantSchema,
  UpdateEmailSchema,
  UpdatePasswordSchema,
  UserReservationsQuerySchema,
  UserReservationsResponseSchema,
  WhoamiResponseSchema,
} from '../membership.ts';

/**
 * `/api/v1/memberships/*`, `/api/v1/user/*` and the session check (doc 2 §7 "Membership",
 * "Session and settings"). The brand is the client session's; `member` endpoints need
 * `Authorization: Bearer <access_token>`. Answers that could reveal whether an e-mail is
 * registered (sign-up, reset, resend) are the same either way.
 */
const tag = 'membership';

export const signIn = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/sign_in',
  body: SignInSchema,
  response: MemberTokensSchema,
  tag,
  summary: 'Sign in with e-mail and password (throttled per account and per address)',
  errors: {
    401: '9401: the e-mail or password is wrong (the same for an unknown e-mail)',
    429: '9429: too many failed sign-ins for this account or from this address',
  },
} as const satisfies Endpoint;

export const signUp = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/sign_up',
  body: SignUpSchema,
  response: SignUpAcceptedSchema,
  status: 202,
  tag,
  summary: 'Temporary sign-up; the confirmation e-mail finishes it',
  errors: {
    422: '9422: sign-up is closed for this program',
  },
} as const satisfies Endpoint;

export const claimSignUp = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/sign_up/claim',
  body: SignUpClaimSchema,
  response: SignUpClaimResponseSchema,
  tag,
  summary:
    "The sign-up's claim: the member's session once the e-mailed link was opened (anywhere), else 202 pending (also for an unknown, spent or expired claim)",
} as const satisfies Endpoint;

export const signUpVerify = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/sign_up/verify',
  body: SignUpVerifySchema,
  response: AcceptedResponseSchema,
  status: 202,
  tag,
  summary: 'Open sign-up: e-mail a link to set up the account',
  errors: {
    422: '9422: sign-up is closed for this program',
  },
} as const satisfies Endpoint;

export const setup = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/setup',
  body: SetupSchema,
  response: MemberTokensSchema,
  tag,
  summary: 'Open sign-up: create the account from the e-mailed link (signs in)',
  errors: {
    404: '9404: unknown link',
    409: '1402: the link was already used',
    410: '1401: the link has expired',
  },
} as const satisfies Endpoint;

export const confirm = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/confirm',
  body: ConfirmSchema,
  response: ConfirmResponseSchema,
  tag,
  summary: 'Confirm a sign-up or a new login e-mail with the e-mailed token (signs in)',
  errors: {
    404: '9404: unknown link',
    409: '1402: the link was already used',
    410: '1401: the link has expired',
    422: '9422: the new e-mail address is used by another account',
  },
} as const satisfies Endpoint;

export const signOut = {
  method: 'post',
  path: '/api/v1/memberships/sign_out',
  response: AcceptedResponseSchema,
  auth: 'member',
  tag,
  summary: 'Sign out: revoke this session',
} as const satisfies Endpoint;

export const showMember = {
  method: 'get',
  path: '/api/v1/memberships/show',
  response: MemberResponseSchema,
  auth: 'member',
  tag,
  summary: 'The signed-in member',
} as const satisfies Endpoint;

export const updateMember = {
  method: 'put',
  path: '/api/v1/memberships/update',
  body: ProfileUpdateSchema,
  response: MemberResponseSchema,
  auth: 'member',
  tag,
  summary: 'Update the profile',
  errors: {
    422: '9422: the profile cannot be changed here',
  },
} as const satisfies Endpoint;

export const updateEmail = {
  method: 'put',
  path: '/api/v1/memberships/update_email',
  body: UpdateEmailSchema,
  response: PendingEmailResponseSchema,
  status: 202,
  auth: 'member',
  tag,
  summary: 'Change the login e-mail; the new address must be verified',
  errors: {
    422: '9401: the current password is wrong; 9422 the address is used by another account',
  },
} as const satisfies Endpoint;

export const resendEmailChange = {
  method: 'post',
  path: '/api/v1/memberships/resend_confirmation',
  response: PendingEmailResponseSchema,
  status: 202,
  auth: 'member',
  tag,
  summary: 'Send the verification of the pending login e-mail again',
  errors: {
    422: '9422: no e-mail change is waiting for confirmation',
  },
} as const satisfies Endpoint;

export const updatePassword = {
  method: 'put',
  path: '/api/v1/memberships/update_password',
  body: UpdatePasswordSchema,
  response: MemberTokensSchema,
  tag,
  summary: 'Change the password (signed in) or set a new one from the reset link',
  errors: {
    401: '1400: neither a live member session nor a reset token',
    403: '4000: a reset token needs `X-Client-Session`',
    404: '9404: unknown reset link',
    409: '1402: the reset link was already used',
    410: '1401: the reset link has expired',
    422: '1302: the new password is the current one; 9401 the current password is wrong',
  },
} as const satisfies Endpoint;

export const startResetPassword = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/start_reset_password_process',
  body: EmailOnlySchema,
  response: AcceptedResponseSchema,
  status: 202,
  tag,
  summary: 'E-mail a password reset link (same answer for unknown addresses)',
} as const satisfies Endpoint;

export const resendConfirmEmail = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/resend_confirm_email',
  body: EmailOnlySchema,
  response: AcceptedResponseSchema,
  status: 202,
  tag,
  summary: 'Send the sign-up confirmation again (same answer for unknown addresses)',
} as const satisfies Endpoint;

export const cancelMembership = {
  method: 'post',
  path: '/api/v1/memberships/cancel',
  body: CancelMembershipSchema,
  response: AcceptedResponseSchema,
  auth: 'member',
  tag,
  summary: 'Delete the account (personal data removed; reservations kept, detached)',
  errors: {
    422: '9401: the current password is wrong',
  },
} as const satisfies Endpoint;

export const switchProgram = {
  method: 'post',
  path: '/api/v1/memberships/switch',
  body: SwitchProgramSchema,
  response: MemberResponseSchema,
  auth: 'member',
  tag,
  summary: "Switch to another of the brand's programs",
  errors: {
    404: '9404: the brand has no such program',
    422: '9422: sign-up is closed for that program',
  },
} as const satisfies Endpoint;

export const exchangeTokens = {
  method: 'post',
  path: '/api/v1/memberships/tokens',
  body: TokenGrantSchema,
  response: MemberTokensSchema,
  tag,
  summary: 'Refresh a session, or redeem a one-time sign-in code',
  errors: {
    401: '1400: the refresh token or one-time code is expired, spent or unknown',
    403: '3402: the session is of another brand than the client session',
  },
} as const satisfies Endpoint;

export const getProgram = {
  method: 'get',
  path: '/api/v1/memberships/program',
  query: ProgramQuerySchema,
  response: ProgramResponseSchema,
  tag,
  summary: "A membership program (the brand's default without id)",
  errors: {
    403: '4000: without `id` the brand comes from `X-Client-Session`, so it is required then',
    404: '9404: no program has this `id`',
  },
} as const satisfies Endpoint;

export const getBrandPrograms = {
  method: 'get',
  path: '/api/v1/hotel_brands/:id/membership_programs',
  response: ProgramsResponseSchema,
  tag,
  summary: "The brand's membership programs",
} as const satisfies Endpoint;

export const startExternalSignIn = {
  auth: 'client',
  method: 'post',
  path: '/api/v1/memberships/:provider/sign_in',
  body: ExternalSignInSchema,
  response: ExternalSignInResponseSchema,
  tag,
  summary:
    'Start an OpenID Connect / social sign-in (provider: open_id, facebook, line, creansmaerd)',
  errors: {
    422: '9422: the provider is not configured for this brand (`payload.field` `provider`)',
    502: 'the identity provider cannot be reached',
  },
} as const satisfies Endpoint;

export const externalSignInCallback = {
  method: 'get',
  path: '/api/v1/memberships/oidc/callback',
  auth: 'public',
  produces: 'text/html',
  tag,
  summary: "The identity provider's redirect back; sends the browser on with a one-time code",
} as const satisfies Endpoint;

export const getCurrentUser = {
  method: 'get',
  path: '/api/v1/user/me',
  response: MemberResponseSchema,
  auth: 'member',
  headers: [
    {
      name: 'X-One-Time-Access-Token',
      description: 'A one-time token from a link, spent on first use (3403 when spent)',
    },
  ],
  tag,
  summary: 'The signed-in user',
  errors: {
    403: '3403: the one-time access token was already spent',
  },
} as const satisfies Endpoint;

export const whoami = {
  auth: 'client',
  method: 'get',
  path: '/api/v1/tripla_session/whoami',
  response: WhoamiResponseSchema,
  tag,
  summary: 'Session check: is the Authorization a live member session?',
} as const satisfies Endpoint;

export const getUserReservations = {
  method: 'get',
  path: '/api/v1/user/reservations',
  query: UserReservationsQuerySchema,
  response: UserReservationsResponseSchema,
  auth: 'member',
  tag,
  summary: "The member's reservations, paged, by list group",
} as const satisfies Endpoint;
