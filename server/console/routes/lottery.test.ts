import { expect, it } from 'vitest';
import {
  ConsoleLotteryEntryListSchema,
  ConsoleLotteryEventAnswerSchema,
  ConsoleLotteryEventListSchema,
} from '../../../src/api/contract/console/lottery.ts';
import {
  DrawLotteryResponseSchema,
  LotteryEventResponseSchema,
} from '../../../src/api/contract/lottery.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { DEMO_HOTEL_API_KEY } from '../../db/seed/pay-links.ts';
import { runLotteryJob } from '../../services/lottery/job.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { asMember, newMember, widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';

const BASE = '/api/v1/console/hotels/sakura-tokyo/lottery_events';
const HOUR = 3_600_000;

async function eventBody(ctx: TestContext, offset: number, rooms = 1) {
  const stayFrom = await ctx.freeDate('standard-double', 4, offset);
  const now = Date.now();
  return {
    plan_code: 'std-room-only',
    name: 'Cherry blossom lottery',
    notification: 'Winners are told by e-mail.',
    entries_open_at: new Date(now - HOUR).toISOString(),
    entries_close_at: new Date(now + HOUR).toISOString(),
    result_at: new Date(now + 2 * HOUR).toISOString(),
    reservation_deadline: new Date(now + 3 * HOUR).toISOString(),
    stay_from: stayFrom,
    stay_to: addDays(stayFrom, 4),
    min_nights: 1,
    max_nights: 2,
    rooms_held: rooms,
  };
}

