import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../../src/api/contract/index.ts';
import type { StoredCancellation } from '../../db/schema.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { createTestGateway } from '../../payments/test-gateway.ts';
import { databaseGatewayStore } from '../../payments/test-gateway-store.ts';
import { CARD, prepaidBooking, remaining, tokenFor } from '../../payments/test-helpers.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { asMember, newMember, widgetSession } from '../../test/members.ts';
import { addPoints, pointTotals } from '../points/ledger.ts';
import { findPayment } from './payment.ts';
import { settleCardForCancel } from './refund.ts';
import { reconcileRefunds } from './refund-reconcile.ts';

const ROOM = 'standard-double';
const TEN_MINUTES_AGO = () => new Date(Date.now() - 10 * 60_000);

/** A gateway whose payments live in the test database, as every server process's do. */
const storedGateway = (ctx: TestContext) =>
  createTestGateway(() => 'https://book.test', databaseGatewayStore(ctx.handle.db));

async function prepaid(ctx: TestContext, gateway: PaymentGateway, offset: number) {
  const app = ctx.appWith({ paymentGateway: gateway });
  const checkin = await ctx.freeDate(ROOM, 1, offset);
  const before = await remaining(ctx, ROOM, checkin);
  const token = await tokenFor(ctx, CARD.succeeds, app);
  const res = await ctx.call(
    'POST',
    '/api/v1/reservations',
    prepaidBooking(checkin, token),
    {},
    app,
  );
  const booked = data(res, CreateReservationResponseSchema).data;
  const row = await ctx.handle.db
    .selectFrom('reservations')
    .selectAll()
    .where('number', '=', booked.reservation_number)
    .executeTakeFirstOrThrow();
  return { app, checkin, before, booked, row };
}

const cancellation = (at: Date): StoredCancellation => ({
  fee: 0,
  reason: 'other',
  details: null,
  cancelled_at: at.toISOString(),
});

/**
 * What a process that died mid-cancellation left behind: the claim made and the free refund
 * done at the gateway (under a policy keeping `feePercentage` of spent points), nothing written.
 */
async function claimedThenDied(
  ctx: TestContext,
  gateway: PaymentGateway,
  reservationId: number,
  claimedAt: Date,
  feePercentage = 0,
) {
  const payment = await findPayment(ctx.handle.db, reservationId);
  const at = cancellation(claimedAt);
  await settleCardForCancel(ctx.handle.db, gateway, payment, 0, claimedAt, at, feePercentage);
  return payment;
}

