import {
  ApiKeyListSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  EmbedAnswerSchema,
} from '../console/embed.ts';
import type { Endpoint } from '../endpoint.ts';

/** A hotel's Embed page in the console (issue 38): snippets, WordPress, hotel API keys. */
const tag = 'console-embed';

export const getConsoleEmbed = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/embed',
  response: EmbedAnswerSchema,
  auth: 'staff',
  capability: 'hotel.embed',
  tag,
  summary: "The hotel's embed snippets per mode, WordPress shortcodes and blocks",
} as const satisfies Endpoint;

export const listConsoleApiKeys = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/api_keys',
  response: ApiKeyListSchema,
  auth: 'staff',
  capability: 'hotel.api_keys',
  tag,
  summary: "The hotel's API keys (prefix and label; never the key)",
} as const satisfies Endpoint;

export const createConsoleApiKey = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/api_keys',
  body: CreateApiKeySchema,
  response: CreatedApiKeySchema,
  status: 201,
  auth: 'staff',
  capability: 'hotel.api_keys',
  tag,
  summary: 'Creates a hotel API key, answered this once (audited without the key)',
} as const satisfies Endpoint;

export const revokeConsoleApiKey = {
  method: 'delete',
  path: '/api/v1/console/hotels/:hotel/api_keys/:prefix',
  status: 204,
  auth: 'staff',
  capability: 'hotel.api_keys',
  tag,
  summary: 'Revokes one of the hotel’s live API keys (audited)',
} as const satisfies Endpoint;
