import { expect, it } from 'vitest';
import {
  CalendarResponseSchema,
  ChangeResultSchema,
  RatePlanListResponseSchema,
  RatePlanResponseSchema,
  RoomTypeResponseSchema,
} from '../../../src/api/contract/console/inventory.ts';
import {
  CreateReservationResponseSchema,
  RoomSearchResponseSchema,
} from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { staffHeaders } from '../../test/staff.ts';

// Issue 39's console API on both databases: a manager makes a room type and two plans (one
// derived at −10 %), sets rates and rooms to sell in bulk, closes a night to arrival and sets a
// two-night minimum in cells; the guest's search, quote and booking follow at once, the rooms
// booked show in the calendar, rooms to sell cannot drop below them, and undo takes back the
// last bulk change from the audit log.

const HOTEL = '/api/v1/console/hotels/sakura-tokyo';

const roomType = {
  code: 'garden-room',
  name: 'Garden Room',
  names: { ja: 'ガーデンルーム' },
  capacity: 2,
  max_adults: 2,
  beds: [{ kind: 'double', count: 1 }],
  size_sqm: 24,
  amenities: ['wifi'],
  photos: [
    { url: '/media/rooms/standard-double-1.svg', alt: 'Garden Room', alts: { ja: '庭の部屋' } },
  ],
  total_rooms: 5,
  published: true,
};

const plan = (code: string, extra: object = {}) => ({
  code,
  room_type_code: 'garden-room',
  name: code,
  payment_type: 'on_site',
  cancellation_policy_code: 'flexible',
  published: true,
  ...extra,
});

