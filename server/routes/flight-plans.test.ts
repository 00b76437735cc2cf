import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { RoomSearchResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { quoteOf, tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const FLIGHT_PLAN = 'twin-flight';

const search = (ctx: TestContext, params: Record<string, string>) =>
  ctx.call('GET', `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', ...params })}`);

const flightPlans = (answer: { rooms: { room_plans: { room_plan_code: string }[] }[] }) =>
  answer.rooms.flatMap((r) => r.room_plans).filter((p) => p.room_plan_code === FLIGHT_PLAN);

/** Sets Sakura Tokyo's multi-room search limit (the seed's is 3). */
const searchLimit = (ctx: TestContext, rooms: number) =>
  sql`UPDATE hotels SET settings = jsonb_set(settings, '{multi_rooms_search_limit}', ${String(rooms)}::jsonb)
    WHERE code = 'sakura-tokyo'`.execute(ctx.handle.db);

const twinRooms = (n: number) =>
  Array.from({ length: n }, () => ({
    room_type_code: 'deluxe-twin',
    room_plan_code: FLIGHT_PLAN,
    adults: 2,
  }));

describeOnDatabases('stay-plus-flight plans: dated stays, at most 5 rooms', (get) => {
  // Sakura Tokyo searches at most 3 rooms; as a hotel that searches 8 it shows the flight limit.
  beforeEach(() => searchLimit(get(), 8));
  afterEach(() => searchLimit(get(), 3));

  it('offers the flight plan, marked, in a dated search of up to 5 rooms', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 2, 15);
    const dates = { checkin, checkout: addDays(checkin, 2), adults: '2' };
    for (const rooms of ['1', '5']) {
      const answer = data(
        await search(ctx, { ...dates, room_count: rooms }),
        RoomSearchResponseSchema,
      ).data;
      expect(flightPlans(answer)).toEqual([expect.objectContaining({ includes_flight: true })]);
      expect(answer.flight_withheld).toBeUndefined();
    }
    // Other plans say nothing about flights.
    const one = data(await search(ctx, dates), RoomSearchResponseSchema).data;
    const others = one.rooms
      .flatMap((r) => r.room_plans)
      .filter((p) => p.room_plan_code !== FLIGHT_PLAN);
    expect(others.every((p) => p.includes_flight === undefined)).toBe(true);
  });

  it('withholds it from an undated search and from 6 rooms, and says why', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 15);
    const undated = data(
      await search(ctx, { search_type: 'undated', nights: '2', adults: '2' }),
      RoomSearchResponseSchema,
    ).data;
    expect(undated.rooms.length).toBeGreaterThan(0);
    expect(flightPlans(undated)).toEqual([]);
    expect(undated.flight_withheld).toBe('flight_undated');
    const six = data(
      await search(ctx, { checkin, checkout: addDays(checkin, 1), adults: '1', room_count: '6' }),
      RoomSearchResponseSchema,
    ).data;
    expect(flightPlans(six)).toEqual([]);
    expect(six.flight_withheld).toBe('flight_room_limit');
  });

  it('refuses a flight search (dynamic_package=wbf) without dates or over 5 rooms', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 15);
    const undated = await search(ctx, {
      dynamic_package: 'wbf',
      search_type: 'undated',
      nights: '1',
    });
    expect(undated.status).toBe(422);
    expect(apiError(undated)).toMatchObject({ code: 9422, payload: { reason: 'flight_undated' } });
    const six = await search(ctx, {
      dynamic_package: 'wbf',
      checkin,
      checkout: addDays(checkin, 1),
      room_count: '6',
    });
    expect(six.status).toBe(422);
    expect(apiError(six).payload).toMatchObject({ reason: 'flight_room_limit', room_limit: 5 });
    const five = await search(ctx, {
      dynamic_package: 'wbf',
      checkin,
      checkout: addDays(checkin, 1),
      room_count: '5',
    });
    expect(five.status).toBe(200);
  });

  it('prices and books at most 5 rooms of a flight plan (quote and booking alike)', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 40);
    const booking = (n: number) =>
      tokyoBooking(checkin, 1, { rooms: twinRooms(n), payment_type: 'pre_paid' });
    expect((await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(booking(5)))).status).toBe(
      200,
    );
    const quote = await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(booking(6)));
    for (const six of [quote, await ctx.call('POST', '/api/v1/reservations', booking(6))]) {
      expect(six.status).toBe(422);
      expect(apiError(six).payload).toMatchObject({ reason: 'flight_room_limit' });
    }
    // Six rooms without a flight are fine (the limit is the flight's, not the hotel's).
    const free = await ctx.freeDate('standard-double', 1, 40);
    const plain = tokyoBooking(free, 1, {
      rooms: Array.from({ length: 6 }, () => ({
        room_type_code: 'standard-double',
        room_plan_code: 'std-room-only',
        adults: 2,
      })),
    });
    expect((await ctx.call('POST', '/api/v1/reservations/quote', quoteOf(plain))).status).toBe(200);
  });
});
