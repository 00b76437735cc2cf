import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { outboundUrlProblem as webhookUrlProblem } from '../outbound-url.ts';
import { createWebhookEndpoint, disableWebhookEndpoint, redeliver } from './endpoints.ts';
import { runWebhookJob } from './job.ts';
import { startWebhookReceiver } from './test-receiver.ts';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

async function tokyoId(ctx: TestContext): Promise<number> {
  const row = await ctx.handle.db
    .selectFrom('hotels')
    .select('id')
    .where('code', '=', 'sakura-tokyo')
    .executeTakeFirstOrThrow();
  return row.id;
}

it('accepts https endpoints, and http only to this machine', () => {
  expect(webhookUrlProblem('https://pms.example/hooks')).toBeNull();
  expect(webhookUrlProblem('http://127.0.0.1:9000/x')).toBeNull();
  expect(webhookUrlProblem('http://pms.example/hooks')).not.toBeNull();
  expect(webhookUrlProblem('https://u:p@pms.example/')).not.toBeNull();
  expect(webhookUrlProblem('nope')).not.toBeNull();
});

describeOnDatabases('webhooks', (get) => {
  let clock = Date.now();
  const deps = () => ({
    db: get().handle.db,
    now: () => new Date(clock),
    baseDelayMs: 60_000,
    // The test's receiver listens on 127.0.0.1.
    outbound: { allowPrivateHosts: true },
  });

  it('delivers created, changed and cancelled events signed, retries with backoff, redelivers on demand, stops when disabled', async () => {
    const ctx = get();
    const hotelId = await tokyoId(ctx);
    // Events before the endpoint existed are not sent.
    await runWebhookJob(deps());
    const endpoint = await createWebhookEndpoint(ctx.handle.db, hotelId, receiver.url, 'PMS');
    receiver.setSecret(endpoint.secret);
    receiver.received.length = 0;

    const checkin = await ctx.freeDate('standard-double', 1, 60);
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin)),
      CreateReservationResponseSchema,
    ).data;
    await runWebhookJob(deps());
    expect(receiver.received).toHaveLength(1);
    const created = receiver.received[0];
    expect(created).toMatchObject({ type: 'reservation.created', verified: true });
    expect(created?.body).toMatchObject({
      hotel_code: 'sakura-tokyo',
      data: {
        reservation: { number: booked.reservation_number, status: 'done', checkin_date: checkin },
      },
    });
    expect(created?.id).toBe(created?.body.id);

    // The receiver is down: the cancellation waits for its backoff, then arrives once.
    receiver.failNext(1);
    const access = `bypass_token=${booked.bypass_token}`;
    await ctx.call('PUT', `/api/v1/reservations/${booked.reservation_number}/cancel?${access}`, {
      reason: 'trip_plan_change',
    });
    await runWebhookJob(deps());
    expect(receiver.received).toHaveLength(1);
    const pending = await ctx.handle.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpoint.id)
      .where('event_type', '=', 'reservation.cancelled')
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_status: 503 });
    expect(pending.next_attempt_at.getTime()).toBe(clock + 60_000);
    await runWebhookJob(deps());
    expect(receiver.received).toHaveLength(1);
    clock += 60_000;
    await runWebhookJob(deps());
    expect(receiver.received.map((r) => [r.type, r.verified])).toEqual([
      ['reservation.created', true],
      ['reservation.cancelled', true],
    ]);

    // Redelivery sends the same event (same id and body) again.
    expect(await redeliver(ctx.handle.db, hotelId, pending.id, new Date(clock))).toBe(true);
    await runWebhookJob(deps());
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]?.id).toBe(receiver.received[1]?.id);
    expect(receiver.received[2]?.body).toEqual(receiver.received[1]?.body);

    const log = await ctx.handle.db
      .selectFrom('connectivity_messages')
      .select(['action', 'outcome', 'http_status'])
      .where('channel', '=', 'webhook')
      .orderBy('id')
      .execute();
    expect(log.slice(-4)).toEqual([
      { action: 'reservation.created', outcome: 'success', http_status: 204 },
      { action: 'reservation.cancelled', outcome: 'error', http_status: 503 },
      { action: 'reservation.cancelled', outcome: 'success', http_status: 204 },
      { action: 'reservation.cancelled', outcome: 'success', http_status: 204 },
    ]);

    expect(await disableWebhookEndpoint(ctx.handle.db, hotelId, endpoint.id, new Date(clock))).toBe(
      true,
    );
    const next = await ctx.freeDate('standard-double', 1, 70);
    await ctx.call('POST', '/api/v1/reservations', tokyoBooking(next));
    await runWebhookJob(deps());
    expect(receiver.received).toHaveLength(3);
  });
});
