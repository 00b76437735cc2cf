import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  CurrentPointResponseSchema,
  PointExchangeResponseSchema,
  PointExchangesResponseSchema,
  PointsTimelineResponseSchema,
  QuoteResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays, daysBetween } from '../../src/rules/dates.ts';
import { addPoints, expireDue, lockAccount, pointTotals } from '../services/points/ledger.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const DAY_MS = 86_400_000;

/** A new member of the demo program (points: 2 %, steps of 100 from 100) holding `points`. */
async function memberWith(ctx: TestContext, points: number) {
  const session = await widgetSession(ctx);
  const m = await newMember(ctx, session);
  if (points > 0) {
    await ctx.handle.db
      .transaction()
      .execute((tx) =>
        addPoints(
          tx,
          { memberId: m.user.id, programId: m.user.program_id },
          { kind: 'gained', points, validityDays: 365, availableAt: new Date(Date.now() - DAY_MS) },
          new Date(Date.now() - DAY_MS),
        ),
      );
  }
  return { session, m, headers: asMember(session, m.access_token) };
}

const currentPoint = async (ctx: TestContext, headers: Record<string, string>, app = ctx.app) =>
  data(
    await ctx.call('GET', '/api/v1/memberships/point', undefined, headers, app),
    CurrentPointResponseSchema,
  ).data;

const timeline = async (
  ctx: TestContext,
  headers: Record<string, string>,
  query = '',
  app = ctx.app,
) =>
  data(
    await ctx.call('GET', `/api/v1/memberships/points_timeline${query}`, undefined, headers, app),
    PointsTimelineResponseSchema,
  );

const quoteOf = (checkin: string, spending_point?: number) => {
  const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = tokyoBooking(checkin);
  return {
    hotel_code,
    checkin_date,
    checkout_date,
    rooms,
    payment_type,
    ...(spending_point === undefined ? {} : { spending_point }),
  };
};

