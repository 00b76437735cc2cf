import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  QuoteResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { convertMinor } from '../currency/convert.ts';
import type { ExchangeRates } from '../currency/rates.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, prepaidBooking, reservationCount, tokenFor } from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

/** Rates a test can move (the exchange rate changing between quote and booking). */
function movableRates(initial: string) {
  const state = { rate: initial, updated_at: '2026-01-01T00:00:00.000Z' };
  const rates: ExchangeRates = {
    async rate(base, quote) {
      return base === 'JPY' && quote === 'USD'
        ? { base_currency: 'JPY', currency: 'USD', ...state }
        : null;
    },
    async currencies() {
      return ['USD'];
    },
  };
  return { rates, state };
}

function appFor(ctx: TestContext, rates?: ExchangeRates, now?: () => Date) {
  const gateway = createTestGateway(() => 'https://book.test');
  const app = ctx.appWith({
    paymentGateway: gateway,
    ...(rates ? { exchangeRates: rates } : {}),
    ...(now ? { now } : {}),
  });
  return { gateway, app };
}

const quoteOf = (checkin: string, mcp_currency?: string, payment_type?: 'on_site') => {
  const b = prepaidBooking(checkin, 'unused-token');
  return {
    hotel_code: b.hotel_code,
    checkin_date: b.checkin_date,
    checkout_date: b.checkout_date,
    rooms: b.rooms,
    ...(mcp_currency ? { mcp_currency } : {}),
    ...(payment_type ? { payment_type } : {}),
  };
};

