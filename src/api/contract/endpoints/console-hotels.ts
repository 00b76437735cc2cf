import {
  ConsoleHotelListResponseSchema,
  ConsoleHotelResponseSchema,
  HotelDetailsSchema,
} from '../console/hotel.ts';
import type { Endpoint } from '../endpoint.ts';

/** The hotel console's hotels (issue 38): the brand's list, and an owner adding one. */
const tag = 'console-hotels';

export const listConsoleHotels = {
  method: 'get',
  path: '/api/v1/console/hotels',
  response: ConsoleHotelListResponseSchema,
  auth: 'staff',
  capability: 'hotel.settings.read',
  tag,
  summary: "The brand's hotels the member may work on, with their details",
} as const satisfies Endpoint;

export const createConsoleHotel = {
  method: 'post',
  path: '/api/v1/console/hotels',
  body: HotelDetailsSchema,
  response: ConsoleHotelResponseSchema,
  status: 201,
  auth: 'staff',
  capability: 'hotels.create',
  tag,
  summary: 'Adds a hotel to the brand, usable by the widget at once (no rooms yet)',
  errors: { 409: 'Another hotel has this code in some spelling (code 9409, field code)' },
} as const satisfies Endpoint;