const reservationRow = (ctx: TestContext, id: number) =>
  ctx.handle.db
    .selectFrom('reservations')
    .select(['status', 'cancellation'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describeOnDatabases('refund reconciliation', (get) => {
  it('completes a cancellation whose process died after the refund: cancelled, stock back, refunded once', async () => {
    const ctx = get();
    const gateway = storedGateway(ctx);
    const { checkin, before, booked, row } = await prepaid(ctx, gateway, 200);
    const claimedAt = TEN_MINUTES_AGO();
    // The dead process: claimed and refunded at the gateway, never wrote the cancellation.
    const payment = await claimedThenDied(ctx, gateway, row.id, claimedAt);
    expect((await reservationRow(ctx, row.id)).status).toBe('done');
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);

    // Another process (its own gateway client, nothing in memory) reconciles.
    const later = storedGateway(ctx);
    const first = await reconcileRefunds(ctx.handle.db, later, new Date());
    expect(first).toEqual([{ reservationNumber: booked.reservation_number, outcome: 'completed' }]);
    const done = await reservationRow(ctx, row.id);
    expect(done.status).toBe('cancelled');
    expect(done.cancellation).toEqual(cancellation(claimedAt));
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    const settled = await findPayment(ctx.handle.db, row.id);
    expect(settled).toMatchObject({
      status: 'cancelled',
      refunded_amount: booked.price.total_price,
      refund_started_at: null,
      refund_intent: null,
    });
    const at = await later.status(payment?.gateway_payment_id ?? '');
    expect(at).toMatchObject({ state: 'refunded', refunded: booked.price.total_price });

    // A second run finds nothing: no stock given back twice, no money moved.
    expect(await reconcileRefunds(ctx.handle.db, later, new Date())).toEqual([]);
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    expect((await later.status(payment?.gateway_payment_id ?? ''))?.refunded).toBe(
      booked.price.total_price,
    );
  });

  it("keeps the cancellation fee's share of spent points when it completes a cancellation", async () => {
    const ctx = get();
    const gateway = storedGateway(ctx);
    const app = ctx.appWith({ paymentGateway: gateway });
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const account = { memberId: m.user.id, programId: m.user.program_id };
    const yesterday = new Date(Date.now() - 86_400_000);
    await ctx.handle.db
      .transaction()
      .execute((tx) =>
        addPoints(
          tx,
          account,
          { kind: 'gained', points: 2_000, validityDays: 365, availableAt: yesterday },
          yesterday,
        ),
      );
    const checkin = await ctx.freeDate(ROOM, 1, 230);
    const token = await tokenFor(ctx, CARD.succeeds, app);
    const booked = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        { ...prepaidBooking(checkin, token), spending_point: 1_000 },
        asMember(session, m.access_token),
        app,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect((await pointTotals(ctx.handle.db, account, new Date())).balance).toBe(1_000);
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .select('id')
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();
    // The dead process cancelled under a 50 % policy: half the points spent are kept.
    await claimedThenDied(ctx, gateway, row.id, TEN_MINUTES_AGO(), 50);
    const done = await reconcileRefunds(ctx.handle.db, storedGateway(ctx), new Date());
    expect(done).toEqual([{ reservationNumber: booked.reservation_number, outcome: 'completed' }]);
    expect((await pointTotals(ctx.handle.db, account, new Date())).balance).toBe(1_500);
  });

  it('releases a claim the gateway never acted on, and the guest can cancel again', async () => {
    const ctx = get();
    const gateway = storedGateway(ctx);
    const { app, checkin, before, booked, row } = await prepaid(ctx, gateway, 210);
    const claimedAt = TEN_MINUTES_AGO();
    // The process died while the refund was on its way: the call never reached the gateway.
    const lost: PaymentGateway = {
      ...gateway,
      refund: () => Promise.reject(new Error('connection reset')),
    };
    const payment = await findPayment(ctx.handle.db, row.id);
    await expect(
      settleCardForCancel(ctx.handle.db, lost, payment, 0, claimedAt, cancellation(claimedAt)),
    ).rejects.toThrow('connection reset');
    expect((await findPayment(ctx.handle.db, row.id))?.refund_started_at).not.toBeNull();

    const first = await reconcileRefunds(ctx.handle.db, gateway, new Date());
    expect(first).toEqual([{ reservationNumber: booked.reservation_number, outcome: 'released' }]);
    expect(await findPayment(ctx.handle.db, row.id)).toMatchObject({
      status: 'captured',
      refunded_amount: 0,
      refund_started_at: null,
      refund_intent: null,
    });
    expect((await reservationRow(ctx, row.id)).status).toBe('done');
    expect(await remaining(ctx, ROOM, checkin)).toBe(before - 1);
    expect(await reconcileRefunds(ctx.handle.db, gateway, new Date())).toEqual([]);

    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`,
      { reason: 'other' },
      {},
      app,
    );
    expect(data(res, ReservationResponseSchema).data.payment).toMatchObject({
      status: 'cancelled',
      refunded_amount: booked.price.total_price,
    });
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    expect((await gateway.status(payment?.gateway_payment_id ?? ''))?.refunded).toBe(
      booked.price.total_price,
    );
  });

  it('leaves a claim younger than the age alone (its cancellation may still be running)', async () => {
    const ctx = get();
    const gateway = storedGateway(ctx);
    const { row } = await prepaid(ctx, gateway, 220);
    const now = new Date();
    const payment = await findPayment(ctx.handle.db, row.id);
    await settleCardForCancel(ctx.handle.db, gateway, payment, 0, now, cancellation(now));
    expect(await reconcileRefunds(ctx.handle.db, gateway, new Date())).toEqual([]);
    expect((await reservationRow(ctx, row.id)).status).toBe('done');
  });

  it('keeps a claim the gateway cannot report on now (unresolved, logged) and settles it later', async () => {
    const ctx = get();
    const gateway = storedGateway(ctx);
    const { booked, row } = await prepaid(ctx, gateway, 240);
    const claimedAt = TEN_MINUTES_AGO();
    const payment = await findPayment(ctx.handle.db, row.id);
    await settleCardForCancel(
      ctx.handle.db,
      gateway,
      payment,
      0,
      claimedAt,
      cancellation(claimedAt),
    );
    const down: PaymentGateway = {
      ...gateway,
      status: () => Promise.reject(new Error('gateway unavailable')),
    };
    expect(await reconcileRefunds(ctx.handle.db, down, new Date())).toEqual([
      {
        reservationNumber: booked.reservation_number,
        outcome: 'unresolved',
        error: 'gateway unavailable',
      },
    ]);
    expect((await findPayment(ctx.handle.db, row.id))?.refund_started_at).not.toBeNull();
    expect(await reconcileRefunds(ctx.handle.db, gateway, new Date())).toEqual([
      { reservationNumber: booked.reservation_number, outcome: 'completed' },
    ]);
  });
});
