import {
  ConsoleDrawLotterySchema,
  ConsoleLotteryEntryListSchema,
  ConsoleLotteryEventAnswerSchema,
  ConsoleLotteryEventListSchema,
  CreateConsoleLotteryEventSchema,
  PublishConsoleLotterySchema,
} from '../console/lottery.ts';
import type { Endpoint } from '../endpoint.ts';
import { DrawLotteryResponseSchema } from '../lottery.ts';

/**
 * A hotel's lottery events in the console (issue 41): set up an event as a draft (its rooms are
 * held at once), edit it, publish it, follow its entries and winners, run the draw (the same
 * single-run lock as the job and the CLI), and export the entries as CSV. Each write is audited.
 */
const tag = 'console-lottery';
const capability = 'lottery.manage';

export const listConsoleLotteryEvents = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/lottery_events',
  response: ConsoleLotteryEventListSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "The hotel's lottery events, newest first, with their entries' tally",
} as const satisfies Endpoint;

export const createConsoleLotteryEvent = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/lottery_events',
  body: CreateConsoleLotteryEventSchema,
  response: ConsoleLotteryEventAnswerSchema,
  status: 201,
  auth: 'staff',
  capability,
  tag,
  summary:
    'Sets up an event (a draft until published) for a plan and holds its rooms on every night of the stay window',
  errors: { 409: '1105: a night of the stay window has fewer free rooms than would be held' },
} as const satisfies Endpoint;

export const getConsoleLotteryEvent = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id',
  response: ConsoleLotteryEventAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'One event with its tally',
} as const satisfies Endpoint;

export const listConsoleLotteryEntries = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id/entries',
  response: ConsoleLotteryEntryListSchema,
  auth: 'staff',
  capability,
  tag,
  summary: "The event's entries in the order they came, with their status and booking",
} as const satisfies Endpoint;

export const exportConsoleLotteryEntries = {
  method: 'get',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id/entries.csv',
  produces: 'text/csv',
  auth: 'staff',
  capability,
  tag,
  summary: "The event's entries as a CSV file",
} as const satisfies Endpoint;

export const drawConsoleLotteryEvent = {
  method: 'post',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id/draw',
  body: ConsoleDrawLotterySchema,
  response: DrawLotteryResponseSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Draws the event now and mails each entrant the result (once: a second draw is 409)',
  errors: {
    409: '9409: the event has already been drawn, or is a draft (field published: publish it first)',
    422: '3751: entries have not opened yet',
  },
} as const satisfies Endpoint;

export const updateConsoleLotteryEvent = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id',
  body: CreateConsoleLotteryEventSchema,
  response: ConsoleLotteryEventAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary:
    'Edits the event: its texts at any time; its times until the draw; its plan, stay window, nights, adults and rooms held while nobody has entered (the held rooms move with it)',
  errors: {
    409: '9409: the field named cannot change any more (entries exist, or the event is drawn); 1105: a night of the new stay window has fewer free rooms than would be held',
  },
} as const satisfies Endpoint;

export const publishConsoleLotteryEvent = {
  method: 'put',
  path: '/api/v1/console/hotels/:hotel/lottery_events/:id/published',
  body: PublishConsoleLotterySchema,
  response: ConsoleLotteryEventAnswerSchema,
  auth: 'staff',
  capability,
  tag,
  summary: 'Publishes the event to members, or takes it back to a draft',
} as const satisfies Endpoint;
