import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  OtaHotelSearchResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/**
 * The agency search obeys a hotel's plan rates and restrictions (issue 39) as its own room search
 * does: the hotel is priced by that search, so a restriction leaves it out, a rate moves its
 * price, in this app and in another that learns of the change through the change log.
 */
const HOTELS = 8;

type Params = Record<string, string>;

const agency = async (ctx: TestContext, params: Params, app = ctx.app) =>
  data(
    await ctx.call(
      'GET',
      `/api/ota/v1/hotels/search?${new URLSearchParams(params)}`,
      undefined,
      {},
      app,
    ),
    OtaHotelSearchResponseSchema,
  ).data;

/** The cheapest bookable plan of the hotel's own room search (null: nothing to book). */
const ownCheapest = async (ctx: TestContext, code: string, params: Params) => {
  const rooms = data(
    await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams({ code, ...params })}`),
    RoomSearchResponseSchema,
  ).data.rooms;
  const prices = rooms.flatMap((r) =>
    r.room_plans.flatMap((p) =>
      p.bookable && !p.members_only && p.total_price !== null ? [p.total_price] : [],
    ),
  );
  return prices.length > 0 ? Math.min(...prices) : null;
};

describeOnDatabases('agency search with plan rates and restrictions', (get) => {
  beforeAll(async () => {
    await seedCatalogue(get().handle.db, get().today, HOTELS);
  }, 120_000);

  it('prices a hotel with its own rates and leaves it out where a restriction refuses the stay', async () => {
    const ctx = get();
    const db = ctx.handle.db;
    const other = ctx.appWith({});
    const checkin = addDays(ctx.today, 45);
    const oneNight = { checkin, checkout: addDays(checkin, 1), adults: '2', per_page: '50' };
    const twoNights = { ...oneNight, checkout: addDays(checkin, 2) };
    const before = await agency(ctx, oneNight);
    // Both apps hold the night in memory before anything changes.
    await agency(ctx, oneNight, other);
    const generated = await sql<{ code: string; id: number }>`
      SELECT h.code, h.id FROM hotels h JOIN agency_hotels a ON a.hotel_id = h.id
      WHERE a.generated ORDER BY h.code`.execute(db);
    const hotel = generated.rows.find((h) => before.some((b) => b.code === h.code));
    if (!hotel) throw new Error('no generated hotel listed for the stay');
    const plans = sql`SELECT id FROM plans WHERE hotel_id = ${hotel.id}`;
    const codes = (list: { code: string }[]) => list.map((h) => h.code);

    // A two-night minimum on arrival: a one-night stay is refused, so the hotel is not listed.
    await sql`
      INSERT INTO plan_restrictions (plan_id, date, min_stay_arrival)
      SELECT id, ${checkin}::date, 2 FROM (${plans}) p`.execute(db);
    for (const app of [ctx.app, other]) {
      expect(codes(await agency(ctx, oneNight, app))).not.toContain(hotel.code);
      const listed = (await agency(ctx, twoNights, app)).find((h) => h.code === hotel.code);
      expect(listed?.lowest_price.total_price).toBe(await ownCheapest(ctx, hotel.code, twoNights));
    }
    expect(await ownCheapest(ctx, hotel.code, oneNight)).toBeNull();

    // Its own rate for the night (by number of adults): listed again at what its page charges.
    await sql`DELETE FROM plan_restrictions WHERE plan_id IN (${plans})`.execute(db);
    await sql`
      INSERT INTO plan_rates (plan_id, date, adults)
      SELECT id, ${checkin}::date, '[7000, 9100, 12000]'::jsonb FROM (${plans}) p`.execute(db);
    const own = await ownCheapest(ctx, hotel.code, oneNight);
    const was = before.find((h) => h.code === hotel.code)?.lowest_price.total_price;
    expect(own).not.toBeNull();
    expect(own).not.toBe(was);
    for (const app of [ctx.app, other]) {
      const listed = (await agency(ctx, oneNight, app)).find((h) => h.code === hotel.code);
      expect(listed?.lowest_price).toEqual({ total_price: own, nights: 1 });
      expect(listed?.rooms_left).toBeGreaterThan(0);
    }
    // A budget below that price leaves it out; stop-sell on every plan does too.
    const budget = { ...oneNight, price_max: String((own ?? 0) - 1) };
    expect(codes(await agency(ctx, budget))).not.toContain(hotel.code);
    await sql`
      INSERT INTO plan_restrictions (plan_id, date, stop_sell)
      SELECT id, ${checkin}::date, true FROM (${plans}) p`.execute(db);
    expect(codes(await agency(ctx, oneNight, other))).not.toContain(hotel.code);
    // Undated, the hotel keeps a "from" price (its other nights still sell).
    const undated = await agency(ctx, { adults: '2', per_page: '50' });
    expect(codes(undated)).toContain(hotel.code);
  });
});
