import type { Endpoint } from '../endpoint.ts';
import { ClientSessionRequestSchema, ClientSessionResponseSchema } from '../identity.ts';

/** `POST /identity/api/client_sessions`: a widget exchanges its public key/secret for a session. */
export const createClientSession = {
  method: 'post',
  path: '/identity/api/client_sessions',
  auth: 'public',
  body: ClientSessionRequestSchema,
  response: ClientSessionResponseSchema,
  status: 201,
  tag: 'identity',
  summary: 'Create a client session',
  errors: {
    401: '3401: unknown client key or secret',
  },
} as const satisfies Endpoint;
