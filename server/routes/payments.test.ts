import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { startExpiryJob } from '../payments/expiry-job.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import {
  answerChallenge,
  CARD,
  pathOf,
  prepaidBooking,
  remaining,
  reservationCount,
  tokenFor,
} from '../payments/test-helpers.ts';
import { expirePendingPayments } from '../services/reservations/expire.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

async function read(ctx: TestContext, number: string, token: string, app = ctx.app) {
  const res = await ctx.call(
    'GET',
    `/api/v1/reservations/${number}?bypass_token=${token}`,
    undefined,
    {},
    app,
  );
  return data(res, ReservationResponseSchema).data;
}

describeOnDatabases('card payments', (get) => {
  it('4242… succeeds: reservation done, payment captured, stock taken, e-mail sent', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 200);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.succeeds);
    const res = await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token));
    expect(res.status).toBe(201);
    const r = data(res, CreateReservationResponseSchema).data;
    expect(r.status).toBe('done');
    expect(r.payment).toMatchObject({
      status: 'captured',
      card_brand: 'visa',
      card_last4: '4242',
      amount: r.price.total_price,
      currency: 'JPY',
      challenge_url: null,
      error_code: null,
    });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    expect(ctx.mailer.outbox().some((m) => m.subject.includes(r.reservation_number))).toBe(true);
    expect((await read(ctx, r.reservation_number, r.bypass_token)).payment?.status).toBe(
      'captured',
    );
  });

  for (const [card, code] of [
    [CARD.declined, 3007],
    [CARD.expired, 3005],
    [CARD.timeout, 3001],
  ] as const) {
    it(`${card} is refused with ${code}: no reservation, stock untouched`, async () => {
      const ctx = get();
      const checkin = await ctx.freeDate(ROOM, 1, 205);
      const before = await remaining(ctx, ROOM, checkin);
      const count = await reservationCount(ctx);
      const token = await tokenFor(ctx, card);
      const res = await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token));
      expect(res.status).toBe(402);
      expect(apiError(res).code).toBe(code);
      expect(await remaining(ctx, ROOM, checkin)).toBe(before);
      expect(await reservationCount(ctx)).toBe(count);
    });
  }

  it('a card payment is refused for a pay-at-hotel plan', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 208);
    const body = {
      ...prepaidBooking(checkin, await tokenFor(ctx, CARD.succeeds)),
      rooms: [{ room_type_code: ROOM, room_plan_code: 'std-room-only', adults: 2 }],
      payment_type: 'on_site',
    };
    const res = await ctx.call('POST', '/api/v1/reservations', body);
    expect(res.status).toBe(400);
    expect(apiError(res).payload?.field).toBe('payment');
  });

  it('3-D Secure approve: payment_pending + pre_3d_secure, then done + captured', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 210);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.requires3ds);
    const res = await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token));
    expect(res.status).toBe(201);
    const r = data(res, CreateReservationResponseSchema).data;
    expect(r.status).toBe('payment_pending');
    expect(r.payment?.status).toBe('pre_3d_secure');
    const challenge = r.payment?.challenge_url ?? '';
    expect(challenge).toMatch(/^https:\/\/book\.test\/gateway\/3ds\/pay_/);
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    // No confirmation mail until the payment is through.
    expect(ctx.mailer.outbox().some((m) => m.subject.includes(r.reservation_number))).toBe(false);

    const page = await ctx.app.request(pathOf(challenge));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    for (const v of ['approved', 'failed', 'cancelled']) expect(html).toContain(`value="${v}"`);

    const answered = await answerChallenge(ctx, challenge, 'approved');
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location') ?? '');
    expect(back.origin).toBe('https://book.test');
    expect(back.searchParams.get('outcome')).toBe('approved');

    const after = await read(ctx, r.reservation_number, r.bypass_token);
    expect(after.status).toBe('done');
    expect(after.payment).toMatchObject({ status: 'captured', challenge_url: null });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    expect(ctx.mailer.outbox().some((m) => m.subject.includes(r.reservation_number))).toBe(true);
    // A closed challenge cannot be answered again.
    expect((await answerChallenge(ctx, challenge, 'failed')).status).toBe(409);
  });

  for (const [label, card, button, code, txStatus] of [
    ['fail', CARD.requires3ds, 'failed', 3006, 'failed'],
    ['cancel', CARD.requires3ds, 'cancelled', 3008, 'cancelled'],
    ['approve on the failing card', CARD.fails3ds, 'approved', 3006, 'failed'],
  ] as const) {
    it(`3-D Secure ${label}: cancelled with ${code}, stock returned`, async () => {
      const ctx = get();
      const checkin = await ctx.freeDate(ROOM, 1, 215);
      const before = await remaining(ctx, ROOM, checkin);
      const token = await tokenFor(ctx, card);
      const r = data(
        await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token)),
        CreateReservationResponseSchema,
      ).data;
      expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
      await answerChallenge(ctx, r.payment?.challenge_url ?? '', button);
      const res = await ctx.call(
        'POST',
        `/api/v1/reservations/${r.reservation_number}/payment/complete?bypass_token=${r.bypass_token}`,
      );
      const after = data(res, ReservationResponseSchema).data;
      expect(after.status).toBe('cancelled');
      expect(after.payment).toMatchObject({ status: txStatus, error_code: code });
      expect(await remaining(ctx, ROOM, checkin)).toBe(before);
      // Settling again changes nothing (stock is returned once).
      await read(ctx, r.reservation_number, r.bypass_token);
      expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    });
  }

  it('closing the 3-D Secure dialog cancels with 3008 through the API, stock returned once', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 230);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.requires3ds);
    const r = data(
      await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token)),
      CreateReservationResponseSchema,
    ).data;
    const cancelPath = `/api/v1/reservations/${r.reservation_number}/payment/cancel?bypass_token=${r.bypass_token}`;
    const after = data(await ctx.call('POST', cancelPath), ReservationResponseSchema).data;
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'cancelled', error_code: 3008 });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    // The challenge is closed at the gateway, and a second cancel changes nothing.
    expect((await answerChallenge(ctx, r.payment?.challenge_url ?? '', 'approved')).status).toBe(
      409,
    );
    expect(data(await ctx.call('POST', cancelPath), ReservationResponseSchema).data.status).toBe(
      'cancelled',
    );
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
  });

  it('a cancel that comes after the approval keeps the booking', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 240);
    const token = await tokenFor(ctx, CARD.requires3ds);
    const r = data(
      await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token)),
      CreateReservationResponseSchema,
    ).data;
    await answerChallenge(ctx, r.payment?.challenge_url ?? '', 'approved');
    const after = data(
      await ctx.call(
        'POST',
        `/api/v1/reservations/${r.reservation_number}/payment/cancel?bypass_token=${r.bypass_token}`,
      ),
      ReservationResponseSchema,
    ).data;
    expect(after.status).toBe('done');
    expect(after.payment).toMatchObject({ status: 'captured' });
  });

  it('the challenge in an iframe dialog posts its outcome through an external script', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 220);
    const token = await tokenFor(ctx, CARD.requires3ds);
    const body = prepaidBooking(checkin, token);
    body.payment = { gateway_token: token, return_url: 'https://book.test/reservation/return' };
    const r = data(
      await ctx.call('POST', '/api/v1/reservations', body),
      CreateReservationResponseSchema,
    ).data;
    const challenge = r.payment?.challenge_url ?? '';
    const page = await (await ctx.app.request(`${pathOf(challenge)}?mode=frame`)).text();
    expect(page).toContain('name="mode" value="frame"');
    const res = await answerChallenge(ctx, challenge, 'approved', 'frame');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('src="/gateway/3ds.js"');
    expect(html).toContain('data-target-origin="https://book.test"');
    expect(html).toContain('data-outcome="approved"');
    const script = await ctx.app.request('/gateway/3ds.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('postMessage');
  });

  it('a return URL on a foreign origin is refused', async () => {
    const ctx = get();
    const app = ctx.appWith({ allowedOrigins: ['https://hotel.example'] });
    const checkin = await ctx.freeDate(ROOM, 1, 222);
    const token = await tokenFor(ctx, CARD.requires3ds, app);
    const body = prepaidBooking(checkin, token);
    body.payment = { gateway_token: token, return_url: 'https://evil.example/x' };
    const res = await ctx.call('POST', '/api/v1/reservations', body, {}, app);
    expect(res.status).toBe(400);
    expect(apiError(res).payload?.field).toBe('payment.return_url');
  });

  it('15 minutes without 3-D Secure: still pending at 14:59, cancelled at 15:01', async () => {
    const ctx = get();
    const gateway = createTestGateway(() => 'https://book.test');
    let clock = new Date();
    const app = ctx.appWith({ paymentGateway: gateway, now: () => clock });
    const t0 = clock.getTime();
    const checkin = await ctx.freeDate(ROOM, 1, 225);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.requires3ds, app);
    const r = data(
      await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token), {}, app),
      CreateReservationResponseSchema,
    ).data;
    expect(r.status).toBe('payment_pending');

    expect(
      await expirePendingPayments(ctx.handle.db, gateway, new Date(t0 + 14 * 60_000 + 59_000)),
    ).toBe(0);
    clock = new Date(t0 + 14 * 60_000 + 59_000);
    expect((await read(ctx, r.reservation_number, r.bypass_token, app)).status).toBe(
      'payment_pending',
    );
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);

    clock = new Date(t0 + 15 * 60_000 + 1_000);
    const job = startExpiryJob({
      db: ctx.handle.db,
      gateway,
      now: () => clock,
      logger: () => {},
      intervalMs: 3_600_000,
    });
    // Other tests' waits (on another gateway instance) may expire too.
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    await job.stop();
    const after = await read(ctx, r.reservation_number, r.bypass_token, app);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'failed', error_code: 3250 });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    // The abandoned challenge page is closed.
    expect((await app.request(pathOf(r.payment?.challenge_url ?? ''))).status).toBe(404);
  });

  it('an Idempotency-Key retry with a card never pays twice', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 230);
    const before = await remaining(ctx, ROOM, checkin);
    const token = await tokenFor(ctx, CARD.succeeds);
    const body = prepaidBooking(checkin, token);
    const headers = { 'Idempotency-Key': `pay-${Date.now()}-retry` };
    const first = await ctx.call('POST', '/api/v1/reservations', body, headers);
    const second = await ctx.call('POST', '/api/v1/reservations', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const a = data(first, CreateReservationResponseSchema).data;
    const b = data(second, CreateReservationResponseSchema).data;
    expect(b.reservation_number).toBe(a.reservation_number);
    expect(b.payment?.status).toBe('captured');
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    const txs = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM payment_transactions p JOIN reservations r ON r.id = p.reservation_id
      WHERE r.number = ${a.reservation_number}`.execute(ctx.handle.db);
    expect(txs.rows[0]?.n).toBe(1);
    // The same token under a new key is refused by the gateway (a token pays once).
    const third = await ctx.call('POST', '/api/v1/reservations', body, {
      'Idempotency-Key': `pay-${Date.now()}-other`,
    });
    expect(third.status).toBe(402);
    expect(apiError(third).code).toBe(3002);
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
  });

  // Last: scans everything the tests above wrote.
  it('no card number appears in any log line or any database table', async () => {
    const ctx = get();
    const numbers = Object.values(CARD).flatMap((n) => [n, n.replace(/ /g, '')]);
    const logText = ctx.logs.map((l) => JSON.stringify(l)).join('\n');
    expect(ctx.logs.length).toBeGreaterThan(10);
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(ctx.handle.db);
    expect(tables.rows.map((t) => t.table_name)).toContain('payment_transactions');
    let dbText = '';
    for (const { table_name } of tables.rows) {
      const rows = await sql<{
        t: string;
      }>`SELECT t::text AS t FROM ${sql.table(table_name)} t`.execute(ctx.handle.db);
      dbText += rows.rows.map((r) => r.t).join('\n');
    }
    expect(dbText).toContain('4242');
    for (const n of numbers) {
      expect(logText).not.toContain(n);
      expect(dbText).not.toContain(n);
    }
  });
});
