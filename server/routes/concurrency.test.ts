import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('concurrency', (get) => {
  it('sells the last 5 rooms exactly once to 50 parallel bookings', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('family-suite', 1, 120);
    await sql`UPDATE inventory SET remaining = 5 FROM room_types t
      WHERE t.id = inventory.room_type_id AND t.code = 'family-suite' AND inventory.date = ${checkin}`.execute(
      ctx.handle.db,
    );
    const body = tokyoBooking(checkin, 1, {
      rooms: [{ room_type_code: 'family-suite', room_plan_code: 'suite-dinner', adults: 2 }],
      payment_type: 'pre_paid',
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ctx.call('POST', '/api/v1/reservations', body)),
    );
    const created = results.filter((r) => r.status === 201);
    const full = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(5);
    expect(full).toHaveLength(45);
    for (const r of full) expect(apiError(r).code).toBe(1105);
    const stock = await sql<{
      remaining: number;
    }>`SELECT remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
      WHERE t.code = 'family-suite' AND i.date = ${checkin}`.execute(ctx.handle.db);
    expect(stock.rows[0]?.remaining).toBe(0);
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM reservations WHERE checkin_date = ${checkin}
      AND rooms->0->>'room_type_code' = 'family-suite'`.execute(ctx.handle.db);
    expect(count.rows[0]?.n).toBe(5);
  });

  it('turns 20 concurrent retries of one Idempotency-Key into one reservation', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 130);
    const body = tokyoBooking(checkin, 1, {
      rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-early-bird', adults: 2 }],
      checkout_date: tokyoBooking(checkin, 2).checkout_date,
      payment_type: 'pre_paid',
    });
    const headers = { 'Idempotency-Key': `retry-${checkin}-abcdef` };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx.call('POST', '/api/v1/reservations', body, headers)),
    );
    // On PostgreSQL a retry racing the first transaction may see it still running (409, retry).
    const answered = results.filter((r) => r.status === 200 || r.status === 201);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const numbers = new Set(
      answered.map((r) => data(r, CreateReservationResponseSchema).data.reservation_number),
    );
    expect(numbers.size).toBe(1);
    const late = await ctx.call('POST', '/api/v1/reservations', body, headers);
    expect(late.status).toBe(200);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(data(late, CreateReservationResponseSchema).data.reservation_number).toBe(
      [...numbers][0],
    );
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM reservations WHERE checkin_date = ${checkin}
      AND rooms->0->>'room_type_code' = 'deluxe-twin'`.execute(ctx.handle.db);
    expect(count.rows[0]?.n).toBe(1);
    const other = await ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...body, email: 'other@example.com' },
      headers,
    );
    expect(apiError(other).payload?.field).toBe('Idempotency-Key');
  });
});
