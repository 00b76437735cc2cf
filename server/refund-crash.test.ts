import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/rules/dates.ts';
import { cardInput, prepaidBooking } from './payments/test-helpers.ts';
import { createPgTestDatabase, type PgTestDatabase, postgresAvailable } from './test/postgres.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './test/server-process.ts';
import { testToday } from './test/snapshot.ts';

const json = async (res: Response): Promise<{ data: Record<string, unknown> }> => {
  if (res.status >= 300) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
};
const send = (url: string, method: string, body: unknown) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.runIf(await postgresAvailable())('a process killed mid-cancellation', () => {
  let database: PgTestDatabase;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPgTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(started.map(stopServerProcess));
    await database?.drop();
  });

  it('is reconciled by another process: cancelled once, refunded once, stock back, mailed', async () => {
    // This process dies (SIGKILL) right after the gateway refunded, before the write.
    const doomed = await startServerProcess({
      DATABASE_URL: database.url,
      HB_TEST_CRASH_AT: 'after-cancel-gateway',
    });
    started.push(doomed);
    const free = await sql<{ date: string }>`
      SELECT i.date FROM inventory i JOIN room_types t ON t.id = i.room_type_id
      WHERE t.code = 'standard-double' AND i.date >= ${addDays(testToday(), 150)}
        AND i.remaining = i.total AND NOT i.closed ORDER BY i.date LIMIT 1`.execute(
      database.handle.db,
    );
    const checkin = free.rows[0]?.date ?? '';
    const stock = async (): Promise<number> => {
      const r = await sql<{ remaining: number }>`
        SELECT i.remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
        WHERE t.code = 'standard-double' AND i.date = ${checkin}`.execute(database.handle.db);
      return r.rows[0]?.remaining ?? -1;
    };
    const before = await stock();
    const { token } = (
      await json(await send(`${doomed.url}/gateway/tokens`, 'POST', cardInput('4242424242424242')))
    ).data as { token: string };
    const booked = (
      await json(
        await send(`${doomed.url}/api/v1/reservations`, 'POST', prepaidBooking(checkin, token)),
      )
    ).data as { reservation_number: string; bypass_token: string; price: { total_price: number } };
    const number = booked.reservation_number;
    const cancelPath = `/api/v1/reservations/${number}/cancel?bypass_token=${booked.bypass_token}`;
    await expect(send(`${doomed.url}${cancelPath}`, 'PUT', { reason: 'other' })).rejects.toThrow();
    // tsx relays its child's SIGKILL as exit code 137 (128 + 9).
    expect(['SIGKILL', '137']).toContain(await doomed.exited);

    // The loose end: money back at the gateway, the booking still holding its room.
    const state = async () =>
      (
        await sql<{
          status: string;
          refunded_amount: number;
          claimed: boolean;
          gateway_refunded: number;
        }>`
          SELECT r.status, p.refunded_amount, p.refund_started_at IS NOT NULL AS claimed,
            g.refunded AS gateway_refunded
          FROM reservations r JOIN payment_transactions p ON p.reservation_id = r.id
          JOIN test_gateway_payments g ON g.id = p.gateway_payment_id
          WHERE r.number = ${number}`.execute(database.handle.db)
      ).rows[0];
    const total = booked.price.total_price;
    expect(await state()).toEqual({
      status: 'done',
      refunded_amount: 0,
      claimed: true,
      gateway_refunded: total,
    });
    expect(await stock()).toBe(before - 1);

    // A new process on the same database, reconciling at once instead of after 5 minutes.
    const survivor = await startServerProcess({
      DATABASE_URL: database.url,
      HB_TEST_RECONCILE_INTERVAL_MS: '200',
      HB_TEST_RECONCILE_AGE_MS: '0',
    });
    started.push(survivor);
    const deadline = Date.now() + 20_000;
    while ((await state())?.status !== 'cancelled' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await state()).toEqual({
      status: 'cancelled',
      refunded_amount: total,
      claimed: false,
      gateway_refunded: total,
    });
    expect(await stock()).toBe(before);

    const read = (
      await json(
        await fetch(
          `${survivor.url}/api/v1/reservations/${number}?bypass_token=${booked.bypass_token}`,
        ),
      )
    ).data;
    expect(read).toMatchObject({
      status: 'cancelled',
      payment: { status: 'cancelled', refunded_amount: total },
    });
    const mailbox = JSON.stringify(await (await fetch(`${survivor.url}/dev/mailbox`)).json());
    expect(mailbox).toContain(`Reservation cancelled: ${number}`);
    // Cancelling again is refused and moves no money: 409 while the dead process's reservation
    // lock has not run out (5 minutes, shortened here), 422 "already cancelled" after.
    const again = await send(`${survivor.url}${cancelPath}`, 'PUT', { reason: 'other' });
    expect([409, 422]).toContain(again.status);
    expect(await state()).toMatchObject({ gateway_refunded: total });
  }, 120_000);
});
