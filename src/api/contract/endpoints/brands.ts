import {
  AdditionalQuestionListResponseSchema,
  BrandQuestionQuerySchema,
  HotelListResponseSchema,
} from '../catalogue.ts';
import type { Endpoint } from '../endpoint.ts';
import { HotelListQuerySchema } from '../queries.ts';
import { ReservationAccessQuerySchema, ReservationResponseSchema } from '../reservation.ts';

/** `/api/v1/hotel_brands/:id` (numeric id or brand code): its hotels, questions, lookup. */
export const listBrandHotels = {
  method: 'get',
  path: '/api/v1/hotel_brands/:id/hotels',
  query: HotelListQuerySchema,
  response: HotelListResponseSchema,
  tag: 'hotels',
  summary: "A brand's hotels (paged; with the stay, each hotel's lowest one-night price)",
} as const satisfies Endpoint;

export const listBrandQuestions = {
  method: 'get',
  path: '/api/v1/hotel_brands/:id/additional_questions',
  query: BrandQuestionQuerySchema,
  response: AdditionalQuestionListResponseSchema,
  tag: 'hotels',
  summary: 'Brand questions and notifications (q = JSON filter; code = the facility booked)',
} as const satisfies Endpoint;

export const lookupBrandReservation = {
  method: 'get',
  path: '/api/v1/hotel_brands/:id/reservations/:number',
  auth: 'reservation',
  query: ReservationAccessQuerySchema,
  response: ReservationResponseSchema,
  tag: 'reservations',
  summary: 'Find a reservation by number and e-mail',
} as const satisfies Endpoint;
