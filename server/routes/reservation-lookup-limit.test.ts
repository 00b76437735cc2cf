import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

async function book(ctx: TestContext, offset: number) {
  const checkin = await ctx.freeDate('standard-double', 1, offset);
  const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin));
  return data(res, CreateReservationResponseSchema).data;
}

/** An app with its own lookup counters and a clock the test moves. */
function clocked(ctx: TestContext) {
  const clock = { t: Date.now() };
  return { clock, app: ctx.appWith({ now: () => new Date(clock.t) }) };
}

describeOnDatabases('reservation lookup limit', (get) => {
  it('unknown number and wrong e-mail answer identically', async () => {
    const ctx = get();
    const r = await book(ctx, 20);
    const { app } = clocked(ctx);
    const wrong = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/sakura/reservations/${r.reservation_number}?email=x@example.com`,
      undefined,
      {},
      app,
    );
    const unknown = await ctx.call(
      'GET',
      '/api/v1/hotel_brands/sakura/reservations/S000000001?email=hanako@example.com',
      undefined,
      {},
      app,
    );
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  // From one address (app.request has none: all these calls count as one). The guest from another
  // address is not refused (http/failed-lookup-limit.test.ts).
  it('5 failures in 10 minutes from one address → 429 with Retry-After there, even for the right e-mail; lifted after', async () => {
    const ctx = get();
    const r = await book(ctx, 25);
    const { clock, app } = clocked(ctx);
    const path = `/api/v1/hotel_brands/sakura/reservations/${r.reservation_number}`;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.call('GET', `${path}?email=guess${i}@example.com`, undefined, {}, app);
      expect(res.status).toBe(404);
      clock.t += 60_000;
    }
    const limited = await ctx.call('GET', `${path}?email=hanako@example.com`, undefined, {}, app);
    expect(limited.status).toBe(429);
    expect(apiError(limited)).toMatchObject({ code: 9429, status: 429 });
    // The first failure was 5 minutes ago: it leaves the 10-minute window in 5 minutes.
    expect(limited.headers.get('retry-after')).toBe('300');
    clock.t += 301_000;
    const ok = await ctx.call('GET', `${path}?email=hanako@example.com`, undefined, {}, app);
    expect(data(ok, ReservationResponseSchema).data.reservation_number).toBe(r.reservation_number);
  });

  it('one client address guessing many numbers is refused for any number, on both routes', async () => {
    const ctx = get();
    const r = await book(ctx, 30);
    const { app } = clocked(ctx);
    // app.request() has no socket; the Node adapter puts it in env.incoming.
    const from = (address: string, path: string) =>
      app.request(path, {}, { incoming: { socket: { remoteAddress: address } } });
    // 30 per address (a lobby or an office shares one), each number guessed once.
    for (let i = 0; i < 30; i++) {
      const res = await from(
        '203.0.113.9',
        `/api/v1/hotel_brands/sakura/reservations/S${String(i).padStart(9, '0')}?email=a@example.com`,
      );
      expect(res.status).toBe(404);
    }
    const own = `/api/v1/reservations/${r.reservation_number}?bypass_token=${r.bypass_token}`;
    const refused = await from('203.0.113.9', own);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await from('198.51.100.7', own)).status).toBe(200);
  });

  it('wrong tokens on GET /reservations/{number} count as failures', async () => {
    const ctx = get();
    const r = await book(ctx, 35);
    const { app } = clocked(ctx);
    const path = `/api/v1/reservations/${r.reservation_number}`;
    for (let i = 0; i < 5; i++) {
      expect(
        (await ctx.call('GET', `${path}?bypass_token=wrong${i}`, undefined, {}, app)).status,
      ).toBe(404);
    }
    const res = await ctx.call('GET', `${path}?bypass_token=${r.bypass_token}`, undefined, {}, app);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Successes never count: another app (fresh counters) reads it many times.
    const fresh = clocked(ctx).app;
    for (let i = 0; i < 7; i++) {
      const okRes = await ctx.call(
        'GET',
        `${path}?bypass_token=${r.bypass_token}`,
        undefined,
        {},
        fresh,
      );
      expect(okRes.status).toBe(200);
    }
  });
});
