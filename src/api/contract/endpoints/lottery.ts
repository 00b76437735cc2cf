import type { Endpoint } from '../endpoint.ts';
import {
  CreateLotteryEntrySchema,
  DrawLotteryResponseSchema,
  DrawLotterySchema,
  LotteryEntriesResponseSchema,
  LotteryEntryInputSchema,
  LotteryEntryResponseSchema,
  LotteryEventResponseSchema,
} from '../lottery.ts';

/**
 * Hotel lottery events (doc 2 §7 "Lottery"). Entries are a signed-in member's own: another
 * account's entry answers 403 code 9760 ("lottery account mismatch").
 */
const tag = 'lottery';

export const getLotteryEvent = {
  method: 'get',
  path: '/api/v1/lottery_events/:id',
  response: LotteryEventResponseSchema,
  tag,
  summary: 'The event setting: stay window, nights limits, entry period, result date, deadline',
  errors: {
    400: '1000: `id` is not a number',
  },
} as const satisfies Endpoint;

export const createLotteryEntry = {
  method: 'post',
  path: '/api/v1/lottery_results',
  body: CreateLotteryEntrySchema,
  response: LotteryEntryResponseSchema,
  status: 201,
  auth: 'member',
  tag,
  summary: 'Enters the lottery while entries are open; once per member (3756), 3751 when closed',
  errors: {
    409: '3756: this member already entered',
    422: "3751: entries are closed, or the stay is outside the event's limits",
  },
} as const satisfies Endpoint;

export const getLotteryEntry = {
  method: 'get',
  path: '/api/v1/lottery_results/:entry',
  response: LotteryEntryResponseSchema,
  auth: 'member',
  tag,
  summary: "One of the member's entries with its status, result date and reservation deadline",
  errors: {
    403: "9760: the entry is another account's",
  },
} as const satisfies Endpoint;

export const updateLotteryEntry = {
  method: 'put',
  path: '/api/v1/lottery_results/:entry',
  body: LotteryEntryInputSchema,
  response: LotteryEntryResponseSchema,
  auth: 'member',
  tag,
  summary: 'Changes a registered entry while entries are open (3751 otherwise)',
  errors: {
    403: "9760: the entry is another account's",
    422: '3751: entries are closed',
  },
} as const satisfies Endpoint;

export const cancelLotteryEntry = {
  method: 'put',
  path: '/api/v1/lottery_results/:entry/cancel',
  response: LotteryEntryResponseSchema,
  auth: 'member',
  tag,
  summary:
    'Cancels for good: a registered entry while open, or a win not yet booked before the deadline',
  errors: {
    403: "9760: the entry is another account's",
    422: '3751: it cannot be cancelled now; the reservation deadline has passed',
  },
} as const satisfies Endpoint;

export const deleteIncompleteLotteryReservation = {
  method: 'post',
  path: '/api/v1/lottery_results/:entry/delete_in_complete_reservation',
  response: LotteryEntryResponseSchema,
  auth: 'member',
  tag,
  summary:
    'Deletes a winner’s unfinished reservation: the win is declined and its room released at the deadline',
  errors: {
    403: "9760: the entry is another account's",
    422: 'the reservation deadline has passed, or there is no unfinished reservation',
  },
} as const satisfies Endpoint;

export const getUserLotteryResults = {
  method: 'get',
  path: '/api/v1/user/lottery_results',
  response: LotteryEntriesResponseSchema,
  auth: 'member',
  tag,
  summary: "The member's lottery entries, newest first",
} as const satisfies Endpoint;

export const drawLotteryEvent = {
  method: 'post',
  path: '/api/v1/hotel/lottery_events/:id/draw',
  auth: 'hotel',
  headers: [
    {
      name: 'Authorization',
      description: '`Bearer <hotel API key>` (created with `npm run payment-link -- api-key …`)',
    },
  ],
  body: DrawLotterySchema,
  response: DrawLotteryResponseSchema,
  tag: 'hotel',
  summary:
    'Draws the event now (entries close); once only (409); optional seed to replay; results mailed',
  errors: {
    409: '9409: the event was already drawn, or is a console draft (field published)',
  },
} as const satisfies Endpoint;
