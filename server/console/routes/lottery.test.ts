import { expect, it } from 'vitest';
import {
  ConsoleLotteryEntryListSchema,
  ConsoleLotteryEventAnswerSchema,
  ConsoleLotteryEventListSchema,
} from '../../../src/api/contract/console/lottery.ts';
import { DrawLotteryResponseSchema } from '../../../src/api/contract/lottery.ts';
import { addDays } from '../../../src/rules/dates.ts';
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

    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const entered = await ctx.call(
      'POST',
      '/api/v1/lottery_results',
      {
        lottery_event_id: created.id,
        checkin_date: body.stay_from,
        checkout_date: addDays(body.stay_from, 2),
        adults: 2,
        first_name: 'Hanako',
        last_name: 'Yamada',
      },
      asMember(session, member.access_token),
    );
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