describeOnDatabases('console: lottery events', (get) => {
  it('sets up an event, follows an entry, draws once, mails the result and exports CSV', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const body = await eventBody(ctx, 60);
    const created = data(
      await ctx.call('POST', BASE, body, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    expect(created).toMatchObject({
      name: 'Cherry blossom lottery',
      phase: 'open',
      rooms_held: 1,
      room_plan_code: 'std-room-only',
      tally: { entries: 0, winners: 0, booked: 0, declined: 0 },
    });
    const listed = data(
      await ctx.call('GET', BASE, undefined, marketing.headers),
      ConsoleLotteryEventListSchema,
    ).data;
    expect(listed[0]?.id).toBe(created.id);
    expect(created.published).toBe(false);

    // A draft does not exist for members: no page, no entry. Published, it takes entries.
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const entry = {
      lottery_event_id: created.id,
      checkin_date: body.stay_from,
      checkout_date: addDays(body.stay_from, 2),
      adults: 2,
      first_name: 'Hanako',
      last_name: 'Yamada',
    };
    const asHanako = asMember(session, member.access_token);
    expect((await ctx.call('GET', `/api/v1/lottery_events/${created.id}`)).status).toBe(404);
    expect((await ctx.call('POST', '/api/v1/lottery_results', entry, asHanako)).status).toBe(404);
    const published = data(
      await ctx.call(
        'PUT',
        `${BASE}/${created.id}/published`,
        { published: true },
        marketing.headers,
      ),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    expect(published.published).toBe(true);
    expect((await ctx.call('GET', `/api/v1/lottery_events/${created.id}`)).status).toBe(200);
    const entered = await ctx.call('POST', '/api/v1/lottery_results', entry, asHanako);
    expect(entered.status).toBeLessThan(300);

    const entries = data(
      await ctx.call('GET', `${BASE}/${created.id}/entries`, undefined, marketing.headers),
      ConsoleLotteryEntryListSchema,
    ).data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: 'registered', email: member.user.email });

    const drawn = data(
      await ctx.call('POST', `${BASE}/${created.id}/draw`, {}, marketing.headers),
      DrawLotteryResponseSchema,
    ).data;
    expect(drawn.winners).toEqual([entries[0]?.entry_number]);
    const again = await ctx.call('POST', `${BASE}/${created.id}/draw`, {}, marketing.headers);
    expect(again.status).toBe(409);
    expect(
      ctx.mailer
        .outbox()
        .filter((m) => m.to === member.user.email && m.text.includes('/room-lottery/')),
    ).toHaveLength(1);

    const after = data(
      await ctx.call('GET', `${BASE}/${created.id}`, undefined, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    expect(after).toMatchObject({ phase: 'drawn', tally: { entries: 1, winners: 1 } });

    const csv = await ctx.app.request(`${BASE}/${created.id}/entries.csv`, {
      headers: marketing.headers,
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('entry_number,name,email');
    expect(text).toContain('Hanako Yamada');
    expect(text).toContain('winner_reservation_pending');

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('actor_staff_id', '=', marketing.staffId)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'lottery.create',
      'lottery.publish',
      'lottery.draw',
      'lottery.export',
    ]);
    expect(audit[0]?.target).toBe(`lottery_event:${created.id}`);
  });

  it('refuses bad input at its field and holds nothing when a night is short', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const body = await eventBody(ctx, 70);
    const order = await ctx.call(
      'POST',
      BASE,
      { ...body, max_nights: 0, stay_to: body.stay_from },
      manager.headers,
    );
    expect(order.status).toBe(400);
    const plan = apiError(
      await ctx.call('POST', BASE, { ...body, plan_code: 'no-such-plan' }, manager.headers),
    );
    expect(plan.payload).toMatchObject({ field: 'plan_code' });
    const tooMany = await ctx.call('POST', BASE, { ...body, rooms_held: 500 }, manager.headers);
    expect(tooMany.status).toBe(409);
    const listed = data(
      await ctx.call('GET', BASE, undefined, manager.headers),
      ConsoleLotteryEventListSchema,
    ).data;
    expect(listed.some((e) => e.stay_from === body.stay_from)).toBe(false);
  });

  it('edits an event: the hold moves while nobody has entered, texts per locale, locks after entries and the draw', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const body = await eventBody(ctx, 90);
    const created = data(
      await ctx.call('POST', BASE, body, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    const stock = async (date: string) =>
      (
        await ctx.handle.db
          .selectFrom('inventory as i')
          .innerJoin('room_types as rt', 'rt.id', 'i.room_type_id')
          .innerJoin('hotels as h', 'h.id', 'rt.hotel_id')
          .select('i.remaining')
          .where('h.code', '=', 'sakura-tokyo')
          .where('rt.code', '=', 'standard-double')
          .where('i.date', '=', date)
          .executeTakeFirstOrThrow()
      ).remaining;
    const firstNight = await stock(body.stay_from);
    const lastNight = await stock(addDays(body.stay_from, 3));

    // Nobody has entered: two rooms on the first three nights only, adults limited, texts per
    // locale. The fourth night gets its room back; the first gives one more.
    const edited = {
      ...body,
      stay_to: addDays(body.stay_from, 3),
      rooms_held: 2,
      max_adults: 1,
      names: { ja: '桜の抽選', ar: '' },
      notifications: { ja: '当選者にはメールでお知らせします。' },
    };
    const answer = data(
      await ctx.call('PUT', `${BASE}/${created.id}`, edited, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    expect(answer).toMatchObject({ rooms_held: 2, max_adults: 1, names: { ja: '桜の抽選' } });
    expect(await stock(body.stay_from)).toBe(firstNight - 1);
    expect(await stock(addDays(body.stay_from, 3))).toBe(lastNight + 1);
    const tooMany = await ctx.call(
      'PUT',
      `${BASE}/${created.id}`,
      { ...edited, max_adults: 19 },
      marketing.headers,
    );
    expect(apiError(tooMany).payload).toMatchObject({ field: 'max_adults' });

    // Members read the texts in their language (the widget's X-Locale).
    await ctx.call(
      'PUT',
      `${BASE}/${created.id}/published`,
      { published: true },
      marketing.headers,
    );
    const shown = data(
      await ctx.call('GET', `/api/v1/lottery_events/${created.id}`, undefined, {
        'x-locale': 'ja',
      }),
      LotteryEventResponseSchema,
    ).data;
    expect(shown).toMatchObject({
      name: '桜の抽選',
      notification: '当選者にはメールでお知らせします。',
    });

    // Once a member entered: the hold is fixed, times and texts still change.
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const entered = await ctx.call(
      'POST',
      '/api/v1/lottery_results',
      {
        lottery_event_id: created.id,
        checkin_date: body.stay_from,
        checkout_date: addDays(body.stay_from, 1),
        adults: 1,
        first_name: 'Hanako',
        last_name: 'Yamada',
      },
      asMember(session, member.access_token),
    );
    expect(entered.status).toBeLessThan(300);
    const held = await ctx.call(
      'PUT',
      `${BASE}/${created.id}`,
      { ...edited, rooms_held: 3 },
      marketing.headers,
    );
    expect(held.status).toBe(409);
    expect(apiError(held).payload).toMatchObject({ field: 'rooms_held' });
    const later = new Date(Date.parse(body.reservation_deadline) + HOUR).toISOString();
    expect(
      (
        await ctx.call(
          'PUT',
          `${BASE}/${created.id}`,
          { ...edited, name: 'Cherry blossom draw', reservation_deadline: later },
          marketing.headers,
        )
      ).status,
    ).toBe(200);

    // Drawn: only the texts.
    await ctx.call('POST', `${BASE}/${created.id}/draw`, {}, marketing.headers);
    // (the draw closed the entries: the form shows the event as it is now)
    const drawn = data(
      await ctx.call('GET', `${BASE}/${created.id}`, undefined, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    const after = {
      ...edited,
      name: 'Cherry blossom draw',
      entries_close_at: drawn.entries_close_at,
      reservation_deadline: later,
    };
    const time = await ctx.call(
      'PUT',
      `${BASE}/${created.id}`,
      { ...after, result_at: new Date(Date.parse(body.result_at) + 60_000).toISOString() },
      marketing.headers,
    );
    expect(time.status).toBe(409);
    expect(apiError(time).payload).toMatchObject({ field: 'result_at' });
    const renamed = await ctx.call(
      'PUT',
      `${BASE}/${created.id}`,
      { ...after, names: { ja: '桜の抽選会' } },
      marketing.headers,
    );
    expect(renamed.status).toBe(200);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('actor_staff_id', '=', marketing.staffId)
      .where('action', '=', 'lottery.update')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit[0]?.after).toMatchObject({ rooms_held: 2, stay_to: edited.stay_to });
    expect(audit[0]?.before).toMatchObject({ rooms_held: 1 });
    expect(Object.keys(audit[2]?.after as object)).toEqual(['names']);
  });

  it('leaves a draft undrawn past its result time (job, console, hotel API / CLI) until it is published', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const body = await eventBody(ctx, 100);
    const created = data(
      await ctx.call('POST', BASE, body, marketing.headers),
      ConsoleLotteryEventAnswerSchema,
    ).data;
    expect(created.published).toBe(false);
    // The job runs three hours on: past the draft's result time.
    const job = () =>
      runLotteryJob({
        db: ctx.handle.db,
        mailer: ctx.mailer,
        publicOrigin: () => 'https://book.test',
        logger: () => {},
        now: () => new Date(Date.now() + 3 * HOUR),
      });
    await job();
    const state = async () =>
      data(
        await ctx.call('GET', `${BASE}/${created.id}`, undefined, marketing.headers),
        ConsoleLotteryEventAnswerSchema,
      ).data;
    expect(await state()).toMatchObject({ drawn_at: null, published: false });

    const fromConsole = await ctx.call('POST', `${BASE}/${created.id}/draw`, {}, marketing.headers);
    expect(fromConsole.status).toBe(409);
    expect(apiError(fromConsole).payload).toMatchObject({ field: 'published' });
    // The CLI's call (npm run lottery:draw): the hotel API's draw.
    const fromCli = await ctx.call(
      'POST',
      `/api/v1/hotel/lottery_events/${created.id}/draw`,
      {},
      { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` },
    );
    expect(fromCli.status).toBe(409);
    expect((await state()).drawn_at).toBeNull();

    await ctx.call(
      'PUT',
      `${BASE}/${created.id}/published`,
      { published: true },
      marketing.headers,
    );
    await job();
    expect((await state()).phase).toBe('drawn');
  });

  it('keeps lottery events to marketing, managers and owners, and to the hotels a member has', async () => {
    const ctx = get();
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    expect((await ctx.call('GET', BASE, undefined, desk.headers)).status).toBe(403);
    const body = await eventBody(ctx, 80);
    expect((await ctx.call('POST', BASE, body, desk.headers)).status).toBe(403);
    const elsewhere = await signedInStaff(ctx, { role: 'marketing', hotels: ['sakura-osaka'] });
    expect((await ctx.call('GET', BASE, undefined, elsewhere.headers)).status).toBe(403);
    expect((await ctx.call('GET', BASE)).status).toBe(401);
  });
});
