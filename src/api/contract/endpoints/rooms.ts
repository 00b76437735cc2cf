import type { Endpoint } from '../endpoint.ts';
import { InventoryQuerySchema } from '../queries.ts';
import {
  InventoryResponseSchema,
  RoomPriceQuerySchema,
  RoomPriceResponseSchema,
  RoomSearchQuerySchema,
  RoomSearchResponseSchema,
} from '../rooms.ts';

/** `/api/v1/rooms`: search, calendar, inventory and one plan's price (recommendation: recommender.ts). */
export const searchRooms = {
  method: 'get',
  path: '/api/v1/rooms',
  query: RoomSearchQuerySchema,
  response: RoomSearchResponseSchema,
  tag: 'rooms',
  summary: 'Search rooms and plans',
  errors: {
    401: '1400: the Authorization sent is not a live member session (a guest sends none)',
    404: '9404: no hotel has this `code`',
    422: '1903 beyond the reservable period (`payload.reservable_period_months`); 9422 a stay-plus-flight search that is undated or over 5 rooms (`payload.reason`)',
  },
} as const satisfies Endpoint;

export const roomInventory = {
  method: 'get',
  path: '/api/v1/rooms/inventory',
  query: InventoryQuerySchema,
  response: InventoryResponseSchema,
  tag: 'rooms',
  summary: 'Stock per room type per day',
  errors: {
    404: '9404: no hotel has this `code`',
  },
} as const satisfies Endpoint;

export const roomPrice = {
  method: 'get',
  path: '/api/v1/rooms/price',
  query: RoomPriceQuerySchema,
  response: RoomPriceResponseSchema,
  tag: 'rooms',
  summary: 'Price of one plan for a stay',
  errors: {
    404: '9404: no hotel has this `code`, or it has no such plan',
    422: '1903: beyond the reservable period; 1500 the coupon is invalid or expired',
  },
} as const satisfies Endpoint;
