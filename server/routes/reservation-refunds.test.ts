import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { createTestGateway, type TestGateway } from '../payments/test-gateway.ts';
import {
  CARD,
  prepaidBooking,
  remaining,
  reservationCount,
  tokenFor,
} from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

/** An app with its own test gateway (to look at its payments) and an optional clock. */
function withGateway(ctx: TestContext, overrides: Partial<PaymentGateway> = {}, now?: () => Date) {
  const gateway: TestGateway = createTestGateway(() => 'https://book.test');
  const wrapped: TestGateway = { ...gateway, ...overrides };
  const app = ctx.appWith({ paymentGateway: wrapped, ...(now ? { now } : {}) });
  return { gateway, app };
}

async function bookWithCard(
  ctx: TestContext,
  app: ReturnType<TestContext['appWith']>,
  checkin: string,
  paymentType: 'pre_paid' | 'on_site_credit_card_required' = 'pre_paid',
) {
  const token = await tokenFor(ctx, CARD.succeeds, app);
  const body =
    paymentType === 'pre_paid'
      ? prepaidBooking(checkin, token)
      : tokyoBooking(checkin, 1, {
          rooms: [{ room_type_code: ROOM, room_plan_code: 'std-day-use', adults: 2 }],
          payment_type: 'on_site_credit_card_required',
          payment: { gateway_token: token },
        });
  const res = await ctx.call('POST', '/api/v1/reservations', body, {}, app);
  return data(res, CreateReservationResponseSchema).data;
}

const paymentIdOf = async (ctx: TestContext, number: string): Promise<string> => {
  const r = await sql<{ id: string }>`SELECT p.gateway_payment_id AS id FROM payment_transactions p
    JOIN reservations r ON r.id = p.reservation_id WHERE r.number = ${number}`.execute(
    ctx.handle.db,
  );
  return r.rows[0]?.id ?? '';
};

