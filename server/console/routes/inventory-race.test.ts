import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, describeOnDatabases } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

// Issue 39: a staff edit of rooms to sell racing bookings never oversells. Bookings take a room
// with a conditional decrement, the edit sets the total only where the rooms booked fit; both
// lock the night's row, so whatever the interleaving, rooms booked never exceed rooms to sell.

const HOTEL = '/api/v1/console/hotels/sakura-tokyo';

describeOnDatabases('rooms to sell racing bookings', (get) => {
  it('never sells more rooms than the night has, whatever the order', async () => {
    const ctx = get();
    const h = await staffHeaders(ctx, { role: 'manager' });
    for (let round = 0; round < 3; round++) {
      const night = await ctx.freeDate('standard-double', 1, 150 + round * 3);
      const set = (rooms: number) =>
        ctx.call(
          'PATCH',
          `${HOTEL}/calendar/cell`,
          { date: night, plan_code: 'std-room-only', set: { rooms_to_sell: rooms } },
          h,
        );
      expect((await set(3)).status).toBe(200);
      const edits = [1, 2, 3, 2, 1, 3, 0, 2];
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          ctx
            .call(
              'POST',
              '/api/v1/reservations',
              tokyoBooking(night, 1, { email: `race${i}@example.com` }),
            )
            .then((r) => ({ kind: 'booking' as const, r })),
        ),
        ...edits.map((rooms) => set(rooms).then((r) => ({ kind: 'edit' as const, r }))),
      ]);
      const booked = results.filter((x) => x.kind === 'booking' && x.r.status === 201).length;
      for (const x of results) {
        if (x.kind === 'booking') expect([201, 409]).toContain(x.r.status);
        else if (x.r.status !== 200) expect(apiError(x.r)).toMatchObject({ code: 9479 });
      }
      const row = await sql<{ total: number; remaining: number }>`
        SELECT i.total, i.remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
        WHERE t.code = 'standard-double' AND i.date = ${night}`.execute(ctx.handle.db);
      const stock = row.rows[0];
      expect(stock).toBeDefined();
      if (!stock) return;
      expect(stock.remaining).toBeGreaterThanOrEqual(0);
      expect(stock.total - stock.remaining).toBe(booked);
      expect(booked).toBeGreaterThan(0);
      expect(booked).toBeLessThanOrEqual(3);
    }
  });
});
