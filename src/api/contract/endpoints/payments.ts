import type { Endpoint } from '../endpoint.ts';
import { CardTokenRequestSchema, CardTokenResponseSchema } from '../payment.ts';

/**
 * `POST /gateway/tokens` of the built-in test gateway: card data goes only to the gateway.
 * Its input errors name the field without echoing the value, with 3004 for the card number.
 */
export const createCardToken = {
  method: 'post',
  path: '/gateway/tokens',
  auth: 'public',
  body: CardTokenRequestSchema,
  response: CardTokenResponseSchema,
  status: 201,
  tag: 'payments',
  summary: 'Test gateway: tokenise a card (the provider API never sees card numbers)',
} as const satisfies Endpoint;
