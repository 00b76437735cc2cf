import { GatewaySettingsAnswerSchema, UpdateGatewaySettingsSchema } from '../console/payments.ts';
import type { Endpoint } from '../endpoint.ts';

/** A hotel's card gateway in the console (issue 43): owner only (`payments.gateway`). */
const tag = 'console-payments';

export const getConsolePaymentGateway = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/payment_gateway',
  response: GatewaySettingsAnswerSchema,
  auth: 'staff',
  capability: 'payments.gateway',
  tag,
  summary: "The hotel's card gateway, Stripe mode and which secrets are set (never the secrets)",
} as const satisfies Endpoint;

export const updateConsolePaymentGateway = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/payment_gateway',
  body: UpdateGatewaySettingsSchema,
  response: GatewaySettingsAnswerSchema,
  auth: 'staff',
  capability: 'payments.gateway',
  tag,
  summary: 'Chooses the gateway and sets Stripe keys (secrets sealed at rest; audited)',
} as const satisfies Endpoint;
