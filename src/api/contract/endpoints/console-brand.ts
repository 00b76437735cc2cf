import {
  BrandSettingsAnswerSchema,
  BrandSettingsDocumentSchema,
  BrandSettingsSavedSchema,
} from '../console/brand-settings.ts';
import { ConsoleQuestionListResponseSchema, QuestionListSchema } from '../console/hotel-lists.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The brand's settings in the console (issue 38): sign-in, sign-up and the brand's member pages,
 * and the brand's own additional questions (every hotel's widget asks them). The owner's.
 */
const tag = 'console-settings';

export const getConsoleBrandSettings = {
  method: 'get',
  path: '/api/v1/console/brand/settings',
  response: BrandSettingsAnswerSchema,
  auth: 'staff',
  capability: 'brand.settings',
  tag,
  summary: "The brand's sign-in, sign-up and member page settings",
} as const satisfies Endpoint;

export const saveConsoleBrandSettings = {
  method: 'put',
  path: '/api/v1/console/brand/settings',
  body: BrandSettingsDocumentSchema,
  response: BrandSettingsSavedSchema,
  auth: 'staff',
  capability: 'brand.settings',
  tag,
  summary: "Saves the brand's settings (every hotel's widget sees them at once), audited per field",
} as const satisfies Endpoint;

export const getConsoleBrandQuestions = {
  method: 'get',
  path: '/api/v1/console/brand/questions',
  response: ConsoleQuestionListResponseSchema,
  auth: 'staff',
  capability: 'brand.settings',
  tag,
  summary: "The brand's additional questions and notices (every hotel's widget shows them)",
} as const satisfies Endpoint;

export const saveConsoleBrandQuestions = {
  method: 'put',
  path: '/api/v1/console/brand/questions',
  body: QuestionListSchema,
  response: ConsoleQuestionListResponseSchema,
  auth: 'staff',
  capability: 'brand.settings',
  tag,
  summary: "Saves the brand's additional questions and notices (by code), audited per item",
} as const satisfies Endpoint;
