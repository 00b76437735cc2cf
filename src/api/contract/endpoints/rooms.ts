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
} as const satisfies Endpoint;

export const roomInventory = {
  method: 'get',
  path: '/api/v1/rooms/inventory',
  query: InventoryQuerySchema,
  response: InventoryResponseSchema,
  tag: 'rooms',
  summary: 'Stock per room type per day',
} as const satisfies Endpoint;

export const roomPrice = {
  method: 'get',
  path: '/api/v1/rooms/price',
  query: RoomPriceQuerySchema,
  response: RoomPriceResponseSchema,
  tag: 'rooms',
  summary: 'Price of one plan for a stay',
} as const satisfies Endpoint;