describeOnDatabases('refunds on cancellation', (get) => {
  it('refunds a captured payment in full when the cancellation is free', async () => {
    const ctx = get();
    const { gateway, app } = withGateway(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 150);
    const before = await remaining(ctx, ROOM, checkin);
    const r = await bookWithCard(ctx, app, checkin);
    expect(r.payment?.status).toBe('captured');
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
      { reason: 'other', cancellation_fee_displayed: 0 },
      {},
      app,
    );
    const cancelled = data(res, ReservationResponseSchema).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({
      status: 'cancelled',
      amount: r.price.total_price,
      refunded_amount: r.price.total_price,
    });
    const p = gateway.payment(await paymentIdOf(ctx, r.reservation_number));
    expect(p).toMatchObject({ state: 'refunded', refunded: r.price.total_price });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
  });

  it('keeps the cancellation fee and refunds the rest', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 155);
    // Standard policy: 50% from 18:00 the day before check-in (Tokyo time).
    const eveningBefore = () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`);
    const { gateway, app } = withGateway(ctx, {}, eveningBefore);
    const r = await bookWithCard(ctx, app, checkin);
    const fee = Math.floor(r.price.total_price / 2);
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?email=hanako@example.com`,
      { reason: 'other', cancellation_fee_displayed: fee },
      {},
      app,
    );
    const cancelled = data(res, ReservationResponseSchema).data;
    expect(cancelled.cancellation?.fee).toBe(fee);
    expect(cancelled.payment).toMatchObject({
      status: 'captured',
      refunded_amount: r.price.total_price - fee,
    });
    const p = gateway.payment(await paymentIdOf(ctx, r.reservation_number));
    expect(p).toMatchObject({ state: 'captured', refunded: r.price.total_price - fee });
  });

  it('releases an on-site card guarantee (void) when nothing is owed', async () => {
    const ctx = get();
    const { gateway, app } = withGateway(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 160);
    const r = await bookWithCard(ctx, app, checkin, 'on_site_credit_card_required');
    expect(r.payment?.status).toBe('authorized');
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?email=hanako@example.com`,
      { reason: 'other' },
      {},
      app,
    );
    expect(data(res, ReservationResponseSchema).data.payment).toMatchObject({
      status: 'cancelled',
      refunded_amount: r.price.total_price,
    });
    expect(gateway.payment(await paymentIdOf(ctx, r.reservation_number))?.state).toBe('cancelled');
  });

  it('a refused refund leaves the reservation booked, its stock held and the payment as it was', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 165);
    const { gateway, app } = withGateway(ctx, {
      refund: async () => ({ ok: false, code: 3002 }),
    });
    const before = await remaining(ctx, ROOM, checkin);
    const r = await bookWithCard(ctx, app, checkin);
    const path = `/api/v1/reservations/${r.reservation_number}`;
    const res = await ctx.call(
      'PUT',
      `${path}/cancel?email=hanako@example.com`,
      { reason: 'other' },
      {},
      app,
    );
    expect(res.status).toBe(502);
    expect(apiError(res)).toMatchObject({ code: 3203, payload: { reason: 'refund_failed' } });
    const still = data(
      await ctx.call('GET', `${path}?email=hanako@example.com`, undefined, {}, app),
      ReservationResponseSchema,
    ).data;
    expect(still.status).toBe('done');
    expect(still.cancellation).toBeNull();
    expect(still.payment?.status).toBe('captured');
    expect(still.payment?.refunded_amount).toBeUndefined();
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    expect(gateway.payment(await paymentIdOf(ctx, r.reservation_number))?.refunded).toBe(0);
    // The gateway is back: the same cancellation now goes through (the claim was released).
    const retry = await ctx.call(
      'PUT',
      `${path}/cancel?email=hanako@example.com`,
      { reason: 'other' },
      {},
      ctx.appWith({ paymentGateway: gateway }),
    );
    expect(data(retry, ReservationResponseSchema).data.status).toBe('cancelled');
    expect(gateway.payment(await paymentIdOf(ctx, r.reservation_number))?.state).toBe('refunded');
  });

  it('two concurrent cancels refund once', async () => {
    const ctx = get();
    const { gateway, app } = withGateway(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 170);
    const r = await bookWithCard(ctx, app, checkin);
    const path = `/api/v1/reservations/${r.reservation_number}/cancel?email=hanako@example.com`;
    const results = await Promise.all(
      [0, 1, 2].map(() => ctx.call('PUT', path, { reason: 'other' }, {}, app)),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    const p = gateway.payment(await paymentIdOf(ctx, r.reservation_number));
    expect(p?.refunded).toBe(r.price.total_price);
  });
});

describeOnDatabases('card authorisation outside the booking transaction', (get) => {
  it('a slow gateway holds no locks: other bookings of the same room go through meanwhile', async () => {
    const ctx = get();
    const base = createTestGateway(() => 'https://book.test');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const authorizing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: TestGateway = {
      ...base,
      async authorize(...args) {
        started();
        await held;
        return base.authorize(...args);
      },
    };
    const app = ctx.appWith({ paymentGateway: slow });
    const checkin = await ctx.freeDate(ROOM, 1, 180);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const paying = ctx.call(
      'POST',
      '/api/v1/reservations',
      prepaidBooking(checkin, token),
      {},
      app,
    );
    await authorizing;
    const other = await Promise.race([
      ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin), {}, app),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
    ]);
    expect(other?.status).toBe(201);
    release();
    const paid = data(await paying, CreateReservationResponseSchema).data;
    expect(paid.payment?.status).toBe('captured');
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 2);
  });

  it('the room sold out while the card was at the gateway: 1105, the capture refunded, nothing kept', async () => {
    const ctx = get();
    const base = createTestGateway(() => 'https://book.test');
    const checkin = await ctx.freeDate(ROOM, 1, 185);
    const sellOut = () =>
      sql`UPDATE inventory SET remaining = 0 FROM room_types t
        WHERE t.id = inventory.room_type_id AND t.code = ${ROOM} AND inventory.date = ${checkin}`.execute(
        ctx.handle.db,
      );
    let paymentId = '';
    const racing: TestGateway = {
      ...base,
      async authorize(...args) {
        const result = await base.authorize(...args);
        if (result.status !== 'failed') paymentId = result.paymentId;
        await sellOut();
        return result;
      },
    };
    const app = ctx.appWith({ paymentGateway: racing });
    const count = await reservationCount(ctx);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const headers = { 'Idempotency-Key': `soldout-${checkin}-key` };
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      prepaidBooking(checkin, token),
      headers,
      app,
    );
    expect(res.status).toBe(409);
    expect(apiError(res).code).toBe(1105);
    expect(await reservationCount(ctx)).toBe(count);
    const keys = await sql<{ n: number }>`SELECT count(*)::int AS n FROM idempotency_keys
      WHERE key LIKE ${`%:soldout-${checkin}-key`}`.execute(ctx.handle.db);
    expect(keys.rows[0]?.n).toBe(0);
    const p = base.payment(paymentId);
    expect(p?.state).toBe('refunded');
    expect(p?.refunded).toBe(p?.amount);
  });
});
