import {
  AssistRequestSchema,
  AssistResponseSchema,
  OtaHotelSearchQuerySchema,
  OtaHotelSearchResponseSchema,
  OtaRatingsResponseSchema,
} from '../agency.ts';
import { OtaNearbyQuerySchema, OtaNearbyResponseSchema } from '../agency-nearby.ts';
import type { Endpoint } from '../endpoint.ts';
import { TemporaryStorageSchema } from '../queries.ts';
import { ReservationAccessQuerySchema, ReservationResponseSchema } from '../reservation.ts';

/** `/api/ota/v1`: agency mode — hotel search across brands, reservation view, hand-over. */
export const otaSearchHotels = {
  method: 'get',
  path: '/api/ota/v1/hotels/search',
  query: OtaHotelSearchQuerySchema,
  response: OtaHotelSearchResponseSchema,
  tag: 'ota',
  summary:
    'Agency hotel search: area, keywords, dates, guests, price, amenities, rating; sorted and paged',
} as const satisfies Endpoint;

export const otaNearbyHotels = {
  method: 'get',
  path: '/api/ota/v1/hotels/:code/nearby',
  query: OtaNearbyQuerySchema,
  response: OtaNearbyResponseSchema,
  tag: 'ota',
  summary: 'The agency hotels nearest to a hotel (its coordinates), nearest first',
} as const satisfies Endpoint;

export const otaHotelRatings = {
  method: 'get',
  path: '/api/ota/v1/hotels/ratings',
  response: OtaRatingsResponseSchema,
  tag: 'ota',
  summary: 'Hotel ratings',
} as const satisfies Endpoint;

export const otaGetReservation = {
  method: 'get',
  path: '/api/ota/v1/reservations/:number',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'ota',
  summary: 'Agency reservation view',
} as const satisfies Endpoint;

export const otaStoreTemporary = {
  method: 'post',
  path: '/api/ota/v1/temporary_storages',
  body: TemporaryStorageSchema,
  status: 201,
  tag: 'ota',
  summary: 'Store hand-over data for an hour',
} as const satisfies Endpoint;

export const otaReadTemporary = {
  method: 'get',
  path: '/api/ota/v1/temporary_storages/:id',
  tag: 'ota',
  summary: 'Read hand-over data',
} as const satisfies Endpoint;

export const otaAssistSearch = {
  method: 'post',
  path: '/api/ota/v1/hotels/assist',
  body: AssistRequestSchema,
  response: AssistResponseSchema,
  tag: 'ota',
  summary: 'Assisted search: a request in plain language to search filters',
} as const satisfies Endpoint;
