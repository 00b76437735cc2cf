import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import {
  AssistResponseSchema,
  type OtaHotel,
  OtaHotelSearchResponseSchema,
  OtaRatingsResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/** A slice of the catalogue keeps the suite quick; the search is the same over 2,100. */
const HOTELS = 120;

const find = async (ctx: TestContext, params: Record<string, string>) => {
  const res = await ctx.call('GET', `/api/ota/v1/hotels/search?${new URLSearchParams(params)}`);
  return data(res, OtaHotelSearchResponseSchema);
};

const prices = (hotels: OtaHotel[]): number[] => hotels.map((h) => h.lowest_price.total_price);

describeOnDatabases('agency search', (get) => {
  beforeAll(async () => {
    await seedCatalogue(get().handle.db, get().today, HOTELS);
  }, 120_000);

  it('lists the catalogue and the demo hotels, paged, cheapest first', async () => {
    const ctx = get();
    const first = await find(ctx, { per_page: '50' });
    expect(first.meta).toEqual({
      page: 1,
      per_page: 50,
      total_entries: HOTELS + 3,
      total_pages: Math.ceil((HOTELS + 3) / 50),
    });
    expect(prices(first.data)).toEqual([...prices(first.data)].sort((a, b) => a - b));
    const last = await find(ctx, { per_page: '50', page: '3' });
    expect(last.data).toHaveLength(HOTELS + 3 - 100);
    const codes = new Set([...first.data, ...last.data].map((h) => h.code));
    expect(codes.size).toBe(first.data.length + last.data.length);
    // At most 50 a page, whatever is asked.
    expect((await find(ctx, { per_page: '500' })).meta.per_page).toBe(50);
    // A second seed run finds the catalogue there and writes nothing.
    expect(await seedCatalogue(ctx.handle.db, ctx.today, HOTELS)).toEqual({ hotels: 0 });
  });

  it('filters by area, kind, amenities and rating, and names hotels in the asked locale', async () => {
    const ctx = get();
    const all = await find(ctx, { per_page: '50', order: 'rating' });
    const ryokan = all.data.find((h) => h.kind === 'ryokan' && h.amenities.length > 0);
    if (!ryokan) throw new Error('the catalogue slice has no ryokan with amenities');
    const amenity = ryokan.amenities[0] ?? '';
    const found = await find(ctx, {
      area: ryokan.area.code,
      kind: 'ryokan',
      amenities: amenity,
      rating_min: String(Math.floor(ryokan.rating)),
      locale: 'ja',
      per_page: '50',
    });
    expect(found.data.map((h) => h.code)).toContain(ryokan.code);
    for (const h of found.data) {
      expect(h.area.code).toBe(ryokan.area.code);
      expect(h.kind).toBe('ryokan');
      expect(h.amenities).toContain(amenity);
      expect(h.rating).toBeGreaterThanOrEqual(Math.floor(ryokan.rating));
    }
    const inJapanese = found.data.find((h) => h.code === ryokan.code);
    expect(inJapanese?.name).toMatch(/旅館/);
    expect(inJapanese?.area.name).not.toBe(ryokan.area.name);
    // Sorted by rating, best first.
    const ratings = all.data.map((h) => h.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('matches keywords in any language against names, areas and addresses', async () => {
    const ctx = get();
    expect((await find(ctx, { q: 'gion' })).data.map((h) => h.code)).toEqual(['sakura-kyoto']);
    const kyoto = await find(ctx, { q: '京都', per_page: '50' });
    expect(kyoto.data.length).toBeGreaterThan(1);
    for (const h of kyoto.data) expect(h.area.code).toBe('kyoto');
    const korean = await find(ctx, { q: '교토', per_page: '50' });
    expect(korean.meta.total_entries).toBe(kyoto.meta.total_entries);
    // LIKE wildcards in a keyword match themselves, not everything.
    expect((await find(ctx, { q: '%' })).data).toEqual([]);
  });

  it('prices a dated stay as the hotel page does, leaves out full hotels, filters by price', async () => {
    const ctx = get();
    const checkin = addDays(ctx.today, 40);
    const checkout = addDays(checkin, 2);
    const stay = { checkin, checkout, adults: '2', per_page: '50' };
    const dated = await find(ctx, stay);
    expect(dated.meta.total_entries).toBeGreaterThan(50);
    const first = dated.data[0];
    if (!first) throw new Error('no hotel for the stay');
    expect(first.lowest_price.nights).toBe(2);
    expect(first.rooms_left).toBeGreaterThan(0);
    // The same hotel's own room search: its cheapest plan costs what the agency list says.
    const rooms = data(
      await ctx.call(
        'GET',
        `/api/v1/rooms?${new URLSearchParams({ code: first.code, checkin, checkout, adults: '2' })}`,
      ),
      RoomSearchResponseSchema,
    ).data;
    const cheapest = Math.min(
      ...rooms.rooms.flatMap((r) => r.room_plans.map((p) => p.total_price ?? Infinity)),
    );
    expect(first.lowest_price.total_price).toBe(cheapest);
    // Another app (another process) holding these nights in memory too.
    const other = ctx.appWith({});
    const url = `/api/ota/v1/hotels/search?${new URLSearchParams(stay)}`;
    expect((await ctx.call('GET', url, undefined, {}, other)).status).toBe(200);
    // Sold out on one night: gone from the dated list.
    await sql`
      UPDATE inventory SET remaining = 0
      WHERE date = ${addDays(checkin, 1)}::date
        AND room_type_id IN (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
                             WHERE h.code = ${first.code})`.execute(ctx.handle.db);
    // At once, in this app and in the other (which learns of it through the database's change
    // log, migration 027).
    for (const target of [ctx.app, other]) {
      const after = data(
        await ctx.call('GET', url, undefined, {}, target),
        OtaHotelSearchResponseSchema,
      );
      expect(after.meta.total_entries).toBe(dated.meta.total_entries - 1);
      expect(after.data.map((h) => h.code)).not.toContain(first.code);
    }
    const after = await find(ctx, stay);
    // A budget keeps only stays within it; dearest first when asked.
    const budget = prices(after.data)[10] ?? 0;
    const within = await find(ctx, {
      ...stay,
      price_max: String(budget),
      order: 'price_high_to_low',
    });
    expect(within.data.length).toBeGreaterThan(0);
    for (const p of prices(within.data)) expect(p).toBeLessThanOrEqual(budget);
    expect(prices(within.data)).toEqual([...prices(within.data)].sort((a, b) => b - a));
    // More guests than any room holds: nothing.
    expect((await find(ctx, { ...stay, adults: '9' })).data).toEqual([]);
  });

  it('answers bad filters with code 1000 naming the field', async () => {
    const ctx = get();
    const checkin = addDays(ctx.today, 5);
    const cases: [Record<string, string>, string][] = [
      [{ checkin, checkout: checkin }, 'checkout'],
      [{ checkin, checkout: addDays(checkin, 20) }, 'checkout'],
      [{ checkout: checkin }, 'checkin'],
      [{ checkin: addDays(ctx.today, -1) }, 'checkin'],
      [{ amenities: 'wifi,helipad' }, 'amenities'],
      [{ rating_min: '7' }, 'rating_min'],
      [{ order: 'cheapest' }, 'order'],
    ];
    for (const [params, field] of cases) {
      const res = await ctx.call('GET', `/api/ota/v1/hotels/search?${new URLSearchParams(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      const error = apiError(res);
      expect(error.code).toBe(1000);
      expect(JSON.stringify(error.details)).toContain(field);
    }
  });

  it('turns a request in plain language into filters and a search that runs', async () => {
    const ctx = get();
    const res = await ctx.call('POST', '/api/ota/v1/hotels/assist', {
      text: '京都の旅館 2名 2泊 予算1泊3万円',
      locale: 'ja',
    });
    const answer = data(res, AssistResponseSchema).data;
    expect(answer.source).toBe('builtin');
    expect(answer.filters).toEqual({
      area: 'kyoto',
      kind: 'ryokan',
      amenities: [],
      adults: 2,
      budget: { amount: 30000, currency: 'JPY' },
    });
    // No dates: a night's budget bounds the "from" price.
    expect(answer.query).toEqual({
      area: 'kyoto',
      kind: 'ryokan',
      adults: '2',
      price_max: '30000',
    });
    const found = await find(ctx, answer.query);
    for (const h of found.data) {
      expect(h.area.code).toBe('kyoto');
      expect(h.lowest_price.total_price).toBeLessThanOrEqual(30000);
    }
    // A budget in dollars is converted at the table's rate, for every night of the stay.
    const checkin = addDays(ctx.today, 30);
    const dollars = data(
      await ctx.call('POST', '/api/ota/v1/hotels/assist', {
        text: `hotel in Tokyo for 2 from ${checkin} for 2 nights under $200`,
      }),
      AssistResponseSchema,
    ).data;
    const rate = await ctx.handle.db
      .selectFrom('exchange_rates')
      .select('rate')
      .where('base_currency', '=', 'JPY')
      .where('quote_currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(dollars.query.price_max).toBe(String(Math.round((200 / Number(rate.rate)) * 2)));
    expect(dollars.query.checkout).toBe(addDays(checkin, 2));
    const empty = await ctx.call('POST', '/api/ota/v1/hotels/assist', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(apiError(empty).code).toBe(1000);
  });

  it('searches for the children a request counts: rooms must hold them too', async () => {
    const ctx = get();
    const checkin = addDays(ctx.today, 20);
    const answer = data(
      await ctx.call('POST', '/api/ota/v1/hotels/assist', {
        text: `2 adults and 2 kids aged 4 and 9 from ${checkin} for 2 nights`,
      }),
      AssistResponseSchema,
    ).data;
    expect(answer.filters).toMatchObject({ adults: 2, children: 2, kids_ages: [4, 9] });
    expect(answer.query).toEqual({
      checkin,
      checkout: addDays(checkin, 2),
      adults: '2',
      children: '2',
      kids_ages: '4,9',
    });
    const { children: _children, kids_ages: _ages, ...adultsOnly } = answer.query;
    const withChildren = await find(ctx, answer.query);
    const without = await find(ctx, adultsOnly);
    // Some hotels have no room for four: fewer hotels, each with a room for all of them.
    expect(withChildren.meta.total_entries).toBeGreaterThan(0);
    expect(withChildren.meta.total_entries).toBeLessThan(without.meta.total_entries);
  });

  it('rates every listed hotel', async () => {
    const ctx = get();
    const ratings = data(
      await ctx.call('GET', '/api/ota/v1/hotels/ratings'),
      OtaRatingsResponseSchema,
    ).data;
    expect(ratings).toHaveLength(HOTELS + 3);
    expect(ratings[0]).toEqual({ hotel_code: 'sakura-tokyo', rating: 4.5, review_count: 120 });
    for (const r of ratings) expect(r.rating).toBeLessThanOrEqual(5);
  });
});
