import {
  ConsoleExtraListResponseSchema,
  ConsolePolicyListResponseSchema,
  ConsoleQuestionListResponseSchema,
  ExtraListSchema,
  PolicyListSchema,
  QuestionListSchema,
} from '../console/hotel-lists.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * A hotel's cancellation policies, extras and additional questions in the console (issue 38):
 * each list read and saved whole, items matched by code, audited per item.
 */
const tag = 'console-settings';
const base = '/api/v1/console/hotels/:hotel';
const inUse = { 409: '9409: a plan still uses an item the list leaves out (field items)' };

export const getConsolePolicies = {
  method: 'get',
  path: `${base}/cancellation-policies`,
  response: ConsolePolicyListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.read',
  tag,
  summary: "The hotel's cancellation policies",
} as const satisfies Endpoint;

export const saveConsolePolicies = {
  method: 'put',
  path: `${base}/cancellation-policies`,
  body: PolicyListSchema,
  response: ConsolePolicyListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: "Saves the hotel's cancellation policies (by code; one a plan uses stays)",
  errors: inUse,
} as const satisfies Endpoint;

export const getConsoleExtras = {
  method: 'get',
  path: `${base}/extras`,
  response: ConsoleExtraListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.read',
  tag,
  summary: "The hotel's extras",
} as const satisfies Endpoint;

export const saveConsoleExtras = {
  method: 'put',
  path: `${base}/extras`,
  body: ExtraListSchema,
  response: ConsoleExtraListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: "Saves the hotel's extras (by code; one a plan includes stays)",
  errors: inUse,
} as const satisfies Endpoint;

export const getConsoleQuestions = {
  method: 'get',
  path: `${base}/questions`,
  response: ConsoleQuestionListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.read',
  tag,
  summary: "The hotel's own additional questions and notices (not the brand's)",
} as const satisfies Endpoint;

export const saveConsoleQuestions = {
  method: 'put',
  path: `${base}/questions`,
  body: QuestionListSchema,
  response: ConsoleQuestionListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: "Saves the hotel's own additional questions and notices (by code)",
} as const satisfies Endpoint;
