import {
  AcceptInvitationSchema,
  ConsoleSignInResponseSchema,
  ConsoleSignInSchema,
  InvitationDetailsResponseSchema,
  InvitationTokenSchema,
  PasskeyListResponseSchema,
  PasskeyOptionsResponseSchema,
  PasskeyRegisterSchema,
  PasskeySchema,
  PasskeySignInOptionsSchema,
  PasskeySignInSchema,
  PasswordResetCompleteSchema,
  PasswordResetRequestSchema,
  RecoveryCodesResponseSchema,
  TotpConfirmSchema,
  TotpDisableSchema,
  TotpEnrolResponseSchema,
  TotpSignInSchema,
} from '../console/auth.ts';
import { ConsoleSessionResponseSchema } from '../console/session.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The hotel console's sign-in and session (issue 38; server/README.md "Console"). The session
 * is an HttpOnly cookie; every call but GET also sends the session's `X-CSRF-Token`.
 */
const tag = 'console-auth';

export const getConsoleSession = {
  method: 'get',
  path: '/api/v1/console/session',
  response: ConsoleSessionResponseSchema,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Who is signed in: role, capabilities, CSRF token, brand, hotels, second factor',
} as const satisfies Endpoint;

export const signOutConsole = {
  method: 'post',
  path: '/api/v1/console/session/sign-out',
  status: 204,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Ends this console session and clears its cookie',
} as const satisfies Endpoint;

export const signOutConsoleEverywhere = {
  method: 'post',
  path: '/api/v1/console/session/sign-out-everywhere',
  status: 204,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Ends every console session of the signed-in member (this one included)',
} as const satisfies Endpoint;

const signInErrors = {
  401: '9401: the e-mail and password (or code) do not match; 9441: the sign-in ticket expired, sign in again',
  429: '9429: too many wrong attempts for this account from this address; `Retry-After` says when to try again',
} as const;

export const signInConsole = {
  method: 'post',
  path: '/api/v1/console/sign-in',
  body: ConsoleSignInSchema,
  response: ConsoleSignInResponseSchema,
  auth: 'public',
  tag,
  summary:
    'Signs in with e-mail and password: signed in (session cookie set), or the second factor is due',
  errors: signInErrors,
} as const satisfies Endpoint;

export const signInConsoleTotp = {
  method: 'post',
  path: '/api/v1/console/sign-in/totp',
  body: TotpSignInSchema,
  response: ConsoleSignInResponseSchema,
  auth: 'public',
  tag,
  summary: "The second step with the authenticator app's code or a recovery code",
  errors: signInErrors,
} as const satisfies Endpoint;

export const getConsolePasskeySignInOptions = {
  method: 'post',
  path: '/api/v1/console/sign-in/passkey/options',
  body: PasskeySignInOptionsSchema,
  response: PasskeyOptionsResponseSchema,
  auth: 'public',
  tag,
  summary:
    "WebAuthn options to sign in with a passkey: the member's own after a password (`ticket`), else any",
  errors: { 401: '9441: the sign-in ticket expired, sign in again' },
} as const satisfies Endpoint;

export const signInConsolePasskey = {
  method: 'post',
  path: '/api/v1/console/sign-in/passkey',
  body: PasskeySignInSchema,
  response: ConsoleSignInResponseSchema,
  auth: 'public',
  tag,
  summary: 'Signs in with the browser’s passkey answer (alone, or as the second step)',
  errors: {
    401: '9401: the passkey answer does not verify; 9441: the sign-in ticket expired, sign in again',
  },
} as const satisfies Endpoint;

export const inspectConsoleInvitation = {
  method: 'post',
  path: '/api/v1/console/invitations/inspect',
  body: InvitationTokenSchema,
  response: InvitationDetailsResponseSchema,
  auth: 'public',
  tag,
  summary: 'What an invitation link is for (address, brand, role, language), before accepting it',
  errors: { 400: '9445: the invitation is unknown, used or expired' },
} as const satisfies Endpoint;

export const acceptConsoleInvitation = {
  method: 'post',
  path: '/api/v1/console/invitations/accept',
  body: AcceptInvitationSchema,
  response: ConsoleSignInResponseSchema,
  status: 201,
  auth: 'public',
  tag,
  summary: 'Accepts an invitation with a name and password; signed in at once',
  errors: {
    400: '9445: the invitation is unknown, used or expired',
    409: '9409: the address already has a console account',
  },
} as const satisfies Endpoint;

export const requestConsolePasswordReset = {
  method: 'post',
  path: '/api/v1/console/password-reset',
  body: PasswordResetRequestSchema,
  status: 202,
  auth: 'public',
  tag,
  summary:
    'E-mails a password-reset link when the address has a console account; the answer is the same either way',
} as const satisfies Endpoint;

export const completeConsolePasswordReset = {
  method: 'post',
  path: '/api/v1/console/password-reset/complete',
  body: PasswordResetCompleteSchema,
  status: 204,
  auth: 'public',
  tag,
  summary: 'Sets a new password from a reset link; every session of the member ends',
  errors: { 400: '9445: the link is unknown, used or expired' },
} as const satisfies Endpoint;

export const listConsolePasskeys = {
  method: 'get',
  path: '/api/v1/console/account/passkeys',
  response: PasskeyListResponseSchema,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: "The signed-in member's passkeys",
} as const satisfies Endpoint;

export const getConsolePasskeyRegistrationOptions = {
  method: 'post',
  path: '/api/v1/console/account/passkeys/options',
  response: PasskeyOptionsResponseSchema,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'WebAuthn options to add a passkey',
} as const satisfies Endpoint;

export const addConsolePasskey = {
  method: 'post',
  path: '/api/v1/console/account/passkeys',
  body: PasskeyRegisterSchema,
  response: PasskeySchema,
  status: 201,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Adds a passkey from the browser’s answer to the registration options',
  errors: { 422: '9422: the answer does not verify, or its challenge expired' },
} as const satisfies Endpoint;

export const removeConsolePasskey = {
  method: 'delete',
  path: '/api/v1/console/account/passkeys/:id',
  status: 204,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Removes one of the signed-in member’s passkeys',
} as const satisfies Endpoint;

export const enrolConsoleTotp = {
  method: 'post',
  path: '/api/v1/console/account/totp',
  response: TotpEnrolResponseSchema,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Starts setting up an authenticator app: its secret, otpauth URL and QR code',
  errors: { 409: '9409: an authenticator app is already set up; turn it off first' },
} as const satisfies Endpoint;

export const confirmConsoleTotp = {
  method: 'post',
  path: '/api/v1/console/account/totp/confirm',
  body: TotpConfirmSchema,
  response: RecoveryCodesResponseSchema,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Confirms the app with a first code; answers 10 recovery codes, shown this once',
  errors: {
    422: '9422: the code is wrong',
    429: '9429: too many wrong codes; `Retry-After` says when to try again',
  },
} as const satisfies Endpoint;

export const disableConsoleTotp = {
  method: 'post',
  path: '/api/v1/console/account/totp/disable',
  body: TotpDisableSchema,
  status: 204,
  auth: 'staff',
  capability: 'account.self',
  tag,
  summary: 'Turns the authenticator app off (a current code or a recovery code proves it is you)',
  errors: {
    422: '9422: the code is wrong',
    429: '9429: too many wrong codes; `Retry-After` says when to try again',
  },
} as const satisfies Endpoint;
