import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'node-ical';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { createIcalFeed, removeIcalFeed } from './feeds.ts';
import { pollFeed } from './poll.ts';
import { createIcalExport } from './tokens.ts';

/** The other site's calendar, served locally: what it answers is set per test. */
let feed = { status: 200, body: '' };
let feedUrl = '';
const server = createServer((_req, res) => {
  res.writeHead(feed.status, { 'Content-Type': 'text/calendar' }).end(feed.body);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/room.ics`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const compact = (day: string) => day.replaceAll('-', '');
function calendar(events: { uid: string; start: string; end: string }[]): string {
  const body = events
    .map(
      (e) =>
        `BEGIN:VEVENT\r\nUID:${e.uid}\r\nDTSTART;VALUE=DATE:${compact(e.start)}\r\nDTEND;VALUE=DATE:${compact(e.end)}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
    )
    .join('');
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//site//EN\r\n${body}END:VCALENDAR\r\n`;
}

async function roomType(ctx: TestContext) {
  return ctx.handle.db
    .selectFrom('room_types as t')
    .innerJoin('hotels as h', 'h.id', 't.hotel_id')
    .select(['t.id', 't.hotel_id'])
    .where('h.code', '=', 'sakura-tokyo')
    .where('t.code', '=', 'standard-double')
    .executeTakeFirstOrThrow();
}

async function closedNights(ctx: TestContext, roomTypeId: number, from: string, to: string) {
  const rows = await ctx.handle.db
    .selectFrom('inventory')
    .select('date')
    .where('room_type_id', '=', roomTypeId)
    .where('closed', '=', true)
    .where('date', '>=', from)
    .where('date', '<', to)
    .orderBy('date')
    .execute();
  return rows.map((r) => String(r.date));
}

describeOnDatabases('iCal', (get) => {
  it('exports booked and closed nights behind the secret URL only', async () => {
    const ctx = get();
    const type = await roomType(ctx);
    const checkin = await ctx.freeDate('standard-double', 2, 80);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 2)),
      CreateReservationResponseSchema,
    ).data;
    const { token } = await createIcalExport(ctx.handle.db, type.id);
    const res = await ctx.app.request(`/ical/${token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    expect(text).not.toContain('Hanako');
    const events = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT');
    const mine = events.find(
      (e) => e?.type === 'VEVENT' && e.uid.includes(booked.reservation_number),
    );
    expect(mine?.type === 'VEVENT' && mine.datetype).toBe('date');
    expect(mine?.type === 'VEVENT' && String(mine.summary)).toBe('Booked');
    expect((await ctx.app.request(`/ical/${token.replace(/^./, 'x')}.ics`)).status).toBe(404);
    expect((await ctx.app.request('/ical/nothing.ics')).status).toBe(404);
  });

  it('imports a feed: closes its nights, records a conflict on a booked night, reopens what it drops, keeps everything on a fetch error', async () => {
    const ctx = get();
    const type = await roomType(ctx);
    const start = await ctx.freeDate('standard-double', 6, 120);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(start, 1)),
      CreateReservationResponseSchema,
    ).data;
    expect(booked.status).toBe('done');
    const { id } = await createIcalFeed(ctx.handle.db, {
      hotelId: type.hotel_id,
      roomTypeId: type.id,
      url: feedUrl,
      name: 'Other site',
    });
    const deps = {
      db: ctx.handle.db,
      now: () => new Date(),
      // The test's feed is served on 127.0.0.1.
      outbound: { allowPrivateHosts: true },
    };
    const end = addDays(start, 6);
    feed = {
      status: 200,
      body: calendar([
        { uid: 'a', start, end: addDays(start, 1) },
        { uid: 'b', start: addDays(start, 3), end: addDays(start, 5) },
      ]),
    };
    await pollFeed(deps, id);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([
      start,
      addDays(start, 3),
      addDays(start, 4),
    ]);
    const conflicts = await ctx.handle.db
      .selectFrom('ical_conflicts')
      .select(['date', 'booked'])
      .where('feed_id', '=', id)
      .execute();
    expect(conflicts.map((c) => [String(c.date), c.booked])).toEqual([[start, 1]]);

    // The other site drops event b: its nights open again.
    feed = { status: 200, body: calendar([{ uid: 'a', start, end: addDays(start, 1) }]) };
    await pollFeed(deps, id);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([start]);

    // A failing fetch changes nothing and is recorded.
    feed = { status: 500, body: 'down' };
    await pollFeed(deps, id);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([start]);
    const after = await ctx.handle.db
      .selectFrom('ical_feeds')
      .select(['last_outcome', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ last_outcome: 'error', last_error: 'Error: answered 500' });
    feed = { status: 200, body: 'not a calendar' };
    await pollFeed(deps, id);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([start]);

    // A night the hotel closed itself stays closed when the feed goes.
    await ctx.handle.db
      .updateTable('inventory')
      .set({ closed: true })
      .where('room_type_id', '=', type.id)
      .where('date', '=', addDays(start, 5))
      .execute();
    feed = { status: 200, body: calendar([{ uid: 'c', start: addDays(start, 5), end }]) };
    await pollFeed(deps, id);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([addDays(start, 5)]);
    expect(
      await ctx.handle.db
        .transaction()
        .execute((trx) => removeIcalFeed(trx, type.hotel_id, id, new Date())),
    ).toBe(true);
    expect(await closedNights(ctx, type.id, start, end)).toEqual([addDays(start, 5)]);
  });

  it('does not read a feed on an internal host unless the deployment allows it (SSRF)', async () => {
    const ctx = get();
    const type = await roomType(ctx);
    const start = await ctx.freeDate('standard-double', 2, 200);
    const { id } = await createIcalFeed(ctx.handle.db, {
      hotelId: type.hotel_id,
      roomTypeId: type.id,
      url: feedUrl,
      name: 'Internal',
    });
    feed = { status: 200, body: calendar([{ uid: 'x', start, end: addDays(start, 2) }]) };
    await pollFeed({ db: ctx.handle.db, now: () => new Date() }, id);
    const refused = await ctx.handle.db
      .selectFrom('ical_feeds')
      .select(['last_outcome', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(refused).toEqual({ last_outcome: 'error', last_error: 'Error: refused: private host' });
    expect(await closedNights(ctx, type.id, start, addDays(start, 2))).toEqual([]);
    await ctx.handle.db
      .transaction()
      .execute((trx) => removeIcalFeed(trx, type.hotel_id, id, new Date()));
  });
});
