import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import {
  apiError,
  describeOnDatabases,
  type TestContext,
  type TestResponse,
} from '../test/harness.ts';
import { consoleCode, TOKYO_CONSOLE } from '../test/held-coupons.ts';
import { createPause } from '../test/pause.ts';
import { signedInStaff } from '../test/staff.ts';

/**
 * A code switched off while a booking with it is under way (issue 41): the booking's count of
 * the code and the console's switch-off lock the same coupon row, so either the booking
 * committed first (and counts as a use), or it is refused as checkout refuses a code that is off
 * (1500, reason `invalid`).
 */

const ROOM = 'standard-double';

async function codeState(ctx: TestContext, code: string) {
  const coupon = await ctx.handle.db
    .selectFrom('coupons')
    .select(['active', 'used_count'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const booked = await ctx.handle.db
    .selectFrom('reservations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('coupon_code', '=', code)
    .executeTakeFirstOrThrow();
  return { ...coupon, bookings: Number(booked.n) };
}

const refusedAsOff = (res: TestResponse) =>
  expect(apiError(res)).toMatchObject({
    code: 1500,
    payload: { field: 'coupon_code', reason: 'invalid' },
  });

/**
 * Until the booking waits for the coupon row the test's transaction holds. PostgreSQL shows it
 * waiting on a lock; PGlite runs one statement at a time, so there the whole booking waits for
 * the transaction, and a moment's wait lets it arrive.
 */
async function untilBookingWaits(ctx: TestContext): Promise<void> {
  if (ctx.handle.kind === 'pglite') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return;
  }
  for (let tries = 0; tries < 200; tries++) {
    const r = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.handle.db);
    if ((r.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the booking never waited for the coupon row');
}

describeOnDatabases('a coupon switched off while a booking with it is under way', (get) => {
  it('refuses a card booking (and releases the card) when the code went off during authorisation', async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    await consoleCode(ctx, staff, 'RACE-CARD', { name: 'Race RACE-CARD' });
    const gateway = createTestGateway(() => 'https://book.test');
    const atGateway = createPause();
    const paymentIds: string[] = [];
    const app = ctx.appWith({
      paymentGateway: {
        ...gateway,
        // The booking has checked the code (on) and waits at the gateway, no transaction open.
        authorize: async (...args) => {
          await atGateway.pause();
          const result = await gateway.authorize(...args);
          if ('paymentId' in result) paymentIds.push(result.paymentId);
          return result;
        },
      },
    });
    const checkin = await ctx.freeDate(ROOM, 1, 80);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const booking = ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...prepaidBooking(checkin, token), coupon_code: 'RACE-CARD' },
      {},
      app,
    );
    await atGateway.reached;
    const off = await ctx.call(
      'PUT',
      `${TOKYO_CONSOLE}/coupons/RACE-CARD/active`,
      { active: false },
      staff,
    );
    expect(off.status).toBe(200);
    atGateway.release();

    refusedAsOff(await booking);
    expect(await codeState(ctx, 'RACE-CARD')).toEqual({
      active: false,
      used_count: 0,
      bookings: 0,
    });
    const [paymentId] = paymentIds;
    expect(paymentId && gateway.payment(paymentId)?.state).toMatch(/^(cancelled|refunded)$/);
  });

  it('refuses a booking that reached the code while its switch-off was being written', async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    await consoleCode(ctx, staff, 'RACE-LOCK', { name: 'Race RACE-LOCK' });
    const checkin = await ctx.freeDate(ROOM, 1, 85);
    let booking: Promise<TestResponse> | undefined;
    // The console's switch-off, held open between its write and its commit (the same statements
    // as console/coupons switchCoupon): the booking, started meanwhile, saw the code on.
    await ctx.handle.db.transaction().execute(async (tx) => {
      await tx
        .selectFrom('coupons')
        .select('active')
        .where('code', '=', 'RACE-LOCK')
        .forUpdate()
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('coupons')
        .set({ active: false })
        .where('code', '=', 'RACE-LOCK')
        .execute();
      booking = ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { coupon_code: 'RACE-LOCK' }),
      );
      await untilBookingWaits(ctx);
    });
    if (!booking) throw new Error('no booking sent');
    refusedAsOff(await booking);
    expect(await codeState(ctx, 'RACE-LOCK')).toEqual({
      active: false,
      used_count: 0,
      bookings: 0,
    });
  });

  it('keeps bookings and a switch-off sent together consistent: each booked one counted, the rest 1500', async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    await consoleCode(ctx, staff, 'RACE-MANY', { name: 'Race RACE-MANY' });
    const checkin = await ctx.freeDate(ROOM, 1, 90);
    const book = () =>
      ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { coupon_code: 'RACE-MANY' }),
      );
    const [off, ...answers] = await Promise.all([
      ctx.call('PUT', `${TOKYO_CONSOLE}/coupons/RACE-MANY/active`, { active: false }, staff),
      book(),
      book(),
      book(),
      book(),
    ]);
    expect(off?.status).toBe(200);
    const booked = answers.filter((a) => a.status === 201).length;
    for (const refused of answers.filter((a) => a.status !== 201)) refusedAsOff(refused);
    expect(await codeState(ctx, 'RACE-MANY')).toEqual({
      active: false,
      used_count: booked,
      bookings: booked,
    });
    refusedAsOff(await book());
  });
});
