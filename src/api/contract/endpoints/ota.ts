import { defineEndpoint } from '../endpoint.ts';
import { OtaHotelSearchQuerySchema, TemporaryStorageSchema } from '../queries.ts';
import { ReservationAccessQuerySchema, ReservationResponseSchema } from '../reservation.ts';

/** `/api/ota/v1`: agency mode — hotel search across brands, reservation view, hand-over. */
export const otaSearchHotels = defineEndpoint({
  method: 'get',
  path: '/api/ota/v1/hotels/search',
  query: OtaHotelSearchQuerySchema,
  tag: 'ota',
  summary: 'Agency hotel search',
});

export const otaHotelRatings = defineEndpoint({
  method: 'get',
  path: '/api/ota/v1/hotels/ratings',
  tag: 'ota',
  summary: 'Hotel ratings',
});

export const otaGetReservation = defineEndpoint({
  method: 'get',
  path: '/api/ota/v1/reservations/:number',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'ota',
  summary: 'Agency reservation view',
});

export const otaStoreTemporary = defineEndpoint({
  method: 'post',
  path: '/api/ota/v1/temporary_storages',
  body: TemporaryStorageSchema,
  status: 201,
  tag: 'ota',
  summary: 'Store hand-over data for an hour',
});

export const otaReadTemporary = defineEndpoint({
  method: 'get',
  path: '/api/ota/v1/temporary_storages/:id',
  tag: 'ota',
  summary: 'Read hand-over data',
});
