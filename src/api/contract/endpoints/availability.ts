import { AvailabilityQuerySchema, AvailabilityResponseSchema } from '../availability.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * `/api/v1/rooms/availability`, the search form's calendar. Its own module, apart from the
 * room search's (rooms.ts), so the first screen does not carry the search answer's schemas.
 */
export const roomAvailability = {
  method: 'get',
  path: '/api/v1/rooms/availability',
  query: AvailabilityQuerySchema,
  response: AvailabilityResponseSchema,
  tag: 'rooms',
  summary: 'Calendar: lowest price and rooms left per day',
  errors: {
    404: '9404: no hotel has this `code`',
  },
} as const satisfies Endpoint;
