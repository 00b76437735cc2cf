import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import {
  AvailabilityResponseSchema,
  QuoteResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import type { NightRestriction } from '../../src/rules/inventory/restrictions.ts';
import type { Database } from '../db/schema.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

// Issue 39: each restriction leaves the plan out of the room search and refuses its quote and
// booking with its own code; plan rates (per occupancy, child extras) and derived plans price
// search, calendar and quote alike. The app keeps search answers (services/search/kept.ts), so a
// search after a write also proves migration 036's change notifications.

const ROOM = 'standard-double';
type Restriction = Partial<NightRestriction>;

async function planId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function restrict(ctx: TestContext, code: string, date: string, r: Restriction) {
  const plan_id = await planId(ctx.handle.db, code);
  await ctx.handle.db
    .insertInto('plan_restrictions')
    .values({ plan_id, date, ...r })
    .onConflict((oc) => oc.columns(['plan_id', 'date']).doUpdateSet(r))
    .execute();
}

async function clear(ctx: TestContext, code: string) {
  const id = await planId(ctx.handle.db, code);
  await ctx.handle.db.deleteFrom('plan_restrictions').where('plan_id', '=', id).execute();
  await ctx.handle.db.deleteFrom('plan_rates').where('plan_id', '=', id).execute();
  await ctx.handle.db
    .updateTable('plans')
    .set({
      sale_from: null,
      sale_until: null,
      stay_from: null,
      stay_until: null,
      advance_min_days: null,
      advance_max_days: null,
      parent_plan_id: null,
      derive_kind: null,
    })
    .where('id', '=', id)
    .execute();
}

/** The plans a stay of two adults leaves out, and why (the search's `restricted`). */
async function restrictedOf(ctx: TestContext, checkin: string, nights: number) {
  const q = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, nights), adults: '2' };
  const res = await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams(q)}`);
  return data(res, RoomSearchResponseSchema).data.restricted ?? [];
}

/** The standard double's plans offered for a stay of two adults. */
async function offered(ctx: TestContext, checkin: string, nights: number): Promise<string[]> {
  const q = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, nights), adults: '2' };
  const res = await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams(q)}`);
  const room = data(res, RoomSearchResponseSchema).data.rooms.find(
    (r) => r.room_type_code === ROOM,
  );
  return room?.room_plans.map((p) => p.room_plan_code) ?? [];
}

function quote(
  ctx: TestContext,
  checkin: string,
  nights: number,
  plan: string,
  adults = 2,
  kids: { code: string; count: number }[] = [],
) {
  return ctx.call('POST', '/api/v1/reservations/quote', {
    hotel_code: 'sakuratokyo',
    checkin_date: checkin,
    checkout_date: addDays(checkin, nights),
    rooms: [
      {
        room_type_code: ROOM,
        room_plan_code: plan,
        adults,
        ...(kids.length ? { kids_tiers: kids } : {}),
      },
    ],
  });
}

