import type { Hono } from 'hono';
import * as endpoints from '../../src/api/contract/endpoints/lottery.ts';
import type { DrawLotteryResult } from '../../src/api/contract/lottery.ts';
import { invalid } from '../domain/errors.ts';
import { requireMember } from '../http/member-auth.ts';
import { register } from '../http/register.ts';
import { drawLottery, mailLotteryResults } from '../services/lottery/draw.ts';
import {
  cancelEntry,
  createEntry,
  memberEntries,
  memberEntry,
  ownEntry,
  updateEntry,
} from '../services/lottery/entries.ts';
import {
  findLotteryEvent,
  lotteryNotFound,
  presentLotteryEvent,
} from '../services/lottery/events.ts';
import { hotelOfApiKey } from '../services/pay-links/api-keys.ts';
import type { AppEnv, RouteDeps } from './context.ts';

/** A numeric id from the path (404-free: junk is a 400 naming the field). */
export function eventId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw invalid('id', 'must be a number');
  return Number(raw);
}

/** Doc 2 §7 "Lottery": the event setting, a member's entries, and the hotel's draw. */
export function lotteryRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;
  const memberOf = async (c: Parameters<typeof requireMember>[0]) =>
    (await requireMember(c, db, deps.now())).member.id;

  // A draft (issue 41) is the console's only: to members it does not exist. The texts are in
  // the widget's language (its X-Locale) where the event has them.
  register(app, endpoints.getLotteryEvent, async ({ c, params }) => {
    const event = await findLotteryEvent(db, eventId(params.id));
    if (!event.published) throw lotteryNotFound();
    return { data: presentLotteryEvent(event, deps.now(), c.req.header('x-locale')) };
  });

  register(app, endpoints.createLotteryEntry, async ({ c, body }) => {
    const memberId = await memberOf(c);
    const now = deps.now();
    const entry = await createEntry(db, memberId, await body(), now);
    return { data: await memberEntry(db, entry, now) };
  });

  register(app, endpoints.getLotteryEntry, async ({ c, params }) => {
    const entry = await ownEntry(db, await memberOf(c), params.entry);
    return { data: await memberEntry(db, entry, deps.now()) };
  });

  register(app, endpoints.updateLotteryEntry, async ({ c, params, body }) => {
    const memberId = await memberOf(c);
    const now = deps.now();
    const entry = await updateEntry(db, memberId, params.entry, await body(), now);
    return { data: await memberEntry(db, entry, now) };
  });

  register(app, endpoints.cancelLotteryEntry, async ({ c, params }) => {
    const memberId = await memberOf(c);
    const now = deps.now();
    return { data: await memberEntry(db, await cancelEntry(db, memberId, params.entry, now), now) };
  });

  register(app, endpoints.deleteIncompleteLotteryReservation, async ({ c, params }) => {
    const memberId = await memberOf(c);
    const now = deps.now();
    const entry = await cancelEntry(db, memberId, params.entry, now, true);
    return { data: await memberEntry(db, entry, now) };
  });

  register(app, endpoints.getUserLotteryResults, async ({ c }) => ({
    data: await memberEntries(db, await memberOf(c), deps.now()),
  }));

  register(app, endpoints.drawLotteryEvent, async ({ c, params, body }) => {
    const hotel = await hotelOfApiKey(db, c.req.header('authorization'));
    const { seed } = await body();
    return { data: await drawAndMail(deps, eventId(params.id), hotel.id, seed) };
  });
}

/**
 * Draws one of a hotel's events (drawLottery's single-run lock: a second draw is 409), then
 * mails every entrant the result. The hotel API's draw and the console's.
 */
export async function drawAndMail(
  deps: RouteDeps,
  id: number,
  hotelId: number,
  seed?: number,
): Promise<DrawLotteryResult> {
  const { db } = deps;
  const result = await drawLottery(db, id, deps.now(), { hotelId, seed });
  await mailLotteryResults(
    {
      db,
      mailer: deps.mailer,
      publicOrigin: () => deps.publicOrigin,
      logger: deps.logger,
      now: deps.now,
    },
    id,
  );
  return result;
}
