import { expect, it } from 'vitest';
import {
  BrandDashboardResponseSchema,
  HotelDashboardResponseSchema,
} from '../../../src/api/contract/console/dashboard.ts';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

const URL = '/api/v1/console/hotels/sakura-tokyo/dashboard';

const dashboard = async (ctx: TestContext, headers: Record<string, string>, nights = '30') =>
  data(
    await ctx.call('GET', `${URL}?nights=${nights}`, undefined, headers),
    HotelDashboardResponseSchema,
  ).data;

describeOnDatabases('console: dashboard', (get) => {
  it('counts a new booking in its nights, the day’s pickup and its source; a cancellation too', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'marketing' });
    const checkin = await ctx.freeDate('standard-double', 2, 3);
    const before = await dashboard(ctx, headers);
    expect(before.nights).toHaveLength(30);
    expect(before.nights[0]?.date).toBe(ctx.today);
    expect(before.pickup.at(-1)?.date).toBe(ctx.today);
    expect(before.currency).toBe('JPY');
    const booked = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 2)),
      CreateReservationResponseSchema,
    ).data;
    const after = await dashboard(ctx, headers);
    const night = (d: typeof after, date: string) => d.nights.find((n) => n.date === date);
    expect(night(after, checkin)?.rooms_sold).toBe((night(before, checkin)?.rooms_sold ?? 0) + 1);
    expect(night(after, addDays(checkin, 1))?.rooms_sold).toBe(
      (night(before, addDays(checkin, 1))?.rooms_sold ?? 0) + 1,
    );
    expect(night(after, addDays(checkin, 2))?.rooms_sold).toBe(
      night(before, addDays(checkin, 2))?.rooms_sold,
    );
    const spread = Math.round(booked.price.total_price / 2);
    expect(
      Math.abs(
        (night(after, checkin)?.revenue ?? 0) - (night(before, checkin)?.revenue ?? 0) - spread,
      ),
    ).toBeLessThanOrEqual(1);
    const n = night(after, checkin);
    expect(n?.occupancy).toBeCloseTo((n?.rooms_sold ?? 0) / (n?.rooms_available ?? 1));
    expect(after.pickup.at(-1)?.bookings).toBe((before.pickup.at(-1)?.bookings ?? 0) + 1);
    expect(after.sources.find((s) => s.source === 'widget')?.bookings).toBe(
      (before.sources.find((s) => s.source === 'widget')?.bookings ?? 0) + 1,
    );
    expect(after.sources.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1);
    await ctx.call(
      'PUT',
      `/api/v1/reservations/${booked.reservation_number}/cancel?bypass_token=${booked.bypass_token}`,
      { reason: 'other' },
    );
    const cancelled = await dashboard(ctx, headers);
    expect(cancelled.pickup.at(-1)?.cancellations).toBe(
      (after.pickup.at(-1)?.cancellations ?? 0) + 1,
    );
    expect(night(cancelled, checkin)?.rooms_sold).toBe(night(before, checkin)?.rooms_sold);
    expect((await dashboard(ctx, headers, '90')).nights).toHaveLength(90);
    expect((await ctx.call('GET', `${URL}?nights=7`, undefined, headers)).status).toBe(400);
  });

  it('shows the brand’s hotels the member may see, each in its currency', async () => {
    const ctx = get();
    const all = data(
      await ctx.call(
        'GET',
        '/api/v1/console/dashboard',
        undefined,
        await staffHeaders(ctx, { role: 'owner' }),
      ),
      BrandDashboardResponseSchema,
    ).data.hotels;
    expect(all.map((h) => h.hotel_code)).toEqual(
      expect.arrayContaining(['sakura-tokyo', 'sakura-kyoto']),
    );
    const limited = data(
      await ctx.call(
        'GET',
        '/api/v1/console/dashboard',
        undefined,
        await staffHeaders(ctx, { role: 'front_desk', hotels: ['sakura-kyoto'] }),
      ),
      BrandDashboardResponseSchema,
    ).data.hotels;
    expect(limited.map((h) => h.hotel_code)).toEqual(['sakura-kyoto']);
    expect((await ctx.call('GET', '/api/v1/console/dashboard')).status).toBe(401);
  });
});
