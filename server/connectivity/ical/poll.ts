import type { Kysely } from 'kysely';
import ical from 'node-ical';
import { addDays, localTime } from '../../../src/rules/dates.ts';
import type { Database } from '../../db/schema.ts';
import { recordMessage } from '../messages.ts';
import { fetchOutbound, type OutboundPolicy } from '../outbound-host.ts';
import { closeNightsForFeed } from './apply.ts';
import { type FeedEvent, nightsOfEvents } from './nights.ts';

/** Nights closed by feeds: up to two years ahead. */
const HORIZON_DAYS = 730;
/** A calendar larger than this is refused (a room's feed is a few kilobytes). */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** How often one feed is read. */
export const FEED_INTERVAL_MS = 15 * 60_000;

export interface PollDeps {
  db: Kysely<Database>;
  now: () => Date;
  fetch?: typeof fetch;
  /** Whether internal hosts may be reached (outbound-host.ts); default not. */
  outbound?: OutboundPolicy;
  timeoutMs?: number;
}

async function readFeed(deps: PollDeps, url: string): Promise<FeedEvent[]> {
  // A few redirects (calendar sites move feeds), each target's host checked like the feed's.
  const res = await fetchOutbound(
    url,
    { headers: { Accept: 'text/calendar' }, signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000) },
    {
      policy: deps.outbound ?? { allowPrivateHosts: false },
      maxRedirects: 3,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    },
  );
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`answered ${res.status}`);
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) throw new Error('feed too large');
  const text = await res.text();
  if (text.length > MAX_FEED_BYTES) throw new Error('feed too large');
  if (!/BEGIN:VCALENDAR/.test(text)) throw new Error('not an iCalendar feed');
  const events: FeedEvent[] = [];
  for (const component of Object.values(ical.sync.parseICS(text))) {
    if (component?.type !== 'VEVENT' || component.status === 'CANCELLED') continue;
    events.push({
      start: component.start,
      end: component.end,
      dateOnly: component.datetype === 'date',
    });
  }
  return events;
}

/**
 * Reads one import feed and applies it (apply.ts). A feed that cannot be read or parsed changes
 * nothing: the error is kept on the feed and logged for the console.
 */
export async function pollFeed(deps: PollDeps, feedId: number): Promise<void> {
  const feed = await deps.db
    .selectFrom('ical_feeds as f')
    .innerJoin('hotels as h', 'h.id', 'f.hotel_id')
    .select(['f.id', 'f.url', 'f.room_type_id', 'f.hotel_id', 'h.time_zone'])
    .where('f.id', '=', feedId)
    .where('f.removed_at', 'is', null)
    .executeTakeFirst();
  if (!feed) return;
  const now = deps.now();
  const log = (outcome: 'success' | 'error', detail: string) =>
    recordMessage(deps.db, {
      hotelId: feed.hotel_id,
      channel: 'ical',
      direction: 'received',
      action: 'ical.import',
      outcome,
      httpStatus: null,
      detail: `feed ${feed.id}: ${detail}`,
    });
  let events: FeedEvent[];
  try {
    events = await readFeed(deps, feed.url);
  } catch (error) {
    const reason =
      error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'failed';
    await deps.db
      .updateTable('ical_feeds')
      .set({ last_fetched_at: now, last_outcome: 'error', last_error: reason })
      .where('id', '=', feed.id)
      .execute();
    await log('error', reason);
    return;
  }
  const today = localTime(now, feed.time_zone).date;
  const nights = nightsOfEvents(events, feed.time_zone, today, addDays(today, HORIZON_DAYS));
  const change = await deps.db.transaction().execute(async (trx) => {
    const applied = await closeNightsForFeed(
      trx,
      { feedId: feed.id, roomTypeId: feed.room_type_id },
      nights,
      today,
    );
    await trx
      .updateTable('ical_feeds')
      .set({ last_fetched_at: now, last_outcome: 'ok', last_error: null })
      .where('id', '=', feed.id)
      .execute();
    return applied;
  });
  await log(
    'success',
    `${events.length} event(s), ${nights.length} night(s) closed (+${change.added} −${change.removed})` +
      (change.conflicts > 0 ? `, ${change.conflicts} already booked (conflict)` : ''),
  );
}

/** Reads every live feed not read within its interval. */
export async function pollDueFeeds(deps: PollDeps, intervalMs = FEED_INTERVAL_MS): Promise<number> {
  const due = await deps.db
    .selectFrom('ical_feeds')
    .select('id')
    .where('removed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('last_fetched_at', 'is', null),
        eb('last_fetched_at', '<=', new Date(deps.now().getTime() - intervalMs)),
      ]),
    )
    .orderBy('id')
    .execute();
  for (const { id } of due) await pollFeed(deps, id);
  return due.length;
}
