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
    const payment = await findPayment(ctx.handle.db, row.id);
    await settleCardForCancel(
      ctx.handle.db,
      gateway,
      payment,
      0,
      claimedAt,
      cancellation(claimedAt),
    );
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
