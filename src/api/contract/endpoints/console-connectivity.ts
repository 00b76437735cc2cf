import {
  AlpineBitsCredentialListSchema,
  CodeMapSchema,
  ConnectivityMessagesQuerySchema,
  ConnectivityMessagesSchema,
  CreateAlpineBitsCredentialSchema,
  CreatedAlpineBitsCredentialSchema,
  CreatedIcalExportSchema,
  CreatedIcalFeedSchema,
  CreatedWebhookEndpointSchema,
  CreateIcalExportSchema,
  CreateIcalFeedSchema,
  CreateWebhookEndpointSchema,
  IcalOverviewSchema,
  PutCodeMapSchema,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
} from '../console/connectivity.ts';
import type { Endpoint } from '../endpoint.ts';

/** A hotel's Connectivity page in the console (issue 42): owner and manager. */
const tag = 'console-connectivity';
const base = '/api/v1/console/hotels/:hotel/connectivity';
const staff = { auth: 'staff', capability: 'connectivity.manage', tag } as const;

export const listAlpineBitsCredentials = {
  method: 'get',
  path: `${base}/alpinebits/credentials`,
  response: AlpineBitsCredentialListSchema,
  ...staff,
  summary: "The hotel's AlpineBits credentials (never a password) and the endpoint to use",
} as const satisfies Endpoint;

export const createAlpineBitsCredential = {
  method: 'post',
  path: `${base}/alpinebits/credentials`,
  body: CreateAlpineBitsCredentialSchema,
  response: CreatedAlpineBitsCredentialSchema,
  status: 201,
  ...staff,
  summary: 'Makes HTTP Basic credentials for a channel manager, the password answered this once',
} as const satisfies Endpoint;

export const revokeAlpineBitsCredential = {
  method: 'delete',
  path: `${base}/alpinebits/credentials/:id`,
  status: 204,
  ...staff,
  summary: 'Revokes credentials: their next request answers 401',
} as const satisfies Endpoint;

export const getAlpineBitsCodeMap = {
  method: 'get',
  path: `${base}/alpinebits/code_map`,
  response: CodeMapSchema,
  ...staff,
  summary: "The channel manager's codes for the hotel's room types and rate plans",
} as const satisfies Endpoint;

export const putAlpineBitsCodeMap = {
  method: 'put',
  path: `${base}/alpinebits/code_map`,
  body: PutCodeMapSchema,
  response: CodeMapSchema,
  ...staff,
  summary: 'Replaces the code mapping (each external code once per kind; audited)',
} as const satisfies Endpoint;

export const listConnectivityMessages = {
  method: 'get',
  path: `${base}/messages`,
  query: ConnectivityMessagesQuerySchema,
  response: ConnectivityMessagesSchema,
  ...staff,
  summary:
    'The last 100 messages received and sent (AlpineBits, webhooks, iCal) with their outcome',
} as const satisfies Endpoint;

export const listWebhookEndpoints = {
  method: 'get',
  path: `${base}/webhooks`,
  response: WebhookEndpointListSchema,
  ...staff,
  summary: "The hotel's webhook endpoints (never a secret)",
} as const satisfies Endpoint;

export const createWebhookEndpoint = {
  method: 'post',
  path: `${base}/webhooks`,
  body: CreateWebhookEndpointSchema,
  response: CreatedWebhookEndpointSchema,
  status: 201,
  ...staff,
  summary: 'Adds an endpoint for reservation events, its signing secret answered this once',
} as const satisfies Endpoint;

export const disableWebhookEndpoint = {
  method: 'delete',
  path: `${base}/webhooks/:id`,
  status: 204,
  ...staff,
  summary: 'Stops sending to an endpoint (its deliveries stay listed)',
} as const satisfies Endpoint;

export const listWebhookDeliveries = {
  method: 'get',
  path: `${base}/webhooks/deliveries`,
  response: WebhookDeliveryListSchema,
  ...staff,
  summary: 'The last 100 webhook deliveries with their attempts and outcome',
} as const satisfies Endpoint;

export const redeliverWebhook = {
  method: 'post',
  path: `${base}/webhooks/deliveries/:id/redeliver`,
  status: 204,
  ...staff,
  summary: 'Sends a delivery again now, the same event and body',
} as const satisfies Endpoint;

export const getIcalOverview = {
  method: 'get',
  path: `${base}/ical`,
  response: IcalOverviewSchema,
  ...staff,
  summary:
    "The hotel's iCal export URLs (never the URL) and import feeds with errors and conflicts",
} as const satisfies Endpoint;

export const createIcalExport = {
  method: 'post',
  path: `${base}/ical/exports`,
  body: CreateIcalExportSchema,
  response: CreatedIcalExportSchema,
  status: 201,
  ...staff,
  summary: "Makes a secret iCal URL of a room type's booked and closed nights, answered this once",
} as const satisfies Endpoint;

export const revokeIcalExport = {
  method: 'delete',
  path: `${base}/ical/exports/:id`,
  status: 204,
  ...staff,
  summary: 'Revokes an export URL: it answers 404 from now on',
} as const satisfies Endpoint;

export const createIcalFeed = {
  method: 'post',
  path: `${base}/ical/feeds`,
  body: CreateIcalFeedSchema,
  response: CreatedIcalFeedSchema,
  status: 201,
  ...staff,
  summary: "Adds an import URL whose events close the room type's nights (read every 15 minutes)",
} as const satisfies Endpoint;

export const removeIcalFeed = {
  method: 'delete',
  path: `${base}/ical/feeds/:id`,
  status: 204,
  ...staff,
  summary: 'Removes an import feed; the nights it alone closed open again',
} as const satisfies Endpoint;
