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
