import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { UPDATE_LOCK_MS } from '../services/reservations/lock.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

async function lockOf(ctx: TestContext, number: string) {
  const r = await sql<{ locked_until: Date | null; lock_id: string | null }>`
    SELECT locked_until, lock_id FROM reservations WHERE number = ${number}`.execute(ctx.handle.db);
  return r.rows[0];
}

async function bookOnSite(ctx: TestContext, offset: number) {
  const checkin = await ctx.freeDate(ROOM, 2, offset);
  const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin));
  return { checkin, r: data(res, CreateReservationResponseSchema).data };
}

describeOnDatabases('reservation update locks', (get) => {
  it('a cancellation at the gateway holds the booking: a second cancel and a change answer 3013, guests 3016', async () => {
    const ctx = get();
    const gateway = createTestGateway(() => 'https://book.test');
    let reached: () => void = () => {};
    const atGateway = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let refunds = 0;
    const app = ctx.appWith({
      paymentGateway: {
        ...gateway,
        refund: async (id, amount) => {
          refunds++;
          reached();
          await gate;
          return gateway.refund(id, amount);
        },
      },
    });
    const checkin = await ctx.freeDate(ROOM, 1, 170);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const r = data(
      await ctx.call('POST', '/api/v1/reservations', prepaidBooking(checkin, token), {}, app),
      CreateReservationResponseSchema,
    ).data;
    const base = `/api/v1/reservations/${r.reservation_number}`;
    const q = `?bypass_token=${r.bypass_token}`;
    const first = ctx.call('PUT', `${base}/cancel${q}`, { reason: 'other' }, {}, app);
    await atGateway;

    const second = await ctx.call('PUT', `${base}/cancel${q}`, { reason: 'other' }, {}, app);
    expect(second.status).toBe(409);
    expect(apiError(second)).toMatchObject({
      code: 3013,
      payload: { retry_after: UPDATE_LOCK_MS / 1000 },
    });
    const change = await ctx.call(
      'PUT',
      `${base}${q}`,
      { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 2) },
      {},
      app,
    );
    expect(apiError(change).code).toBe(3013);
    const guests = await ctx.call(
      'PUT',
      `${base}/guests${q}`,
      { guest: { first_name: 'Taro', last_name: 'Yamada' } },
      {},
      app,
    );
    expect(guests.status).toBe(409);
    expect(apiError(guests).code).toBe(3016);

    open();
    const done = data(await first, ReservationResponseSchema).data;
    expect(done.status).toBe('cancelled');
    expect(refunds).toBe(1);
    expect(await lockOf(ctx, r.reservation_number)).toEqual({ locked_until: null, lock_id: null });
  });

  it('a lock left by a process that died answers 3013/3016 until it expires after 5 minutes', async () => {
    const ctx = get();
    const { checkin, r } = await bookOnSite(ctx, 175);
    const now = Date.now();
    await sql`UPDATE reservations SET lock_id = 'dead', locked_until = ${new Date(now + UPDATE_LOCK_MS)}
      WHERE number = ${r.reservation_number}`.execute(ctx.handle.db);
    const base = `/api/v1/reservations/${r.reservation_number}`;
    const q = `?email=hanako@example.com`;
    const move = { checkin_date: addDays(checkin, 1), checkout_date: addDays(checkin, 2) };
    expect(apiError(await ctx.call('PUT', `${base}${q}`, move)).code).toBe(3013);
    expect(
      apiError(
        await ctx.call('PUT', `${base}/guests${q}`, { guest: { first_name: 'A', last_name: 'B' } }),
      ).code,
    ).toBe(3016);
    expect(apiError(await ctx.call('PUT', `${base}/cancel${q}`, { reason: 'other' })).code).toBe(
      3013,
    );
    const later = ctx.appWith({ now: () => new Date(now + UPDATE_LOCK_MS + 1000) });
    const moved = await ctx.call('PUT', `${base}${q}`, move, {}, later);
    expect(data(moved, ReservationResponseSchema).data.checkin_date).toBe(move.checkin_date);
    expect(await lockOf(ctx, r.reservation_number)).toEqual({ locked_until: null, lock_id: null });
  });

  it('a failed change releases its lock at once', async () => {
    const ctx = get();
    const { checkin, r } = await bookOnSite(ctx, 180);
    const path = `/api/v1/reservations/${r.reservation_number}?email=hanako@example.com`;
    // Beyond the reservable period: 1903, after the lock was taken.
    const far = await ctx.call('PUT', path, {
      checkin_date: addDays(checkin, 800),
      checkout_date: addDays(checkin, 801),
    });
    expect(far.status).toBeGreaterThanOrEqual(400);
    expect(await lockOf(ctx, r.reservation_number)).toEqual({ locked_until: null, lock_id: null });
    const moved = await ctx.call('PUT', path, {
      checkin_date: addDays(checkin, 1),
      checkout_date: addDays(checkin, 2),
    });
    expect(moved.status).toBe(200);
  });

  it('answers 3014 when expected_updated_at is not the reservation updated_at', async () => {
    const ctx = get();
    const { checkin, r } = await bookOnSite(ctx, 185);
    const base = `/api/v1/reservations/${r.reservation_number}`;
    const q = `?bypass_token=${r.bypass_token}`;
    const seen = r.updated_at;
    const moved = data(
      await ctx.call('PUT', `${base}${q}`, {
        checkin_date: addDays(checkin, 1),
        checkout_date: addDays(checkin, 2),
        expected_updated_at: seen,
      }),
      ReservationResponseSchema,
    ).data;
    expect(moved.updated_at).not.toBe(seen);
    // Another tab still shows the old booking: its cancel, change and guests' change are refused.
    const staleCancel = await ctx.call('PUT', `${base}/cancel${q}`, {
      reason: 'other',
      expected_updated_at: seen,
    });
    expect(staleCancel.status).toBe(409);
    expect(apiError(staleCancel)).toMatchObject({
      code: 3014,
      payload: { field: 'expected_updated_at', updated_at: moved.updated_at },
    });
    const staleGuests = await ctx.call('PUT', `${base}/guests${q}`, {
      guest: { first_name: 'Taro', last_name: 'Yamada' },
      expected_updated_at: seen,
    });
    expect(apiError(staleGuests).code).toBe(3014);
    const still = data(await ctx.call('GET', `${base}${q}`), ReservationResponseSchema).data;
    expect(still.status).toBe('done');
    expect(still.guest.first_name).toBe('Hanako');
    const cancelled = await ctx.call('PUT', `${base}/cancel${q}`, {
      reason: 'other',
      expected_updated_at: moved.updated_at,
    });
    expect(data(cancelled, ReservationResponseSchema).data.status).toBe('cancelled');
    const notTime = await ctx.call('PUT', `${base}/cancel${q}`, {
      reason: 'other',
      expected_updated_at: 'yesterday',
    });
    expect(apiError(notTime)).toMatchObject({
      code: 1000,
      payload: { field: 'expected_updated_at' },
    });
  });
});
