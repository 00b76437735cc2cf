import { expect, it } from 'vitest';
import { OtaNearbyResponseSchema } from '../../src/api/contract/agency-nearby.ts';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { data, describeOnDatabases } from '../test/harness.ts';

describeOnDatabases('agency API', (get) => {
  it('lists the demo hotels in agency search (the catalogue is server/agency/search.test.ts)', async () => {
    const ctx = get();
    const all = (await ctx.call('GET', '/api/ota/v1/hotels/search?order=rating')).body as {
      data: { code: string }[];
    };
    expect(all.data.map((h) => h.code)).toEqual(['sakura-tokyo', 'sakura-kyoto', 'sakura-osaka']);
    const kyoto = (await ctx.call('GET', '/api/ota/v1/hotels/search?q=gion')).body as {
      data: { code: string }[];
    };
    expect(kyoto.data.map((h) => h.code)).toEqual(['sakura-kyoto']);
    expect((await ctx.call('GET', '/api/ota/v1/hotels/ratings')).status).toBe(200);
  });

  it('lists the hotels nearest to a hotel, nearest first, named in the asked language', async () => {
    const ctx = get();
    const answer = await ctx.call(
      'GET',
      '/api/ota/v1/hotels/sakura-kyoto/nearby?locale=ja&limit=2',
    );
    const nearby = data(answer, OtaNearbyResponseSchema).data;
    expect(nearby.area).toEqual({ code: 'kyoto', name: '京都' });
    // Osaka (about 25 km) is nearer Kyoto than Tokyo (about 370 km).
    expect(nearby.hotels.map((h) => [h.code, h.area.code])).toEqual([
      ['sakura-osaka', 'osaka'],
      ['sakura-tokyo', 'tokyo'],
    ]);
    expect(nearby.hotels[0]?.distance_km).toBeGreaterThan(20);
    expect(nearby.hotels[0]?.distance_km).toBeLessThan(60);
    // Any spelling of the code, as the widget sends it normalised.
    const spelt = await ctx.call('GET', '/api/ota/v1/hotels/sakurakyoto/nearby?limit=1');
    expect(data(spelt, OtaNearbyResponseSchema).data.hotels[0]?.code).toBe('sakura-osaka');
    expect((await ctx.call('GET', '/api/ota/v1/hotels/nowhere/nearby')).status).toBe(404);
  });

  it('shows a reservation with its e-mail and hands data over through temporary storage', async () => {
    const ctx = get();
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(await ctx.freeDate('standard-double', 1, 170)),
    );
    const r = data(booked, CreateReservationResponseSchema).data;
    const view = await ctx.call(
      'GET',
      `/api/ota/v1/reservations/${r.reservation_number}?email=hanako@example.com`,
    );
    expect(data(view, ReservationResponseSchema).data.reservation_number).toBe(
      r.reservation_number,
    );
    expect((await ctx.call('GET', `/api/ota/v1/reservations/${r.reservation_number}`)).status).toBe(
      404,
    );
    const stored = (
      await ctx.call('POST', '/api/ota/v1/temporary_storages', { data: { step: 'payment' } })
    ).body as { data: { id: string } };
    const read = await ctx.call('GET', `/api/ota/v1/temporary_storages/${stored.data.id}`);
    expect(read.body).toEqual({ data: { step: 'payment' } });
    expect((await ctx.call('GET', '/api/ota/v1/temporary_storages/nope')).status).toBe(404);
  });

  it('keeps hand-over data for any process on the database, for an hour', async () => {
    const ctx = get();
    const stored = (
      await ctx.call('POST', '/api/ota/v1/temporary_storages', { data: { rooms: [1, 2] } })
    ).body as { data: { id: string; expires_at: string } };
    const path = `/api/ota/v1/temporary_storages/${stored.data.id}`;
    // Another app on the same database stands for another server process.
    const other = ctx.appWith({});
    expect((await ctx.call('GET', path, undefined, {}, other)).body).toEqual({
      data: { rooms: [1, 2] },
    });
    const expires = Date.parse(stored.data.expires_at);
    const later = ctx.appWith({ now: () => new Date(expires + 1_000) });
    expect((await ctx.call('GET', path, undefined, {}, later)).status).toBe(404);
    // A write after the hour clears the expired entry from the table.
    await ctx.call('POST', '/api/ota/v1/temporary_storages', { data: {} }, {}, later);
    const left = await ctx.handle.db
      .selectFrom('ota_temporary_storage')
      .select('id')
      .where('id', '=', stored.data.id)
      .execute();
    expect(left).toEqual([]);
  });
});
