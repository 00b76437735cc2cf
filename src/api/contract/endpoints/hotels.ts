import {
  AdditionalQuestionListResponseSchema,
  CancellationPolicyListResponseSchema,
  ExtraListResponseSchema,
  HotelQuestionQuerySchema,
  HotelResponseSchema,
  PlanListResponseSchema,
  PlanResponseSchema,
} from '../catalogue.ts';
import type { Endpoint } from '../endpoint.ts';
import { ExtrasQuerySchema, PlanQuerySchema } from '../queries.ts';

/** Everything under `/api/v1/hotels/:code` but the settings: the hotel and its catalogue. */
export const getHotel = {
  method: 'get',
  path: '/api/v1/hotels/:code',
  response: HotelResponseSchema,
  tag: 'hotels',
  summary: 'One hotel',
} as const satisfies Endpoint;

export const listPlans = {
  method: 'get',
  path: '/api/v1/hotels/:code/plans',
  query: PlanQuerySchema,
  response: PlanListResponseSchema,
  tag: 'hotels',
  summary: 'Plans (room_plan_codes=a,b)',
} as const satisfies Endpoint;

export const getPlan = {
  method: 'get',
  path: '/api/v1/hotels/:code/plans/:plan',
  response: PlanResponseSchema,
  tag: 'hotels',
  summary: 'One plan',
} as const satisfies Endpoint;

export const listCancellationPolicies = {
  method: 'get',
  path: '/api/v1/hotels/:code/cancellation_policies',
  response: CancellationPolicyListResponseSchema,
  tag: 'hotels',
  summary: 'Cancellation policies',
} as const satisfies Endpoint;

export const listExtras = {
  method: 'get',
  path: '/api/v1/hotels/:code/extras',
  query: ExtrasQuerySchema,
  response: ExtraListResponseSchema,
  tag: 'hotels',
  summary: 'Extras (paid options)',
} as const satisfies Endpoint;

export const listHotelQuestions = {
  method: 'get',
  path: '/api/v1/hotels/:code/additional_questions',
  query: HotelQuestionQuerySchema,
  response: AdditionalQuestionListResponseSchema,
  tag: 'hotels',
  summary: 'Questions and notifications (q = JSON filter)',
} as const satisfies Endpoint;
