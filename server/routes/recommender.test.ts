import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  BookingWidgetSettingsSchema,
  RecommendationResponseSchema,
  RecommenderSettingsSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const recommendation = (params: Record<string, string>): string =>
  `/api/v1/rooms/recommendation?${new URLSearchParams(params)}`;

/** Two nights in Tokyo for two adults from the first free family-suite stay at `offset`. */
async function tokyoStay(ctx: TestContext, offset: number): Promise<Record<string, string>> {
  const checkin = await ctx.freeDate('family-suite', 2, offset);
  return { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 2), adults: '2' };
}

/** The recommended offers for a query (which must succeed). */
async function offersFor(ctx: TestContext, params: Record<string, string>) {
  return data(await ctx.call('GET', recommendation(params)), RecommendationResponseSchema).data;
}

describeOnDatabases('room recommender', (get) => {
  it('answers the recommender settings and the init flag from the hotel', async () => {
    const ctx = get();
    const tokyo = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/recommender_widget'),
      RecommenderSettingsSchema,
    ).data;
    expect(tokyo).toEqual({ room_recommender_enabled: true, max_recommendations: 3 });
    const init = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/booking_widget'),
      BookingWidgetSettingsSchema,
    ).data;
    expect(init.room_recommender_enabled).toBe(true);
    // Kyoto never switched it on.
    const kyoto = data(
      await ctx.call('GET', '/api/v1/hotels/sakura_kyoto/settings/recommender_widget'),
      RecommenderSettingsSchema,
    ).data;
    expect(kyoto.room_recommender_enabled).toBe(false);
    const missing = await ctx.call('GET', '/api/v1/hotels/nowhere/settings/recommender_widget');
    expect(missing.status).toBe(404);
  });

  it('recommends the cheapest offers first, at most the hotel’s number', async () => {
    const ctx = get();
    const offers = await offersFor(ctx, await tokyoStay(ctx, 20));
    expect(offers).toHaveLength(3);
    const totals = offers.map((o) => o.plan.total_price ?? 0);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    // Members-only plans are never recommended, and each offer carries its room alone.
    expect(offers.some((o) => o.plan.members_only)).toBe(false);
    expect(offers.every((o) => o.room.room_plans.length === 0)).toBe(true);
  });

  it('orders by the guest’s priority: space, meals', async () => {
    const ctx = get();
    const base = await tokyoStay(ctx, 24);
    const space = await offersFor(ctx, { ...base, priority: 'space' });
    const sizes = space.map((o) => o.room.size_sqm);
    expect(sizes[0]).toBe(45);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    const meals = await offersFor(ctx, { ...base, priority: 'meals' });
    expect(meals[0]?.plan.meal).not.toBe('none');
    expect(meals[1]?.plan.meal).not.toBe('none');
    const bad = await ctx.call('GET', recommendation({ ...base, priority: 'view' }));
    expect(bad.status).toBe(400);
  });

  it('keeps to the searched room filters', async () => {
    const ctx = get();
    const stay = await tokyoStay(ctx, 28);
    const offers = await offersFor(ctx, { ...stay, room_search_filters: 'family' });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.room.filters.includes('family'))).toBe(true);
  });

  it('refuses when the hotel’s recommender is off, and follows the hotel’s number', async () => {
    const ctx = get();
    const stay = await tokyoStay(ctx, 30);
    const kyoto = await ctx.call('GET', recommendation({ ...stay, code: 'sakura-kyoto' }));
    expect(kyoto.status).toBe(404);
    expect(apiError(kyoto).details.base[0]).toContain('recommender');
    await sql`UPDATE hotels SET settings = jsonb_set(settings, '{recommender}',
      '{"enabled": true, "max_recommendations": 1}') WHERE code = 'sakura-tokyo'`.execute(
      ctx.handle.db,
    );
    const one = await offersFor(ctx, stay);
    expect(one).toHaveLength(1);
    const settings = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/settings/recommender_widget'),
      RecommenderSettingsSchema,
    ).data;
    expect(settings.max_recommendations).toBe(1);
  });
});
