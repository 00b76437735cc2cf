import type { Endpoint } from '../endpoint.ts';
import {
  SubscriptionStatusQuerySchema,
  SubscriptionStatusResponseSchema,
  UnsubscribeSchema,
} from '../marketing.ts';

/** `/api/v1/marketing_emails`: the unsubscribe pages' calls (token from the e-mail link). */
export const getSubscriptionStatus = {
  method: 'get',
  path: '/api/v1/marketing_emails/subscription_status',
  query: SubscriptionStatusQuerySchema,
  response: SubscriptionStatusResponseSchema,
  tag: 'marketing',
  summary: 'Subscription status for the token of an e-mail link',
  errors: {
    404: '9404: unknown token',
  },
} as const satisfies Endpoint;

export const unsubscribe = {
  method: 'post',
  path: '/api/v1/marketing_emails/unsubscribe',
  body: UnsubscribeSchema,
  response: SubscriptionStatusResponseSchema,
  tag: 'marketing',
  summary: 'Unsubscribe with the token of an e-mail link',
  errors: {
    404: '9404: unknown token',
  },
} as const satisfies Endpoint;
