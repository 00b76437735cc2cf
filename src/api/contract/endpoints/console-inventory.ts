import {
  BulkChangeSchema,
  CalendarQuerySchema,
  CalendarResponseSchema,
  CellChangeSchema,
  ChangeResultSchema,
  CopyPeriodSchema,
  OrderSchema,
  RatePlanInputSchema,
  RatePlanListResponseSchema,
  RatePlanPatchSchema,
  RatePlanResponseSchema,
  RoomTypeInputSchema,
  RoomTypeListResponseSchema,
  RoomTypePatchSchema,
  RoomTypeResponseSchema,
} from '../console/inventory.ts';
import type { Endpoint } from '../endpoint.ts';

/**
 * The hotel console's rooms, rate plans and rates-and-availability calendar (issue 39;
 * server/README.md "Rates, restrictions and rooms to sell"). Reads need `inventory.read`,
 * writes `inventory.edit`; every write is in the hotel's audit log.
 */
const tag = 'console-inventory';
const base = '/api/v1/console/hotels/:hotel';
const read = { auth: 'staff', capability: 'inventory.read', tag } as const;
const edit = { auth: 'staff', capability: 'inventory.edit', tag } as const;
const duplicate = { 409: 'Another one of the hotel has this code (9409, field code)' } as const;

export const listRoomTypes = {
  method: 'get',
  path: `${base}/room-types`,
  response: RoomTypeListResponseSchema,
  ...read,
  summary: "The hotel's room types in display order, drafts included",
} as const satisfies Endpoint;

export const createRoomType = {
  method: 'post',
  path: `${base}/room-types`,
  body: RoomTypeInputSchema,
  response: RoomTypeResponseSchema,
  status: 201,
  ...edit,
  summary:
    'Adds a room type (a draft unless published; nothing sells before rooms to sell are set)',
  errors: duplicate,
} as const satisfies Endpoint;

export const updateRoomType = {
  method: 'patch',
  path: `${base}/room-types/:code`,
  body: RoomTypePatchSchema,
  response: RoomTypeResponseSchema,
  ...edit,
  summary: 'Edits a room type (any field but its code); `published` publishes or unpublishes it',
} as const satisfies Endpoint;

export const orderRoomTypes = {
  method: 'put',
  path: `${base}/room-types/order`,
  body: OrderSchema,
  status: 204,
  ...edit,
  summary: 'Puts the room types in this order (every code once)',
} as const satisfies Endpoint;

export const listRatePlans = {
  method: 'get',
  path: `${base}/rate-plans`,
  response: RatePlanListResponseSchema,
  ...read,
  summary: "The hotel's rate plans (one per room type sold) in display order, drafts included",
} as const satisfies Endpoint;

export const createRatePlan = {
  method: 'post',
  path: `${base}/rate-plans`,
  body: RatePlanInputSchema,
  response: RatePlanResponseSchema,
  status: 201,
  ...edit,
  summary: 'Adds a rate plan for a room type, priced on its own or derived from a parent plan',
  errors: duplicate,
} as const satisfies Endpoint;

export const updateRatePlan = {
  method: 'patch',
  path: `${base}/rate-plans/:code`,
  body: RatePlanPatchSchema,
  response: RatePlanResponseSchema,
  ...edit,
  summary:
    'Edits a rate plan; `published` publishes or unpublishes it, `derivation` null detaches it',
} as const satisfies Endpoint;

export const orderRatePlans = {
  method: 'put',
  path: `${base}/rate-plans/order`,
  body: OrderSchema,
  status: 204,
  ...edit,
  summary: 'Puts the rate plans in this order (every code once)',
} as const satisfies Endpoint;

export const readCalendar = {
  method: 'get',
  path: `${base}/calendar`,
  query: CalendarQuerySchema,
  response: CalendarResponseSchema,
  ...read,
  summary:
    'Nights from…to (at most 400): rooms to sell, booked and left per room type; price per occupancy, its source and restrictions per rate plan',
} as const satisfies Endpoint;

const changeErrors = {
  409: '9479: rooms to sell below the rooms booked on a night (payload date, booked); nothing changed',
} as const;

export const changeCalendarCell = {
  method: 'patch',
  path: `${base}/calendar/cell`,
  body: CellChangeSchema,
  response: ChangeResultSchema,
  ...edit,
  summary: "Sets one night of one rate plan's row (and its room type's stock)",
  errors: changeErrors,
} as const satisfies Endpoint;

export const bulkChangeCalendar = {
  method: 'post',
  path: `${base}/calendar/bulk`,
  body: BulkChangeSchema,
  response: ChangeResultSchema,
  ...edit,
  summary: 'Sets the fields on the nights from…to of the chosen weekdays for the chosen rows',
  errors: changeErrors,
} as const satisfies Endpoint;

export const copyCalendarPeriod = {
  method: 'post',
  path: `${base}/calendar/copy`,
  body: CopyPeriodSchema,
  response: ChangeResultSchema,
  ...edit,
  summary: "Copies the rows' rates and restrictions (and stock) of a period onto another",
  errors: changeErrors,
} as const satisfies Endpoint;

export const undoCalendarChange = {
  method: 'post',
  path: `${base}/calendar/undo`,
  response: ChangeResultSchema,
  ...edit,
  summary: 'Undoes the last bulk change or copy not undone yet (from the audit log)',
  errors: { 404: 'Nothing to undo (9404)', ...changeErrors },
} as const satisfies Endpoint;