describeOnDatabases(
  'plan restrictions and rates in the guest’s search, quote and booking',
  (get) => {
    it('leaves a restricted plan out of the search and refuses its quote with the reason', async () => {
      const ctx = get();
      const d = await ctx.freeDate(ROOM, 4, 30);
      const cases: {
        name: string;
        set: () => Promise<void>;
        nights: number;
        code: number;
        payload: Record<string, unknown>;
      }[] = [
        {
          name: 'stop-sell on the second night',
          set: () => restrict(ctx, 'std-breakfast', addDays(d, 1), { stop_sell: true }),
          nights: 2,
          code: 9470,
          payload: { date: addDays(d, 1) },
        },
        {
          name: 'closed to arrival',
          set: () => restrict(ctx, 'std-breakfast', d, { closed_to_arrival: true }),
          nights: 2,
          code: 9471,
          payload: { date: d },
        },
        {
          name: 'closed to departure',
          set: () => restrict(ctx, 'std-breakfast', addDays(d, 2), { closed_to_departure: true }),
          nights: 2,
          code: 9472,
          payload: { date: addDays(d, 2) },
        },
        {
          name: 'minimum stay on arrival',
          set: () => restrict(ctx, 'std-breakfast', d, { min_stay_arrival: 2 }),
          nights: 1,
          code: 9473,
          payload: { nights: 2 },
        },
        {
          name: 'minimum stay through',
          set: () => restrict(ctx, 'std-breakfast', addDays(d, 1), { min_stay_through: 3 }),
          nights: 2,
          code: 9473,
          payload: { nights: 3 },
        },
        {
          name: 'maximum stay on arrival',
          set: () => restrict(ctx, 'std-breakfast', d, { max_stay_arrival: 1 }),
          nights: 2,
          code: 9474,
          payload: { nights: 1 },
        },
        {
          name: 'maximum stay through',
          set: () => restrict(ctx, 'std-breakfast', addDays(d, 1), { max_stay_through: 1 }),
          nights: 2,
          code: 9474,
          payload: { nights: 1 },
        },
        {
          name: 'booked too late',
          set: async () => {
            await ctx.handle.db
              .updateTable('plans')
              .set({ advance_min_days: 400 })
              .where('code', '=', 'std-breakfast')
              .execute();
          },
          nights: 2,
          code: 9475,
          payload: { days: 400 },
        },
        {
          name: 'booked too early',
          set: async () => {
            await ctx.handle.db
              .updateTable('plans')
              .set({ advance_max_days: 3 })
              .where('code', '=', 'std-breakfast')
              .execute();
          },
          nights: 2,
          code: 9476,
          payload: { days: 3 },
        },
        {
          name: 'outside the sale period',
          set: async () => {
            await ctx.handle.db
              .updateTable('plans')
              .set({ sale_from: addDays(ctx.today, 5) })
              .where('code', '=', 'std-breakfast')
              .execute();
          },
          nights: 2,
          code: 9477,
          payload: { from: addDays(ctx.today, 5), until: null },
        },
        {
          name: 'outside the stay period',
          set: async () => {
            await ctx.handle.db
              .updateTable('plans')
              .set({ stay_until: d })
              .where('code', '=', 'std-breakfast')
              .execute();
          },
          nights: 2,
          code: 9478,
          payload: { from: null, until: d },
        },
      ];
      for (const c of cases) {
        // Searched first, so the answer is kept and only a change notification can drop it.
        expect(await offered(ctx, d, c.nights), c.name).toEqual(['std-room-only', 'std-breakfast']);
        await c.set();
        expect(await offered(ctx, d, c.nights), c.name).toEqual(['std-room-only']);
        // The answer says why, as the quote would.
        expect(await restrictedOf(ctx, d, c.nights), c.name).toEqual([
          {
            room_type_code: ROOM,
            room_plan_code: 'std-breakfast',
            room_plan_name: expect.any(String),
            code: c.code,
            payload: c.payload,
          },
        ]);
        const res = await quote(ctx, d, c.nights, 'std-breakfast');
        expect(res.status, c.name).toBe(422);
        expect(apiError(res), c.name).toMatchObject({ code: c.code, payload: c.payload });
        expect((await quote(ctx, d, c.nights, 'std-room-only')).status, c.name).toBe(200);
        await clear(ctx, 'std-breakfast');
      }
    });

    it('refuses the booking and a date change into a restricted stay, with the reason', async () => {
      const ctx = get();
      const d = await ctx.freeDate(ROOM, 6, 60);
      await restrict(ctx, 'std-room-only', d, { closed_to_arrival: true });
      const refused = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(d, 2));
      expect(apiError(refused)).toMatchObject({ code: 9471, payload: { date: d } });
      const booked = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(addDays(d, 3), 2));
      expect(booked.status).toBe(201);
      const { reservation_number, bypass_token } = (booked.body as { data: Record<string, string> })
        .data;
      await restrict(ctx, 'std-room-only', addDays(d, 4), { min_stay_arrival: 3 });
      const moved = await ctx.call(
        'PUT',
        `/api/v1/reservations/${reservation_number}?bypass_token=${bypass_token}`,
        { checkin_date: addDays(d, 4), checkout_date: addDays(d, 6) },
      );
      expect(apiError(moved)).toMatchObject({ code: 9473, payload: { nights: 3 } });
      await clear(ctx, 'std-room-only');
    });

    it('prices own rates per occupancy with child extras, and a derived plan from its parent', async () => {
      const ctx = get();
      const d = await ctx.freeDate(ROOM, 1, 90);
      const room = await planId(ctx.handle.db, 'std-room-only');
      // Searched and the calendar asked first: kept answers must not hide the new prices.
      await offered(ctx, d, 1);
      await ctx.handle.db
        .insertInto('plan_rates')
        .values({
          plan_id: room,
          date: d,
          adults: JSON.stringify([12000, 20000]),
          children: JSON.stringify({ A: 5000 }),
        })
        .execute();
      await ctx.handle.db
        .updateTable('plans')
        .set({
          parent_plan_id: room,
          derive_kind: 'percent',
          derive_value: -1000,
          derive_round_step: 100,
          derive_round_mode: 'nearest',
        })
        .where('code', '=', 'std-breakfast')
        .execute();
      const roomPrice = async (
        plan: string,
        adults: number,
        kids: { code: string; count: number }[] = [],
      ) =>
        data(await quote(ctx, d, 1, plan, adults, kids), QuoteResponseSchema).data.rooms[0]?.price
          .room_price_without_tax;
      expect(await roomPrice('std-room-only', 1)).toBe(12000);
      expect(await roomPrice('std-room-only', 2)).toBe(20000);
      expect(await roomPrice('std-room-only', 1, [{ code: 'A', count: 1 }])).toBe(17000);
      // −10 %, to the nearest 100: 10,800 / 18,000, the child 4,500.
      expect(await roomPrice('std-breakfast', 1)).toBe(10800);
      expect(await roomPrice('std-breakfast', 1, [{ code: 'A', count: 1 }])).toBe(15300);
      // One change to the parent moves the family.
      await ctx.handle.db
        .updateTable('plan_rates')
        .set({ adults: JSON.stringify([12000, 30000]) })
        .where('plan_id', '=', room)
        .execute();
      expect(await roomPrice('std-breakfast', 2)).toBe(27000);
      // Search (cheapest first) and calendar show the same prices.
      const q = { code: 'sakura-tokyo', checkin: d, checkout: addDays(d, 1), adults: '2' };
      const found = data(
        await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams(q)}`),
        RoomSearchResponseSchema,
      ).data.rooms.find((r) => r.room_type_code === ROOM);
      expect(
        found?.room_plans.map((p) => [p.room_plan_code, p.price?.room_price_without_tax]),
      ).toEqual([
        ['std-breakfast', 27000],
        ['std-room-only', 30000],
      ]);
      const cal = {
        code: 'sakura-tokyo',
        start_date: d,
        end_date: d,
        adults: '2',
        room_type_codes: ROOM,
      };
      const day = data(
        await ctx.call('GET', `/api/v1/rooms/availability?${new URLSearchParams(cal)}`),
        AvailabilityResponseSchema,
      ).data.days[0];
      const cheapest = data(await quote(ctx, d, 1, 'std-breakfast'), QuoteResponseSchema).data.price
        .total_price;
      expect(day?.lowest_price).toBe(cheapest);
      // A rate without a price for one adult does not sell the room to one adult.
      await ctx.handle.db
        .updateTable('plan_rates')
        .set({ adults: JSON.stringify([null, 30000]) })
        .where('plan_id', '=', room)
        .execute();
      const alone = await quote(ctx, d, 1, 'std-breakfast', 1);
      expect(apiError(alone)).toMatchObject({ code: 1000, payload: { field: 'rooms.0' } });
      await clear(ctx, 'std-breakfast');
      await clear(ctx, 'std-room-only');
    });
  },
);
