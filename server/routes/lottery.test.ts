import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import {
  DrawLotteryResponseSchema,
  LotteryEntriesResponseSchema,
  LotteryEntryResponseSchema,
  LotteryEventResponseSchema,
} from '../../src/api/contract/lottery.ts';
import { addDays } from '../../src/rules/dates.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { drawWinners } from '../domain/lottery-draw.ts';
import { createLotteryEvent } from '../services/lottery/events.ts';
import { runLotteryJob } from '../services/lottery/job.ts';
import { releaseUnpaid } from '../services/reservations/release.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, type Headers, newMember, widgetSession } from '../test/members.ts';

const HOUR = 3_600_000;
const hotelKey = { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` };

/** A new open event at Sakura Tokyo holding `rooms` Standard Doubles on 5 free nights. */
async function newEvent(ctx: TestContext, rooms: number, offset: number) {
  const stayFrom = await ctx.freeDate('standard-double', 5, offset);
  const now = Date.now();
  const id = await createLotteryEvent(ctx.handle.db, {
    hotelCode: 'sakura-tokyo',
    planCode: 'std-room-only',
    name: 'Test lottery',
    entriesOpenAt: new Date(now - HOUR),
    entriesCloseAt: new Date(now + HOUR),
    resultAt: new Date(now + 2 * HOUR),
    reservationDeadline: new Date(now + 3 * HOUR),
    stayFrom,
    stayTo: addDays(stayFrom, 5),
    minNights: 1,
    maxNights: 3,
    roomsHeld: rooms,
  });
  return { id, stayFrom };
}

async function member(
  ctx: TestContext,
  locale?: string,
): Promise<{ headers: Headers; id: number }> {
  const session = await widgetSession(ctx);
  const m = await newMember(ctx, session);
  if (locale)
    await ctx.handle.db
      .updateTable('members')
      .set({ locale })
      .where('id', '=', m.user.id)
      .execute();
  return { headers: asMember(session, m.access_token), id: m.user.id };
}

const enter = (ctx: TestContext, headers: Headers, event: number, checkin: string, nights = 2) =>
  ctx.call(
    'POST',
    '/api/v1/lottery_results',
    {
      lottery_event_id: event,
      checkin_date: checkin,
      checkout_date: addDays(checkin, nights),
      adults: 2,
      first_name: 'Hanako',
      last_name: 'Yamada',
    },
    headers,
  );

const draw = (ctx: TestContext, event: number, seed?: number) =>
  ctx.call(
    'POST',
    `/api/v1/hotel/lottery_events/${event}/draw`,
    seed === undefined ? {} : { seed },
    hotelKey,
  );

const remaining = async (ctx: TestContext, date: string) => {
  const { rows } = await sql<{ remaining: number }>`
    SELECT i.remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    JOIN hotels h ON h.id = t.hotel_id
    WHERE h.code = 'sakura-tokyo' AND t.code = 'standard-double' AND i.date = ${date}`.execute(
    ctx.handle.db,
  );
  return rows[0]?.remaining ?? -1;
};

/** The won stay booked through the ordinary booking call, naming the entry. */
const bookWin = (ctx: TestContext, headers: Headers, entry: string, checkin: string) =>
  ctx.call(
    'POST',
    '/api/v1/reservations',
    { ...tokyoBooking(checkin, 2), lottery_result: { entry_number: entry } },
    headers,
  );

describeOnDatabases('lottery', (get) => {
  it('shows the event and takes one valid entry per member, changed and cancelled while open', async () => {
    const ctx = get();
    const { id, stayFrom } = await newEvent(ctx, 2, 40);
    const event = data(
      await ctx.call('GET', `/api/v1/lottery_events/${id}`),
      LotteryEventResponseSchema,
    ).data;
    expect(event).toMatchObject({ phase: 'open', rooms_held: 2, min_nights: 1, max_nights: 3 });
    expect(event.time_zone).toBe('Asia/Tokyo');
    const a = await member(ctx);
    // Nights limits (product.md §5), the window and the room's capacity.
    const tooLong = apiError(await enter(ctx, a.headers, id, stayFrom, 4));
    expect(tooLong).toMatchObject({ code: 1000, payload: { field: 'checkout_date' } });
    const outside = apiError(await enter(ctx, a.headers, id, addDays(stayFrom, -1)));
    expect(outside.payload).toMatchObject({ field: 'checkin_date' });
    expect((await enter(ctx, {}, id, stayFrom)).status).toBe(401);
    const entry = data(await enter(ctx, a.headers, id, stayFrom), LotteryEntryResponseSchema).data;
    expect(entry).toMatchObject({
      status: 'registered',
      updatable: true,
      reservation_number: null,
    });
    expect(apiError(await enter(ctx, a.headers, id, stayFrom)).code).toBe(3756);
    const changed = data(
      await ctx.call(
        'PUT',
        `/api/v1/lottery_results/${entry.entry_number}`,
        {
          checkin_date: addDays(stayFrom, 1),
          checkout_date: addDays(stayFrom, 2),
          adults: 1,
          first_name: 'Taro',
          last_name: 'Yamada',
        },
        a.headers,
      ),
      LotteryEntryResponseSchema,
    ).data;
    expect(changed).toMatchObject({ checkin_date: addDays(stayFrom, 1), adults: 1 });
    // Only the account that applied manages it: "lottery account mismatch".
    const b = await member(ctx);
    const foreign = await ctx.call(
      'GET',
      `/api/v1/lottery_results/${entry.entry_number}`,
      undefined,
      b.headers,
    );
    expect(foreign.status).toBe(403);
    expect(apiError(foreign).code).toBe(9760);
    const list = data(
      await ctx.call('GET', '/api/v1/user/lottery_results', undefined, a.headers),
      LotteryEntriesResponseSchema,
    ).data;
    expect(list.map((e) => e.entry_number)).toEqual([entry.entry_number]);
    const cancelled = data(
      await ctx.call(
        'PUT',
        `/api/v1/lottery_results/${entry.entry_number}/cancel`,
        undefined,
        a.headers,
      ),
      LotteryEntryResponseSchema,
    ).data;
    expect(cancelled.status).toBe('registration_cancelled');
    // A cancel cannot be undone, and the member has used their one entry.
    expect(apiError(await enter(ctx, a.headers, id, stayFrom)).code).toBe(3756);
  });

  it('draws once, reproducibly from its seed, mails results in the member language, and a winner books the held room', async () => {
    const ctx = get();
    const { id, stayFrom } = await newEvent(ctx, 1, 60);
    const heldBefore = await remaining(ctx, stayFrom);
    const players = [await member(ctx, 'ja'), await member(ctx, 'ko'), await member(ctx)];
    const entries = [];
    for (const p of players)
      entries.push(
        data(await enter(ctx, p.headers, id, stayFrom), LotteryEntryResponseSchema).data,
      );
    expect((await draw(ctx, id, 7)).status).toBe(200);
    expect(apiError(await draw(ctx, id, 7)).code).toBe(9409);
    const row = await ctx.handle.db
      .selectFrom('lottery_events')
      .select('draw_seed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.draw_seed).toBe(7);
    const ids = await ctx.handle.db
      .selectFrom('lottery_entries')
      .select(['id', 'entry_number', 'checkin_date', 'checkout_date', 'status'])
      .where('event_id', '=', id)
      .execute();
    const replay = drawWinners(
      ids.map((e) => ({ id: e.id, checkin: e.checkin_date, checkout: e.checkout_date })),
      1,
      7,
    );
    const winners = ids.filter((e) => e.status === 'winner_reservation_pending');
    expect(winners.map((w) => w.id)).toEqual([...replay]);
    expect(winners).toHaveLength(1);
    const winnerIndex = entries.findIndex((e) => e.entry_number === winners[0]?.entry_number);
    const winner = players[winnerIndex];
    const loser = players.find((_, i) => i !== winnerIndex);
    if (!winner || !loser) throw new Error('no winner');
    // Result mails: every entrant once, in their language.
    const mails = ctx.mailer.outbox().filter((m) => m.text.includes('/room-lottery/confirmation/'));
    expect(mails).toHaveLength(3);
    expect(mails.some((m) => m.subject.includes('抽選'))).toBe(true);
    expect(mails.some((m) => m.subject.includes('추첨'))).toBe(true);
    // The loser cannot book; the winner books the held room (ordinary stock untouched).
    const loserEntry = entries[players.indexOf(loser)]?.entry_number ?? '';
    expect(apiError(await bookWin(ctx, loser.headers, loserEntry, stayFrom)).code).toBe(3751);
    const winnerEntry = winners[0]?.entry_number ?? '';
    const mismatch = await bookWin(ctx, loser.headers, winnerEntry, stayFrom);
    expect(apiError(mismatch).code).toBe(9760);
    const wrongDates = await bookWin(ctx, winner.headers, winnerEntry, addDays(stayFrom, 1));
    expect(apiError(wrongDates).payload).toMatchObject({ field: 'lottery_result' });
    // Even with no ordinary room left on those nights, the won stay quotes and books on the held room.
    const ordinary = await remaining(ctx, stayFrom);
    await sql`UPDATE inventory SET remaining = 0 WHERE room_type_id = (
      SELECT t.id FROM room_types t JOIN hotels h ON h.id = t.hotel_id
      WHERE h.code = 'sakura-tokyo' AND t.code = 'standard-double')
      AND date >= ${stayFrom} AND date < ${addDays(stayFrom, 2)}`.execute(ctx.handle.db);
    const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = tokyoBooking(
      stayFrom,
      2,
    );
    const quote = {
      hotel_code,
      checkin_date,
      checkout_date,
      rooms,
      payment_type,
      lottery_result: { entry_number: winnerEntry },
    };
    expect(
      (await ctx.call('POST', '/api/v1/reservations/quote', quote, winner.headers)).status,
    ).toBe(200);
    const { lottery_result: _, ...plain } = quote;
    expect(
      apiError(await ctx.call('POST', '/api/v1/reservations/quote', plain, winner.headers)).code,
    ).toBe(1105);
    const booked = data(
      await bookWin(ctx, winner.headers, winnerEntry, stayFrom),
      CreateReservationResponseSchema,
    ).data;
    expect(await remaining(ctx, stayFrom)).toBe(0);
    await sql`UPDATE inventory SET remaining = ${ordinary} WHERE room_type_id = (
      SELECT t.id FROM room_types t JOIN hotels h ON h.id = t.hotel_id
      WHERE h.code = 'sakura-tokyo' AND t.code = 'standard-double')
      AND date >= ${stayFrom} AND date < ${addDays(stayFrom, 2)}`.execute(ctx.handle.db);
    expect(await remaining(ctx, stayFrom)).toBe(heldBefore);
    expect(heldBefore).toBe(ordinary);
    const entry = data(
      await ctx.call('GET', `/api/v1/lottery_results/${winnerEntry}`, undefined, winner.headers),
      LotteryEntryResponseSchema,
    ).data;
    expect(entry).toMatchObject({
      status: 'winner_reservation_confirmed',
      reservation_number: booked.reservation_number,
    });
    expect(apiError(await bookWin(ctx, winner.headers, winnerEntry, stayFrom)).code).toBe(3751);
    // Cancelling the won reservation: the entry says so.
    const cancel = await ctx.call(
      'PUT',
      `/api/v1/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`,
      { reason: 'other', details: 'plans changed', cancellation_fee_displayed: 0 },
      winner.headers,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const after = data(
      await ctx.call('GET', `/api/v1/lottery_results/${winnerEntry}`, undefined, winner.headers),
      LotteryEntryResponseSchema,
    ).data;
    expect(after.status).toBe('winner_reservation_cancelled');
  });

  it('gives a winner whose payment never finished the held room back to book again', async () => {
    const ctx = get();
    const { id, stayFrom } = await newEvent(ctx, 1, 340);
    const winner = await member(ctx);
    const entry = data(await enter(ctx, winner.headers, id, stayFrom), LotteryEntryResponseSchema)
      .data.entry_number;
    expect((await draw(ctx, id)).status).toBe(200);
    const booked = data(
      await bookWin(ctx, winner.headers, entry, stayFrom),
      CreateReservationResponseSchema,
    ).data;
    const before = await remaining(ctx, stayFrom);
    // Its card payment was never finished (3-D Secure abandoned): the expiry releases it.
    await ctx.handle.db
      .updateTable('reservations')
      .set({ status: 'payment_pending' })
      .where('number', '=', booked.reservation_number)
      .execute();
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .selectAll()
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();
    const expired = { fee: 0, reason: 'payment_expired', details: null, cancelled_at: '' };
    await ctx.handle.db.transaction().execute((tx) => releaseUnpaid(tx, row, expired, new Date()));
    // The room stays held for the winner, not back to ordinary sale, and the win is open again.
    expect(await remaining(ctx, stayFrom)).toBe(before);
    const reopened = await ctx.call(
      'GET',
      `/api/v1/lottery_results/${entry}`,
      undefined,
      winner.headers,
    );
    expect(data(reopened, LotteryEntryResponseSchema).data.status).toBe(
      'winner_reservation_pending',
    );
    expect((await bookWin(ctx, winner.headers, entry, stayFrom)).status).toBe(201);
  });

  it('refuses a booking after the deadline and then releases the held rooms no winner booked', async () => {
    const ctx = get();
    const { id, stayFrom } = await newEvent(ctx, 2, 90);
    const before = await remaining(ctx, stayFrom);
    const a = await member(ctx);
    const entry = data(await enter(ctx, a.headers, id, stayFrom), LotteryEntryResponseSchema).data;
    // A second winner declines before the deadline: that reads as the member's own decline.
    const b = await member(ctx);
    const declining = data(
      await enter(ctx, b.headers, id, addDays(stayFrom, 3)),
      LotteryEntryResponseSchema,
    ).data.entry_number;
    expect(data(await draw(ctx, id), DrawLotteryResponseSchema).data.winners.sort()).toEqual(
      [entry.entry_number, declining].sort(),
    );
    const entryOf = async (headers: Headers, number: string) =>
      data(
        await ctx.call('GET', `/api/v1/lottery_results/${number}`, undefined, headers),
        LotteryEntryResponseSchema,
      ).data;
    expect((await entryOf(a.headers, entry.entry_number)).lapsed).toBe(false);
    const declined = await ctx.call(
      'PUT',
      `/api/v1/lottery_results/${declining}/cancel`,
      undefined,
      b.headers,
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    // The deadline is now, just after that decline (a decline is refused from the deadline on).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = Date.now();
    await ctx.handle.db
      .updateTable('lottery_events')
      .set({
        entries_open_at: new Date(now - 5 * HOUR),
        entries_close_at: new Date(now - 4 * HOUR),
        result_at: new Date(now - 3 * HOUR),
        reservation_deadline: new Date(now),
      })
      .where('id', '=', id)
      .execute();
    // Past the deadline, before the release: the win is still pending but has lapsed.
    expect(await entryOf(a.headers, entry.entry_number)).toMatchObject({
      status: 'winner_reservation_pending',
      lapsed: true,
    });
    const late = await bookWin(ctx, a.headers, entry.entry_number, stayFrom);
    expect(late.status).toBe(422);
    expect(apiError(late)).toMatchObject({
      code: 9761,
      details: { base: ['The reservation deadline has passed.'] },
    });
    await runLotteryJob({
      db: ctx.handle.db,
      mailer: ctx.mailer,
      publicOrigin: () => 'https://book.test',
      logger: () => {},
      now: () => new Date(),
    });
    expect(await remaining(ctx, stayFrom)).toBe(before + 2);
    // Declined by the deadline's release (lapsed), not by its member; the member's own decline
    // stays one (not lapsed), though it has the same status.
    expect(await entryOf(a.headers, entry.entry_number)).toMatchObject({
      status: 'winner_reservation_pending_declined',
      lapsed: true,
    });
    expect(await entryOf(b.headers, declining)).toMatchObject({
      status: 'winner_reservation_pending_declined',
      lapsed: false,
    });
  });

  it('draws due events from the job once, even when runs and the CLI race, never over the rooms held', async () => {
    const ctx = get();
    const { id, stayFrom } = await newEvent(ctx, 2, 120);
    for (let i = 0; i < 6; i++) {
      const p = await member(ctx);
      expect((await enter(ctx, p.headers, id, addDays(stayFrom, i % 3))).status).toBe(201);
    }
    await ctx.handle.db
      .updateTable('lottery_events')
      .set({ result_at: new Date(Date.now() + HOUR) })
      .where('id', '=', id)
      .execute();
    const deps = {
      db: ctx.handle.db,
      mailer: ctx.mailer,
      publicOrigin: () => 'https://book.test',
      logger: () => {},
      now: () => new Date(Date.now() + 2 * HOUR),
    };
    const races = await Promise.allSettled([
      runLotteryJob(deps),
      runLotteryJob(deps),
      draw(ctx, id),
      draw(ctx, id),
      draw(ctx, id),
    ]);
    expect(races.every((r) => r.status === 'fulfilled')).toBe(true);
    const drawn = await ctx.handle.db
      .selectFrom('lottery_entries')
      .select(['checkin_date', 'checkout_date', 'status'])
      .where('event_id', '=', id)
      .execute();
    const won = drawn.filter((e) => e.status === 'winner_reservation_pending');
    expect(won.length).toBeGreaterThan(0);
    for (let n = 0; n < 5; n++) {
      const night = addDays(stayFrom, n);
      const onNight = won.filter((e) => e.checkin_date <= night && night < e.checkout_date);
      expect(onNight.length).toBeLessThanOrEqual(2);
    }
    expect(drawn.every((e) => e.status !== 'registered')).toBe(true);
    // Each entrant told exactly once, whichever run drew.
    const told = await ctx.handle.db
      .selectFrom('lottery_entries as le')
      .innerJoin('members as m', 'm.id', 'le.member_id')
      .select(['m.email', 'le.result_mailed_at'])
      .where('le.event_id', '=', id)
      .execute();
    expect(told.every((t) => t.result_mailed_at !== null)).toBe(true);
    for (const { email } of told)
      expect(
        ctx.mailer.outbox().filter((m) => m.to === email && m.text.includes('/room-lottery/')),
      ).toHaveLength(1);
  });
});