describeOnDatabases('points', (get) => {
  it('prices a stay with points, recomputing the taxes, and checks the spending rule', async () => {
    const ctx = get();
    const { headers } = await memberWith(ctx, 3_000);
    const checkin = await ctx.freeDate('standard-double', 1, 60);
    const quote = async (points?: number) =>
      ctx.call('POST', '/api/v1/reservations/quote', quoteOf(checkin, points), headers);
    const plain = data(await quote(), QuoteResponseSchema).data.price;
    expect(plain.spending_point_value).toBeUndefined();
    const withPoints = data(await quote(1_000), QuoteResponseSchema).data.price;
    const withoutTax = plain.total_price_without_tax - 1_000;
    expect(withPoints).toMatchObject({
      spending_point_value: 1_000,
      total_price_before_point_discount: plain.total_price,
      total_price_without_tax: withoutTax,
      tax: Math.floor(withoutTax / 10),
      accommodation_tax_before_point_discount: plain.accommodation_tax,
    });
    expect(withPoints.total_price).toBe(withoutTax + withPoints.tax + withPoints.accommodation_tax);
    expect(apiError(await quote(150)).code).toBe(1000); // not a step of 100
    expect(apiError(await quote(3_100)).code).toBe(2401); // above the balance
    const guest = await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(checkin, 100), {
      'x-client-session': headers['x-client-session'] ?? '',
    });
    expect(apiError(guest)).toMatchObject({ code: 1000, payload: { field: 'spending_point' } });
  });

  it('offers points only where the hotel has the point program on', async () => {
    const ctx = get();
    const { headers } = await memberWith(ctx, 3_000);
    const db = ctx.handle.db;
    const setOff = (off: boolean) =>
      sql`UPDATE hotels SET settings = jsonb_set(settings, '{point_program_disabled}', ${JSON.stringify(off)}::jsonb)
        WHERE code = 'sakura-tokyo'`.execute(db);
    await setOff(true);
    try {
      const checkin = await ctx.freeDate('standard-double', 1, 65);
      const quote = await ctx.call(
        'POST',
        '/api/v1/reservations/quote',
        quoteOf(checkin, 100),
        headers,
      );
      expect(apiError(quote).code).toBe(3502);
      // Nothing is earned there either.
      const booked = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin), headers);
      expect(booked.status).toBe(201);
      expect((await currentPoint(ctx, headers)).future_point).toBe(0);
    } finally {
      await setOff(false);
    }
  });

  it('spends at booking, earns for the stay, and gives the points back on cancellation', async () => {
    const ctx = get();
    const { headers, m } = await memberWith(ctx, 3_000);
    const checkin = await ctx.freeDate('standard-double', 1, 70);
    const booked = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { spending_point: 1_000 }),
        headers,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(booked.price.spending_point_value).toBe(1_000);
    let point = await currentPoint(ctx, headers);
    expect(point.total_point).toBe(2_000);
    // 2 % of what is paid.
    const earned = Math.floor((booked.price.total_price * 2) / 100);
    expect(point.future_point).toBe(earned);
    const future = await timeline(ctx, headers, '?scope=future');
    expect(future.data).toMatchObject([
      { kind: 'future', points: earned, reservation_number: booked.reservation_number },
    ]);
    // Spendable three days after check-out.
    const account = { memberId: m.user.id, programId: m.user.program_id };
    const at = (day: string) => pointTotals(ctx.handle.db, account, new Date(`${day}T00:00:00Z`));
    expect(await at(addDays(checkin, 3))).toMatchObject({ balance: 2_000, future: earned });
    expect(await at(addDays(checkin, 4))).toMatchObject({ balance: 2_000 + earned, future: 0 });
    const cancel = await ctx.call(
      'PUT',
      `/api/v1/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`,
      { reason: 'trip_plan_change', cancellation_fee_displayed: 0 },
    );
    expect(data(cancel, ReservationResponseSchema).data.status).toBe('cancelled');
    point = await currentPoint(ctx, headers);
    expect(point).toMatchObject({ total_point: 3_000, future_point: 0 });
    const history = await timeline(ctx, headers);
    expect(history.data.map((e) => [e.kind, e.points])).toEqual([
      ['refunded', 1_000],
      ['spent', -1_000],
      ['gained', 3_000],
    ]);
  });

  it('restates the points a stay earns when it moves: new price, spendable after the new check-out', async () => {
    const ctx = get();
    const { headers, m } = await memberWith(ctx, 0);
    const checkin = await ctx.freeDate('standard-double', 3, 90);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin), headers),
      CreateReservationResponseSchema,
    ).data;
    const earnedFor = (paid: number) => Math.floor((paid * 2) / 100);
    expect((await currentPoint(ctx, headers)).future_point).toBe(
      earnedFor(booked.price.total_price),
    );
    // Two more nights: more paid, more earned, spendable later.
    const path = `/api/v1/reservations/${booked.reservation_number}?bypass_token=${booked.bypass_token}`;
    const longer = data(
      await ctx.call('PUT', path, { checkin_date: checkin, checkout_date: addDays(checkin, 3) }),
      ReservationResponseSchema,
    ).data;
    expect(longer.price.total_price).toBeGreaterThan(booked.price.total_price);
    const earned = earnedFor(longer.price.total_price);
    expect((await currentPoint(ctx, headers)).future_point).toBe(earned);
    const future = await timeline(ctx, headers, '?scope=future');
    expect(future.data.map((e) => [e.kind, e.points])).toEqual([['future', earned]]);
    const account = { memberId: m.user.id, programId: m.user.program_id };
    const at = (day: string) => pointTotals(ctx.handle.db, account, new Date(`${day}T00:00:00Z`));
    // The old check-out's date no longer releases anything; the new one's releases it all, once.
    expect(await at(addDays(checkin, 4))).toMatchObject({ balance: 0, future: earned });
    expect(await at(addDays(checkin, 6))).toMatchObject({ balance: earned, future: 0 });
    // Cancelled, the restated points go too.
    await ctx.call(
      'PUT',
      `/api/v1/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`,
      {
        reason: 'trip_plan_change',
        cancellation_fee_displayed: 0,
      },
    );
    expect(await at(addDays(checkin, 6))).toMatchObject({ balance: 0, future: 0 });
  });

  it('lets exactly one of 20 parallel bookings spend the whole balance', async () => {
    const ctx = get();
    const { headers, m } = await memberWith(ctx, 1_000);
    // Twenty free nights, so that only the points can refuse a booking.
    const dates: string[] = [];
    for (let offset = 200; dates.length < 20; ) {
      const date = await ctx.freeDate('standard-double', 1, offset);
      dates.push(date);
      offset = daysBetween(ctx.today, date) + 1;
    }
    const results = await Promise.all(
      dates.map((date) =>
        ctx.call(
          'POST',
          '/api/v1/reservations',
          tokyoBooking(date, 1, { spending_point: 1_000 }),
          headers,
        ),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(apiError(r).code).toBe(2401);
    expect((await currentPoint(ctx, headers)).total_point).toBe(0);
    const spent = await sql<{ n: number }>`SELECT count(*)::int AS n FROM point_entries
      WHERE member_id = ${m.user.id} AND kind = 'spent'`.execute(ctx.handle.db);
    expect(spent.rows[0]?.n).toBe(1);
  });

  it('pages the history five at a time, exchanges points and expires old ones', async () => {
    const ctx = get();
    const { headers, m } = await memberWith(ctx, 2_000);
    const exchange = (amount: number) =>
      ctx.call('POST', '/api/v1/memberships/point_exchanges', { amount }, headers);
    for (let i = 0; i < 5; i++) {
      const res = await exchange(100);
      expect(res.status).toBe(201);
      expect(data(res, PointExchangeResponseSchema).data).toMatchObject({
        amount: 100,
        exchange_type: 'digico',
      });
    }
    expect(apiError(await exchange(5_000)).code).toBe(2401);
    expect(apiError(await exchange(0)).code).toBe(1000);
    const page1 = await timeline(ctx, headers);
    expect(page1).toMatchObject({ page: 1, total_pages: 2, total_entries: 6, total_point: 1_500 });
    expect(page1.data).toHaveLength(5);
    const page2 = await timeline(ctx, headers, '?page=2');
    expect(page2.data).toMatchObject([{ kind: 'gained', points: 2_000 }]);
    const exchanges = data(
      await ctx.call('GET', '/api/v1/memberships/point_exchanges?per_page=2', undefined, headers),
      PointExchangesResponseSchema,
    );
    expect(exchanges).toMatchObject({ total_entries: 5, total_pages: 3 });
    // A year on, what is left of the gained points expires (once).
    const account = { memberId: m.user.id, programId: m.user.program_id };
    const yearOn = new Date(Date.now() + 366 * DAY_MS);
    for (let i = 0; i < 2; i++) {
      const totals = await ctx.handle.db
        .transaction()
        .execute((tx) => lockAccount(tx, account).then(() => expireDue(tx, account, yearOn)));
      expect(totals.balance).toBe(0);
    }
    const expired = await timeline(ctx, headers);
    expect(expired.data[0]).toMatchObject({ kind: 'expired', points: -1_500 });
    expect(expired.total_entries).toBe(7);
    // The ledger is append-only.
    await expect(
      sql`UPDATE point_entries SET points = 1 WHERE member_id = ${m.user.id}`.execute(
        ctx.handle.db,
      ),
    ).rejects.toThrow(/append-only/);
  });
});
