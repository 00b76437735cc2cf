import * as v from 'valibot';
import {
  SettingsAnswerSchema,
  SettingsDocumentSchema,
  SettingsSavedSchema,
  UploadedImageSchema,
} from '../console/settings.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * A hotel's settings in the console (issue 38): read, save (published at once), and the live
 * preview's draft, which the widget's settings call and first screen answer to this staff
 * session only.
 */
const tag = 'console-settings';

export const getConsoleSettings = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/settings',
  response: SettingsAnswerSchema,
  auth: 'staff',
  capability: 'hotel.settings.read',
  tag,
  summary: "The hotel's saved settings and this session's unsaved draft",
} as const satisfies Endpoint;

export const saveConsoleSettings = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/settings',
  body: SettingsDocumentSchema,
  response: SettingsSavedSchema,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary:
    'Saves the settings (every widget sees them at once), audited per field; drops the draft',
} as const satisfies Endpoint;

export const putConsoleSettingsDraft = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/settings/draft',
  body: SettingsDocumentSchema,
  status: 204,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: "Keeps unsaved settings as this session's draft: its live preview shows them",
} as const satisfies Endpoint;

export const discardConsoleSettingsDraft = {
  method: 'delete',
  path: '/api/v1/console/hotels/:hotel/settings/draft',
  status: 204,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: "Drops this session's draft (the preview shows the saved settings again)",
} as const satisfies Endpoint;

/**
 * A logo or favicon for the hotel's settings: the body is a `FormData` with one `file` field,
 * which the server reads as a stream under its own size limit. The answer's address goes into
 * the settings document (draft, then save).
 */
export const uploadConsoleImage = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/images',
  consumes: 'multipart/form-data',
  body: v.instance(FormData),
  response: UploadedImageSchema,
  status: 201,
  auth: 'staff',
  capability: 'hotel.settings.edit',
  tag,
  summary: 'Uploads a logo or favicon (multipart field `file`; PNG/JPEG/GIF/WebP, at most 512 KB)',
  errors: { 415: '1251: the file is not a PNG, JPEG, GIF or WebP image' },
} as const satisfies Endpoint;
