import type { Endpoint } from '../endpoint.ts';
import { HOTEL_KEY } from '../hotel-key.ts';
import {
  HotelPreviewResponseSchema,
  OpenPreviewResponseSchema,
  OpenPreviewSchema,
} from '../preview.ts';

/**
 * Preview mode (product.md §4, doc 2 §9): the hotel's staff see unpublished plans for five
 * minutes. Only the hotel (its API key) can make a preview link; `tripla_preview=true` alone
 * shows nothing unpublished.
 */
export const createPreview = {
  method: 'post',
  path: '/api/v1/hotel/previews',
  auth: 'hotel',
  headers: HOTEL_KEY,
  response: HotelPreviewResponseSchema,
  status: 201,
  tag: 'hotel',
  summary: 'A five-minute preview link showing the hotel’s unpublished plans',
} as const satisfies Endpoint;

/**
 * The brand-wide preview (product.md §4): one five-minute link showing the unpublished plans of
 * every hotel of the key's hotel's brand. It opens on that hotel's results; the session it is
 * opened in then sees the drafts of the brand's other hotels too.
 */
export const createBrandPreview = {
  method: 'post',
  path: '/api/v1/hotel/brand_previews',
  auth: 'hotel',
  headers: HOTEL_KEY,
  response: HotelPreviewResponseSchema,
  status: 201,
  tag: 'hotel',
  summary: 'A five-minute preview link showing the unpublished plans of every hotel of the brand',
} as const satisfies Endpoint;

export const openPreview = {
  method: 'post',
  path: '/api/v1/previews',
  auth: 'client',
  body: OpenPreviewSchema,
  response: OpenPreviewResponseSchema,
  tag: 'rooms',
  summary:
    'Lets this client session (X-Client-Session) see the hotel’s unpublished plans until the link ends (410 code 3780 expired or invalid)',
  errors: {
    404: '9404: no hotel has this `code`',
    410: "3780: the preview link has expired or is not this hotel's (or its brand's)",
  },
} as const satisfies Endpoint;
