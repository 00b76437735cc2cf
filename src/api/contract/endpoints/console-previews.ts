import { ConsolePreviewSchema } from '../console/previews.ts';
import type { Endpoint } from '../endpoint.ts';
import { HotelPreviewResponseSchema } from '../preview.ts';

/**
 * Preview links from the console (issue 41, product.md §4): a five-minute link to the hotel's
 * results showing its unpublished plans, or the brand-wide one (every hotel of the brand). Each
 * link made is audited (never its token).
 */
export const createConsolePreview = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/previews',
  body: ConsolePreviewSchema,
  response: HotelPreviewResponseSchema,
  status: 201,
  auth: 'staff',
  capability: 'previews.create',
  tag: 'console-previews',
  summary:
    'A five-minute preview link showing the hotel’s (or its whole brand’s) unpublished plans',
  errors: { 403: '9443: a brand-wide link asked by staff limited to some hotels' },
} as const satisfies Endpoint;
