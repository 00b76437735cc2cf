import {
  ChatbotSessionResponseSchema,
  ChatbotSessionSchema,
  LiffUpsertResponseSchema,
  LiffUpsertSchema,
  QrCodeQuerySchema,
} from '../chatbot.ts';
import type { Endpoint } from '../endpoint.ts';

/** The chatbot and messaging-app bridge (doc 2 §7). */
const tag = 'chatbot';

export const chatbotSession = {
  method: 'post',
  path: '/api/v1/memberships/chatbot_session',
  auth: 'member',
  body: ChatbotSessionSchema,
  response: ChatbotSessionResponseSchema,
  tag,
  summary: 'Link a chatbot user to the signed-in member; answers a one-time token for the chatbot',
  errors: {
    403: '9422: `parent_origin` is not a chatbot site of this provider',
  },
} as const satisfies Endpoint;

export const liffUpsert = {
  method: 'post',
  path: '/api/v1/liff/upsert',
  auth: 'member',
  body: LiffUpsertSchema,
  response: LiffUpsertResponseSchema,
  tag,
  summary: 'Link the messaging-app account of a verified LIFF ID token to the signed-in member',
} as const satisfies Endpoint;

export const qrCode = {
  method: 'get',
  path: '/api/v1/qr_codes',
  auth: 'public',
  query: QrCodeQuerySchema,
  produces: 'image/svg+xml',
  tag,
  summary: 'QR code (SVG) of a page of this provider or of the configured LIFF app',
} as const satisfies Endpoint;
