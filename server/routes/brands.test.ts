import * as v from 'valibot';
import { expect, it } from 'vitest';
import {
  HotelListResponseSchema,
  HotelSummarySchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { data, describeOnDatabases } from '../test/harness.ts';

const WithStayPrice = v.object({
  ...HotelListResponseSchema.entries,
  data: v.array(
    v.object({ ...HotelSummarySchema.entries, search_lowest_price: v.nullable(v.number()) }),
  ),
});

describeOnDatabases('brand hotels (facilities lookup)', (get) => {
  it('adds each hotel lowest one-night price for the searched stay, priced by the room search', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 2, 20);
    const checkout = addDays(checkin, 2);
    const stay = { checkin, checkout, adults: '2' };
    const res = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/sakura/hotels?${new URLSearchParams({ ...stay, is_including_lowest_price: 'true' })}`,
    );
    const hotels = data(res, WithStayPrice).data;
    expect(hotels.map((h) => h.code)).toEqual(['sakura-tokyo', 'sakura-kyoto', 'sakura-osaka']);
    const tokyo = hotels[0];
    expect(tokyo?.search_lowest_price).toBeGreaterThan(0);
    const search = data(
      await ctx.call(
        'GET',
        `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', ...stay })}`,
      ),
      RoomSearchResponseSchema,
    ).data;
    const cheapest = Math.min(
      ...search.rooms.flatMap((r) => r.room_plans.map((p) => p.price?.total_price ?? Infinity)),
    );
    expect(tokyo?.search_lowest_price).toBe(Math.round(cheapest / 2));
  });

  it('narrows by hotel_codes and leaves the price out without a stay', async () => {
    const ctx = get();
    const res = await ctx.call(
      'GET',
      '/api/v1/hotel_brands/sakura/hotels?hotel_codes=sakura-kyoto&is_including_lowest_price=true',
    );
    const body = res.body as { data: Record<string, unknown>[] };
    expect(body.data.map((h) => h.code)).toEqual(['sakura-kyoto']);
    expect(body.data[0]).not.toHaveProperty('search_lowest_price');
  });
});