describeOnDatabases('multi-currency reservations', (get) => {
  it('quotes and books in USD: mcp_ prices, the stored rate and the card charged in USD', async () => {
    const ctx = get();
    const { gateway, app } = appFor(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 40);
    const q = data(
      await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(checkin, 'USD'), {}, app),
      QuoteResponseSchema,
    ).data;
    const rate = q.price.mcp_exchange_rate?.rate ?? '';
    expect(rate).toBe('0.0067');
    expect(q.price.currency).toBe('JPY');
    expect(q.price.mcp_currency).toBe('USD');
    expect(q.price.mcp_total_price).toBe(convertMinor(q.price.total_price, 'JPY', 'USD', rate));
    expect(q.rooms[0]?.price.mcp_total_price).toBe(
      convertMinor(q.rooms[0]?.price.total_price ?? 0, 'JPY', 'USD', rate),
    );

    const token = await tokenFor(ctx, CARD.succeeds, app);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaidBooking(checkin, token),
        mcp_currency: 'USD',
        expected_total_price: q.price.mcp_total_price,
      },
      {},
      app,
    );
    const r = data(res, CreateReservationResponseSchema).data;
    expect(res.status).toBe(201);
    expect(r.price.total_price).toBe(q.price.total_price);
    expect(r.price.mcp_total_price).toBe(q.price.mcp_total_price);
    expect(r.price.mcp_exchange_rate).toEqual(q.price.mcp_exchange_rate);
    expect(r.rooms[0]?.price.mcp_currency).toBe('USD');
    expect(r.mcp_cancellation_fee).toBe(convertMinor(r.cancellation_fee, 'JPY', 'USD', rate));
    expect(r.payment).toMatchObject({
      status: 'captured',
      amount: q.price.mcp_total_price,
      currency: 'USD',
    });
    const stored = await sql<{ id: string; rate: { rate: string; updated_at: string } }>`
      SELECT p.gateway_payment_id AS id, r.mcp_exchange_rate AS rate FROM reservations r
      JOIN payment_transactions p ON p.reservation_id = r.id
      WHERE r.number = ${r.reservation_number}`.execute(ctx.handle.db);
    expect(stored.rows[0]?.rate).toMatchObject({ rate, currency: 'USD' });
    expect(gateway.payment(stored.rows[0]?.id ?? '')).toMatchObject({
      currency: 'USD',
      amount: q.price.mcp_total_price,
      state: 'captured',
    });
    // Every later read presents the same mcp_ prices.
    const read = data(
      await ctx.call(
        'GET',
        `/api/v1/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`,
        undefined,
        {},
        app,
      ),
      ReservationResponseSchema,
    ).data;
    expect(read.price.mcp_total_price).toBe(q.price.mcp_total_price);
  });

  it('refuses a currency other than the hotel one without a card payment type (400 payment_type)', async () => {
    const ctx = get();
    const { app } = appFor(ctx);
    const checkin = await ctx.freeDate(ROOM, 1, 45);
    const count = await reservationCount(ctx);
    const booking = await ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...tokyoBooking(checkin), mcp_currency: 'USD' },
      {},
      app,
    );
    expect(booking.status).toBe(400);
    expect(apiError(booking)).toMatchObject({ code: 1000, payload: { field: 'payment_type' } });
    expect(await reservationCount(ctx)).toBe(count);
    const onSite = tokyoBooking(checkin);
    const quoted = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      {
        hotel_code: onSite.hotel_code,
        checkin_date: onSite.checkin_date,
        checkout_date: onSite.checkout_date,
        rooms: onSite.rooms,
        payment_type: 'on_site',
        mcp_currency: 'USD',
      },
      {},
      app,
    );
    expect(apiError(quoted)).toMatchObject({ code: 1000, payload: { field: 'payment_type' } });
    // A card-guaranteed plan (the seed's day use) is paid at the hotel, in the hotel's
    // currency: refused as well.
    const guaranteed = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      {
        hotel_code: onSite.hotel_code,
        checkin_date: onSite.checkin_date,
        checkout_date: onSite.checkout_date,
        rooms: onSite.rooms.map((room) => ({ ...room, room_plan_code: 'std-day-use' })),
        payment_type: 'on_site_credit_card_required',
        mcp_currency: 'USD',
      },
      {},
      app,
    );
    expect(apiError(guaranteed)).toMatchObject({
      code: 1000,
      payload: { field: 'payment_type' },
      details: { base: [expect.stringContaining('pre_paid')] },
    });
    // The hotel's own currency is no conversion: pay at the hotel is fine.
    const jpy = await ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...tokyoBooking(checkin), mcp_currency: 'JPY' },
      {},
      app,
    );
    expect(jpy.status).toBe(201);
    expect(data(jpy, CreateReservationResponseSchema).data.price.mcp_currency).toBeUndefined();
  });

  it('a currency without a rate is 400 naming mcp_currency', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 46);
    const res = await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(checkin, 'XYZ'));
    expect(apiError(res)).toMatchObject({ code: 1000, payload: { field: 'mcp_currency' } });
  });

  it('answers 409 "exchange rate updated" when the rate moved between quote and booking; no money taken', async () => {
    const ctx = get();
    const { rates, state } = movableRates('0.0067');
    const { gateway, app } = appFor(ctx, rates);
    const checkin = await ctx.freeDate(ROOM, 1, 50);
    const q = data(
      await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(checkin, 'USD'), {}, app),
      QuoteResponseSchema,
    ).data;
    state.rate = '0.0071';
    state.updated_at = '2026-01-02T00:00:00.000Z';
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const count = await reservationCount(ctx);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaidBooking(checkin, token),
        mcp_currency: 'USD',
        expected_total_price: q.price.mcp_total_price,
      },
      {},
      app,
    );
    expect(res.status).toBe(409);
    const err = apiError(res);
    expect(err.code).toBe(9409);
    expect(err.payload).toMatchObject({
      reason: 'exchange_rate_updated',
      total_price: q.price.total_price,
      mcp_currency: 'USD',
      mcp_total_price: convertMinor(q.price.total_price, 'JPY', 'USD', '0.0071'),
      mcp_exchange_rate: { rate: '0.0071', updated_at: '2026-01-02T00:00:00.000Z' },
    });
    expect(await reservationCount(ctx)).toBe(count);
    // The token was never used: the check comes before the card is touched.
    const retry = await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaidBooking(checkin, token),
        mcp_currency: 'USD',
        expected_total_price: (err.payload as { mcp_total_price: number }).mcp_total_price,
      },
      {},
      app,
    );
    expect(retry.status).toBe(201);
    expect(gateway).toBeDefined();
  });

  it('refunds a USD booking in USD, keeping the fee converted at the booking rate', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 55);
    // Standard policy: 50% from 18:00 the day before check-in (Tokyo time).
    const { gateway, app } = appFor(
      ctx,
      undefined,
      () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`),
    );
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const r = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        { ...prepaidBooking(checkin, token), mcp_currency: 'USD' },
        {},
        app,
      ),
      CreateReservationResponseSchema,
    ).data;
    const rate = r.price.mcp_exchange_rate?.rate ?? '';
    const fee = Math.floor(r.price.total_price / 2);
    const mcpFee = convertMinor(fee, 'JPY', 'USD', rate);
    expect(r.mcp_cancellation_fee).toBe(mcpFee);
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`,
      { reason: 'other', cancellation_fee_displayed: fee },
      {},
      app,
    );
    const cancelled = data(res, ReservationResponseSchema).data;
    expect(cancelled.cancellation).toMatchObject({ fee, mcp_fee: mcpFee });
    expect(cancelled.mcp_cancellation_fee).toBe(mcpFee);
    const paid = r.price.mcp_total_price ?? 0;
    expect(cancelled.payment).toMatchObject({
      status: 'captured',
      currency: 'USD',
      amount: paid,
      refunded_amount: paid - mcpFee,
    });
    const id = await sql<{
      id: string;
    }>`SELECT p.gateway_payment_id AS id FROM payment_transactions p
      JOIN reservations r ON r.id = p.reservation_id WHERE r.number = ${r.reservation_number}`.execute(
      ctx.handle.db,
    );
    expect(gateway.payment(id.rows[0]?.id ?? '')).toMatchObject({ refunded: paid - mcpFee });
  });
});
