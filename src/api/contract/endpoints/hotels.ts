import {
  AdditionalQuestionListResponseSchema,
  CancellationPolicyListResponseSchema,
  ExtraListResponseSchema,
  HotelResponseSchema,
  PlanListResponseSchema,
  PlanResponseSchema,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ExtrasQuerySchema, HotelQuestionQuerySchema, PlanQuerySchema } from '../queries.ts';

/** Everything under `/api/v1/hotels/:code` but the settings: the hotel and its catalogue. */
export const getHotel = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code',
  response: HotelResponseSchema,
  tag: 'hotels',
  summary: 'One hotel',
});

export const listPlans = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/plans',
  query: PlanQuerySchema,
  response: PlanListResponseSchema,
  tag: 'hotels',
  summary: 'Plans (room_plan_codes=a,b)',
});

export const getPlan = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/plans/:plan',
  response: PlanResponseSchema,
  tag: 'hotels',
  summary: 'One plan',
});

export const listCancellationPolicies = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/cancellation_policies',
  response: CancellationPolicyListResponseSchema,
  tag: 'hotels',
  summary: 'Cancellation policies',
});

export const listExtras = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/extras',
  query: ExtrasQuerySchema,
  response: ExtraListResponseSchema,
  tag: 'hotels',
  summary: 'Extras (paid options)',
});

export const listHotelQuestions = defineEndpoint({
  method: 'get',
  path: '/api/v1/hotels/:code/additional_questions',
  query: HotelQuestionQuerySchema,
  response: AdditionalQuestionListResponseSchema,
  tag: 'hotels',
  summary: 'Questions and notifications (q = JSON filter)',
});