async function search(ctx: TestContext, checkin: string, nights: number) {
  const q = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, nights), adults: '2' };
  const res = await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams(q)}`);
  const room = data(res, RoomSearchResponseSchema).data.rooms.find(
    (r) => r.room_type_code === 'garden-room',
  );
  return room?.room_plans.map((p) => [p.room_plan_code, p.price?.room_price_without_tax]) ?? [];
}

function calendar(ctx: TestContext, h: Record<string, string>, from: string, to: string) {
  return ctx.call(
    'GET',
    `${HOTEL}/calendar?from=${from}&to=${to}&room_types=garden-room`,
    undefined,
    h,
  );
}

describeOnDatabases('console rooms, rate plans and calendar', (get) => {
  it('reads for the front desk, writes for managers only', async () => {
    const ctx = get();
    const desk = await staffHeaders(ctx, { role: 'front_desk' });
    const from = addDays(ctx.today, 1);
    const read = await ctx.call(
      'GET',
      `${HOTEL}/calendar?from=${from}&to=${addDays(from, 89)}`,
      undefined,
      desk,
    );
    const answer = data(read, CalendarResponseSchema).data;
    expect(answer.stock.length).toBeGreaterThan(0);
    const std = answer.rows.find((r) => r.plan_code === 'std-room-only');
    // The seeded plans are priced by their room type's rate (the pre-035 way).
    expect(std?.nights[0]?.rate_source).toBe('room_type');
    expect(std?.nights).toHaveLength(90);
    const refused = await ctx.call(
      'POST',
      `${HOTEL}/calendar/bulk`,
      { from, to: from, rows: [{ plan_code: 'std-room-only' }], set: { stop_sell: true } },
      desk,
    );
    expect(refused.status).toBe(403);
  });

  it('sets up a room type and plans, and the guest side follows the calendar', async () => {
    const ctx = get();
    const h = await staffHeaders(ctx, { role: 'manager' });
    const created = await ctx.call('POST', `${HOTEL}/room-types`, roomType, h);
    expect(data(created, RoomTypeResponseSchema).data).toMatchObject({
      code: 'garden-room',
      names: { ja: 'ガーデンルーム' },
    });
    expect((await ctx.call('POST', `${HOTEL}/room-types`, roomType, h)).status).toBe(409);
    data(
      await ctx.call('POST', `${HOTEL}/rate-plans`, plan('garden-flex'), h),
      RatePlanResponseSchema,
    );
    const saver = await ctx.call(
      'POST',
      `${HOTEL}/rate-plans`,
      plan('garden-saver', {
        derivation: {
          parent_plan_code: 'garden-flex',
          kind: 'percent',
          value: -10,
          round_step: 100,
        },
      }),
      h,
    );
    expect(data(saver, RatePlanResponseSchema).data.derivation).toMatchObject({
      parent_plan_code: 'garden-flex',
      value: -10,
    });
    // A loop is refused.
    const loop = await ctx.call(
      'PATCH',
      `${HOTEL}/rate-plans/garden-flex`,
      { derivation: { parent_plan_code: 'garden-saver', kind: 'amount', value: 100 } },
      h,
    );
    expect(apiError(loop)).toMatchObject({
      code: 1000,
      payload: { field: 'derivation.parent_plan_code' },
    });

    // Nothing sells before rooms to sell are set.
    const from = addDays(ctx.today, 30);
    const to = addDays(from, 29);
    expect(await search(ctx, from, 1)).toEqual([]);
    const rows = [{ plan_code: 'garden-flex' }, { plan_code: 'garden-saver' }];
    const derivedRate = await ctx.call(
      'POST',
      `${HOTEL}/calendar/bulk`,
      { from, to, rows, set: { rate: { adults: [10000, 18000] } } },
      h,
    );
    expect(apiError(derivedRate)).toMatchObject({ code: 1000, payload: { field: 'set.rate' } });
    const bulk = await ctx.call(
      'POST',
      `${HOTEL}/calendar/bulk`,
      {
        from,
        to,
        rows: [{ plan_code: 'garden-flex' }],
        set: { rate: { adults: [10000, 18000], children: { A: 4000 } }, rooms_to_sell: 5 },
      },
      h,
    );
    expect(data(bulk, ChangeResultSchema).data.nights_changed).toBe(30);
    const arrival = addDays(from, 3);
    const minimum = addDays(from, 5);
    for (const [date, set] of [
      [arrival, { closed_to_arrival: true }],
      [minimum, { min_stay_arrival: 2 }],
    ] as const)
      data(
        await ctx.call(
          'PATCH',
          `${HOTEL}/calendar/cell`,
          { date, plan_code: 'garden-flex', set },
          h,
        ),
        ChangeResultSchema,
      );

    expect(await search(ctx, from, 1)).toEqual([
      ['garden-saver', 16200],
      ['garden-flex', 18000],
    ]);
    // The agency search holds room-type rates only: the console's room type (no base rate) is
    // left out of it, never listed at 0.
    const agency = await ctx.call(
      'GET',
      `/api/ota/v1/hotels/search?${new URLSearchParams({ checkin: from, checkout: addDays(from, 1), adults: '2', q: 'sakura' })}`,
    );
    const listed = (
      agency.body as { data: { code: string; lowest_price: { total_price: number } }[] }
    ).data;
    const tokyo = listed.find((h) => h.code === 'sakura-tokyo');
    expect(tokyo?.lowest_price.total_price).toBeGreaterThan(10000);
    // Texts in the widget's language where the hotel gave them (X-Locale), else its own.
    const inJapanese = async (locale: string) => {
      const q = { code: 'sakura-tokyo', checkin: from, checkout: addDays(from, 1), adults: '2' };
      const res = await ctx.call('GET', `/api/v1/rooms?${new URLSearchParams(q)}`, undefined, {
        'X-Locale': locale,
      });
      const room = data(res, RoomSearchResponseSchema).data.rooms.find(
        (r) => r.room_type_code === 'garden-room',
      );
      return [room?.room_type_name, room?.images?.[0]?.alt];
    };
    expect(await inJapanese('ja')).toEqual(['ガーデンルーム', '庭の部屋']);
    expect(await inJapanese('ko')).toEqual(['Garden Room', 'Garden Room']);
    expect(await search(ctx, arrival, 1)).toEqual([['garden-saver', 16200]]);
    expect(await search(ctx, minimum, 1)).toEqual([['garden-saver', 16200]]);
    expect(await search(ctx, minimum, 2)).toEqual([
      ['garden-saver', 32400],
      ['garden-flex', 36000],
    ]);
    const oneNight = await ctx.call('POST', '/api/v1/reservations/quote', {
      hotel_code: 'sakura-tokyo',
      checkin_date: minimum,
      checkout_date: addDays(minimum, 1),
      rooms: [{ room_type_code: 'garden-room', room_plan_code: 'garden-flex', adults: 2 }],
    });
    expect(apiError(oneNight)).toMatchObject({ code: 9473, payload: { nights: 2 } });

    const cal = data(await calendar(ctx, h, from, addDays(from, 6)), CalendarResponseSchema).data;
    const saverRow = cal.rows.find((r) => r.plan_code === 'garden-saver');
    expect(saverRow?.nights[0]).toMatchObject({
      rate: { adults: [9000, 16200], children: { A: 3600 } },
      rate_source: 'derived',
    });
    expect(
      cal.rows.find((r) => r.plan_code === 'garden-flex')?.nights[3]?.restrictions
        .closed_to_arrival,
    ).toBe(true);
    expect(cal.stock[0]?.nights[0]).toMatchObject({
      rooms_to_sell: 5,
      rooms_booked: 0,
      rooms_left: 5,
    });

    // A booking shows in the calendar; rooms to sell cannot drop below it.
    const booking = tokyoBooking(from, 1, {
      rooms: [{ room_type_code: 'garden-room', room_plan_code: 'garden-saver', adults: 2 }],
    });
    data(await ctx.call('POST', '/api/v1/reservations', booking), CreateReservationResponseSchema);
    const after = data(await calendar(ctx, h, from, from), CalendarResponseSchema).data;
    expect(after.stock[0]?.nights[0]).toMatchObject({
      rooms_to_sell: 5,
      rooms_booked: 1,
      rooms_left: 4,
    });
    const below = await ctx.call(
      'PATCH',
      `${HOTEL}/calendar/cell`,
      { date: from, plan_code: 'garden-flex', set: { rooms_to_sell: 0 } },
      h,
    );
    expect(below.status).toBe(409);
    expect(apiError(below)).toMatchObject({ code: 9479, payload: { date: from, booked: 1 } });
    data(
      await ctx.call(
        'PATCH',
        `${HOTEL}/calendar/cell`,
        { date: from, plan_code: 'garden-flex', set: { rooms_to_sell: 1 } },
        h,
      ),
      ChangeResultSchema,
    );
    expect(
      data(await calendar(ctx, h, from, from), CalendarResponseSchema).data.stock[0]?.nights[0],
    ).toMatchObject({ rooms_to_sell: 1, rooms_left: 0 });
  });

  it('copies a period, and undoes the last bulk changes through the audit log', async () => {
    const ctx = get();
    const h = await staffHeaders(ctx, { role: 'owner' });
    // Kyoto: undo is per hotel, and no other test here changes Kyoto's calendar in bulk.
    const kyoto = '/api/v1/console/hotels/sakura-kyoto';
    const start = addDays(ctx.today, 100);
    const monday =
      [0, 1, 2, 3, 4, 5, 6]
        .map((i) => addDays(start, i))
        .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1) ?? start;
    const row = [{ plan_code: 'garden-kaiseki' }];
    const night = async (date: string) =>
      data(
        await ctx.call(
          'GET',
          `${kyoto}/calendar?from=${date}&to=${date}&room_types=garden-suite`,
          undefined,
          h,
        ),
        CalendarResponseSchema,
      ).data.rows.find((r) => r.plan_code === 'garden-kaiseki')?.nights[0];
    const seeded = await night(monday);
    expect(seeded?.rate_source).toBe('room_type');
    // Weekdays: only the Mondays of the fortnight change.
    const bulk = await ctx.call(
      'POST',
      `${kyoto}/calendar/bulk`,
      {
        from: addDays(monday, -1),
        to: addDays(monday, 12),
        weekdays: [1],
        rows: row,
        set: { rate: { adults: [7000, 14000] }, stop_sell: false },
      },
      h,
    );
    expect(data(bulk, ChangeResultSchema).data.nights_changed).toBe(2);
    expect((await night(monday))?.rate).toMatchObject({ adults: [7000, 14000] });
    expect((await night(addDays(monday, 7)))?.rate).toMatchObject({ adults: [7000, 14000] });
    expect((await night(addDays(monday, 1)))?.rate_source).toBe('room_type');
    const second = { rate: { adults: [8000, 15000] }, min_stay_through: 2 };
    const set = { from: monday, to: monday, rows: row, set: second };
    data(await ctx.call('POST', `${kyoto}/calendar/bulk`, set, h), ChangeResultSchema);
    // The Monday copied four weeks on.
    const target = addDays(monday, 28);
    const copy = { from: monday, to: monday, target_from: target, rows: row };
    data(await ctx.call('POST', `${kyoto}/calendar/copy`, copy, h), ChangeResultSchema);
    expect(await night(target)).toMatchObject({
      rate: { adults: [8000, 15000] },
      restrictions: { min_stay_through: 2 },
    });
    // Undo: the copy, then the second bulk change, then the first; then nothing is left.
    const undo = () => ctx.call('POST', `${kyoto}/calendar/undo`, undefined, h);
    data(await undo(), ChangeResultSchema);
    expect((await night(target))?.rate_source).toBe('room_type');
    data(await undo(), ChangeResultSchema);
    expect(await night(monday)).toMatchObject({
      rate: { adults: [7000, 14000] },
      restrictions: { min_stay_through: null },
    });
    data(await undo(), ChangeResultSchema);
    expect(await night(monday)).toEqual(seeded);
    expect(apiError(await undo())).toMatchObject({ code: 9404 });
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'inventory.%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['inventory.bulk', 'inventory.copy', 'inventory.undo']),
    );
  });

  it("a corporate plan's organization is one of the brand's", async () => {
    const ctx = get();
    const h = await staffHeaders(ctx, { role: 'manager' });
    await ctx.call('POST', `${HOTEL}/room-types`, roomType, h);
    const { brand_id } = await ctx.handle.db
      .selectFrom('hotels')
      .select('brand_id')
      .where('code', '=', 'sakura-tokyo')
      .executeTakeFirstOrThrow();
    const org = await ctx.handle.db
      .insertInto('organizations')
      .values({ brand_id, code: 'plan-org', name: 'Plan Org', display_name: 'Plan Org' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await ctx.call(
      'POST',
      `${HOTEL}/rate-plans`,
      plan('corp-x', { organization_id: org.id + 1000 }),
      h,
    );
    expect(refused.status).toBe(400);
    expect(apiError(refused).payload).toMatchObject({ field: 'organization_id' });
    const made = await ctx.call(
      'POST',
      `${HOTEL}/rate-plans`,
      plan('corp-x', { organization_id: org.id }),
      h,
    );
    expect(data(made, RatePlanResponseSchema).data.organization_id).toBe(org.id);
    const edit = await ctx.call(
      'PATCH',
      `${HOTEL}/rate-plans/corp-x`,
      { organization_id: org.id + 1000 },
      h,
    );
    expect(apiError(edit).payload).toMatchObject({ field: 'organization_id' });
  });

  it('lists and reorders rate plans', async () => {
    const ctx = get();
    const h = await staffHeaders(ctx, { role: 'manager' });
    const list = data(
      await ctx.call('GET', `${HOTEL}/rate-plans`, undefined, h),
      RatePlanListResponseSchema,
    ).data;
    const codes = list.map((p) => p.code);
    const reversed = [...codes].reverse();
    expect(
      (await ctx.call('PUT', `${HOTEL}/rate-plans/order`, { codes: reversed }, h)).status,
    ).toBe(204);
    const again = data(
      await ctx.call('GET', `${HOTEL}/rate-plans`, undefined, h),
      RatePlanListResponseSchema,
    ).data;
    expect(again.map((p) => p.code)).toEqual(reversed);
    expect(
      (await ctx.call('PUT', `${HOTEL}/rate-plans/order`, { codes: codes.slice(1) }, h)).status,
    ).toBe(400);
    await ctx.call('PUT', `${HOTEL}/rate-plans/order`, { codes }, h);
  });
});
