import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-lottery.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { drawAndMail, eventId } from '../../routes/lottery.ts';
import { recordAudit } from '../audit/record.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import { publishConsoleLotteryEvent, updateConsoleLotteryEvent } from '../lottery/edit.ts';
import {
  consoleLotteryEvent,
  createConsoleLotteryEvent,
  hotelLotteryEvent,
  listLotteryEvents,
  lotteryEntries,
  lotteryEntriesCsv,
} from '../lottery/events.ts';

/** A hotel's lottery events in the console (issue 41): set up, edit, publish, follow, draw, export. */
export function consoleLotteryRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, endpoints.listConsoleLotteryEvents, async ({ c }) => ({
    data: await listLotteryEvents(db, consoleHotelOf(c).id, deps.now()),
  }));

  register(app, endpoints.createConsoleLotteryEvent, async ({ c, body }) => {
    const hotel = consoleHotelOf(c);
    const now = deps.now();
    const id = await createConsoleLotteryEvent(db, staffOf(c), hotel, await body(), now);
    return { data: await consoleLotteryEvent(db, await hotelLotteryEvent(db, hotel.id, id), now) };
  });

  register(app, endpoints.getConsoleLotteryEvent, async ({ c, params }) => {
    const event = await hotelLotteryEvent(db, consoleHotelOf(c).id, eventId(params.id));
    return { data: await consoleLotteryEvent(db, event, deps.now()) };
  });

  register(app, endpoints.updateConsoleLotteryEvent, async ({ c, params, body }) => {
    const hotel = consoleHotelOf(c);
    const id = eventId(params.id);
    const input = await body();
    const now = deps.now();
    await updateConsoleLotteryEvent(db, staffOf(c), hotel, id, input, now);
    return { data: await consoleLotteryEvent(db, await hotelLotteryEvent(db, hotel.id, id), now) };
  });

  register(app, endpoints.publishConsoleLotteryEvent, async ({ c, params, body }) => {
    const hotel = consoleHotelOf(c);
    const id = eventId(params.id);
    const { published } = await body();
    const now = deps.now();
    await publishConsoleLotteryEvent(db, staffOf(c), hotel, id, published, now);
    return { data: await consoleLotteryEvent(db, await hotelLotteryEvent(db, hotel.id, id), now) };
  });

  register(app, endpoints.listConsoleLotteryEntries, async ({ c, params }) => {
    const event = await hotelLotteryEvent(db, consoleHotelOf(c).id, eventId(params.id));
    return { data: await lotteryEntries(db, event.id) };
  });

  register(app, endpoints.exportConsoleLotteryEntries, async ({ c, params }) => {
    const hotel = consoleHotelOf(c);
    const event = await hotelLotteryEvent(db, hotel.id, eventId(params.id));
    const entries = await lotteryEntries(db, event.id);
    await recordAudit(db, {
      staff: staffOf(c),
      hotelId: hotel.id,
      action: 'lottery.export',
      target: `lottery_event:${event.id}`,
      before: undefined,
      after: { entries: entries.length },
      at: deps.now(),
    });
    return new Response(lotteryEntriesCsv(entries), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="lottery-${event.id}-entries.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  // The draw is the job's and the CLI's own (drawLottery's row lock: one draw, a second is 409);
  // its audit entry follows the committed draw.
  register(app, endpoints.drawConsoleLotteryEvent, async ({ c, params, body }) => {
    await body();
    const hotel = consoleHotelOf(c);
    const event = await hotelLotteryEvent(db, hotel.id, eventId(params.id));
    const result = await drawAndMail(deps, event.id, hotel.id);
    await recordAudit(db, {
      staff: staffOf(c),
      hotelId: hotel.id,
      action: 'lottery.draw',
      target: `lottery_event:${event.id}`,
      before: undefined,
      after: { seed: result.seed, entries: result.entries, winners: result.winners.length },
      at: deps.now(),
    });
    return { data: result };
  });
}
