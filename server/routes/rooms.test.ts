import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  AdditionalQuestionListResponseSchema,
  AvailabilityResponseSchema,
  BookingWidgetSettingsSchema,
  CancellationPolicyListResponseSchema,
  ExtraListResponseSchema,
  HotelListResponseSchema,
  PlanListResponseSchema,
  RecommendationResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';

const search = (params: Record<string, string>): string =>
  `/api/v1/rooms?${new URLSearchParams(params)}`;

describeOnDatabases('rooms and hotel catalogue', (get) => {
  it('serves init settings for any spelling of the hotel code', async () => {
    const ctx = get();
    for (const code of ['sakura-tokyo', 'sakuratokyo', 'Sakura_Tokyo', 'SAKURA TOKYO']) {
      const res = await ctx.call(
        'GET',
        `/api/v1/hotels/${encodeURIComponent(code)}/settings/booking_widget`,
      );
      const s = data(res, BookingWidgetSettingsSchema).data;
      expect(s.hotel_code).toBe('sakura-tokyo');
      expect(s.hotel_brand.name).toBe('Sakura Hotels');
    }
    const kyoto = data(
      await ctx.call('GET', '/api/v1/hotels/sakurakyoto/settings/booking_widget'),
      BookingWidgetSettingsSchema,
    ).data;
    expect(kyoto.kids_setting.kids_type).toBe('ages');
    expect(kyoto.customer_address_required).toBe(true);
    const missing = await ctx.call('GET', '/api/v1/hotels/nowhere/settings/booking_widget');
    expect(missing.status).toBe(404);
    expect(apiError(missing).details.base[0]).toContain('nowhere');
  });

  it('searches rooms with the flat shorthand and prices every plan', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 2, 10);
    const res = await ctx.call(
      'GET',
      search({ code: 'sakuratokyo', checkin, checkout: addDays(checkin, 2), adults: '2' }),
    );
    const d = data(res, RoomSearchResponseSchema).data;
    expect(d.nights).toBe(2);
    const std = d.rooms.find((r) => r.room_type_code === 'standard-double');
    expect(std?.room_plans.map((p) => p.room_plan_code)).toEqual(
      expect.arrayContaining(['std-room-only', 'std-breakfast']),
    );
    expect(std?.room_plans.some((p) => p.is_day_use)).toBe(false);
    // The early-bird plan needs 2 nights: it is offered here.
    expect(
      d.rooms.flatMap((r) => r.room_plans).some((p) => p.room_plan_code === 'twin-early-bird'),
    ).toBe(true);
    // Plan search view: the same offers grouped by hotel plan.
    const breakfast = d.plans.find((p) => p.hotel_plan_code === 'breakfast');
    expect(breakfast?.rooms.map((r) => r.room_type_code)).toEqual(['standard-double']);
    expect(breakfast?.lowest_total_price).toBe(breakfast?.rooms[0]?.room_plans[0]?.total_price);
    // Sorted cheapest first by default.
    const totals = std?.room_plans.map((p) => p.total_price ?? 0) ?? [];
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it('answers room photos with absolute URLs in the rooms and plans views', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('family-suite', 1, 14);
    const res = await ctx.call(
      'GET',
      search({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' }),
    );
    const d = data(res, RoomSearchResponseSchema).data;
    expect(d.rooms.length).toBeGreaterThan(0);
    for (const room of d.rooms) {
      expect(room.images?.length).toBeGreaterThanOrEqual(1);
      expect(room.images?.length).toBeLessThanOrEqual(3);
      for (const image of room.images ?? []) {
        expect(image.url).toMatch(/^https:\/\/book\.test\/media\/rooms\/[a-z0-9-]+\.svg$/);
        expect(image.alt.startsWith(`${room.room_type_name}: `)).toBe(true);
      }
    }
    const suite = d.rooms.find((r) => r.room_type_code === 'family-suite');
    expect(suite?.images?.map((i) => i.url)).toEqual([
      'https://book.test/media/rooms/family-suite-1.svg',
      'https://book.test/media/rooms/family-suite-2.svg',
      'https://book.test/media/rooms/family-suite-3.svg',
    ]);
    // The plans view embeds the same rooms, photos included.
    for (const room of d.plans.flatMap((p) => p.rooms)) {
      expect(room.images).toEqual(
        d.rooms.find((r) => r.room_type_code === room.room_type_code)?.images,
      );
    }
    // The photo a result points at is served.
    const first = suite?.images?.[0]?.url ?? '';
    const photo = await ctx.app.request(first.replace('https://book.test', ''));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('keeps a hotel CDN photo URL as stored and answers [] for a room type without photos', async () => {
    const ctx = get();
    // A night both room types have free: the seed sells some nights out on purpose, and a
    // sold-out triple would be missing from the answer.
    let offset = 16;
    let checkin = await ctx.freeDate('single', 1, offset);
    while (checkin !== (await ctx.freeDate('triple', 1, offset)) && offset < 120) {
      offset += 1;
      checkin = await ctx.freeDate('single', 1, offset);
    }
    await sql`UPDATE room_types SET images = ${JSON.stringify([
      { url: 'https://cdn.example/single.jpg', alt: 'Single: bed' },
    ])}::jsonb WHERE code = 'single'`.execute(ctx.handle.db);
    await sql`UPDATE room_types SET images = NULL WHERE code = 'triple'`.execute(ctx.handle.db);
    try {
      const res = await ctx.call(
        'GET',
        search({ code: 'sakura-osaka', checkin, checkout: addDays(checkin, 1), adults: '1' }),
      );
      const d = data(res, RoomSearchResponseSchema).data;
      expect(d.rooms.find((r) => r.room_type_code === 'single')?.images).toEqual([
        { url: 'https://cdn.example/single.jpg', alt: 'Single: bed' },
      ]);
      expect(d.rooms.find((r) => r.room_type_code === 'triple')?.images).toEqual([]);
    } finally {
      await sql`UPDATE room_types SET images = ${JSON.stringify([
        { url: '/media/rooms/single-1.svg', alt: 'Single: single bed and desk' },
      ])}::jsonb WHERE code = 'single'`.execute(ctx.handle.db);
      await sql`UPDATE room_types SET images = ${JSON.stringify([
        { url: '/media/rooms/triple-1.svg', alt: 'Triple: three beds by the window' },
      ])}::jsonb WHERE code = 'triple'`.execute(ctx.handle.db);
    }
  });

  it('takes the full JSON payload with kids tiers and applies the tiers filter', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 2, 12);
    const rooms = [1, 2, 3].map(() => ({ adults: 1, kids_age_range: [{ code: 'A', count: 1 }] }));
    const res = await ctx.call(
      'GET',
      search({
        code: 'sakura-tokyo',
        checkin,
        checkout: addDays(checkin, 2),
        rooms: JSON.stringify(rooms),
      }),
    );
    const plans = data(res, RoomSearchResponseSchema).data.rooms.flatMap((r) => r.room_plans);
    // 3 rooms exceed the early-bird sale limit of 2: dropped unless occupied rooms are included.
    expect(plans.some((p) => p.room_plan_code === 'twin-early-bird')).toBe(false);
    const child = plans.find((p) => p.room_plan_code === 'twin-members');
    expect(child?.matched_search_criteria).toMatchObject({ adults_count: 1, children_count: 1 });
    const occupied = await ctx.call(
      'GET',
      search({
        code: 'sakura-tokyo',
        checkin,
        checkout: addDays(checkin, 2),
        rooms: JSON.stringify(rooms),
        is_including_occupied: 'true',
      }),
    );
    expect(
      data(occupied, RoomSearchResponseSchema)
        .data.rooms.flatMap((r) => r.room_plans)
        .some((p) => p.room_plan_code === 'twin-early-bird'),
    ).toBe(true);
  });

  it('hides sold-out room types and can point to the next available date', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('family-suite', 3, 90);
    await sql`UPDATE inventory SET remaining = 0 WHERE date = ${checkin}`.execute(ctx.handle.db);
    const q = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' };
    const none = data(await ctx.call('GET', search(q)), RoomSearchResponseSchema).data;
    expect(none.rooms).toEqual([]);
    expect(none.next_available_date).toBeNull();
    const next = data(
      await ctx.call('GET', search({ ...q, search_next_available_date_if_no_result: 'true' })),
      RoomSearchResponseSchema,
    ).data;
    expect(next.next_available_date).toBe(addDays(checkin, 1));
  });

  it('runs undated and day-use searches', async () => {
    const ctx = get();
    const undated = data(
      await ctx.call(
        'GET',
        search({ code: 'sakura-osaka', search_type: 'undated', nights: '2', adults: '1' }),
      ),
      RoomSearchResponseSchema,
    ).data;
    expect(undated.checkin_date).toBeNull();
    expect(undated.rooms[0]?.room_plans[0]?.total_price).toBeGreaterThan(0);
    const checkin = await ctx.freeDate('standard-double', 1, 15);
    const dayUse = data(
      await ctx.call(
        'GET',
        search({ code: 'sakura-tokyo', checkin, is_day_use: 'true', adults: '2' }),
      ),
      RoomSearchResponseSchema,
    ).data;
    expect(dayUse.rooms.flatMap((r) => r.room_plans).map((p) => p.room_plan_code)).toEqual([
      'std-day-use',
    ]);
    const kyotoDayUse = await ctx.call(
      'GET',
      search({ code: 'sakura-kyoto', checkin, is_day_use: 'true' }),
    );
    expect(apiError(kyotoDayUse).payload?.field).toBe('is_day_use');
  });

  it('rejects bad searches naming the field', async () => {
    const ctx = get();
    const d = addDays(ctx.today, 10);
    const cases: [Record<string, string>, string][] = [
      [{ code: 'sakura-tokyo', checkin: addDays(d, 2), checkout: d }, 'checkout_date'],
      [{ code: 'sakura-tokyo', checkin: addDays(ctx.today, -1), checkout: d }, 'checkin_date'],
      [{ code: 'sakura-tokyo', checkin: d, checkout: addDays(d, 1), adults: 'two' }, 'adults'],
      [{ code: 'sakura-tokyo', checkin: 'tomorrow', checkout: d }, 'checkin'],
      [
        { code: 'sakura-tokyo', checkin: d, checkout: addDays(d, 1), rooms: '[{"adults":0}]' },
        'rooms.0.adults',
      ],
      [{ code: 'sakura-tokyo', checkin: d, checkout: addDays(d, 1), rooms: '{not json' }, 'rooms'],
      [{ checkin: d, checkout: addDays(d, 1) }, 'code'],
    ];
    for (const [params, field] of cases) {
      const res = await ctx.call('GET', search(params));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(apiError(res)).toMatchObject({ code: 1000, payload: { field } });
    }
    const far = await ctx.call(
      'GET',
      search({
        code: 'sakura-kyoto',
        checkin: addDays(ctx.today, 200),
        checkout: addDays(ctx.today, 201),
      }),
    );
    expect(apiError(far)).toMatchObject({ code: 1903, payload: { reservable_period_months: 6 } });
  });

  it('serves the calendar with lowest prices and rooms left', async () => {
    const ctx = get();
    const start = addDays(ctx.today, 5);
    const res = await ctx.call(
      'GET',
      `/api/v1/rooms/availability?code=sakura-tokyo&start_date=${start}&end_date=${addDays(start, 30)}&adults=2`,
    );
    const days = data(res, AvailabilityResponseSchema).data.days;
    expect(days).toHaveLength(31);
    expect(days.every((d) => d.status === 'sold_out' || (d.lowest_price ?? 0) > 0)).toBe(true);
    const tooLong = await ctx.call(
      'GET',
      `/api/v1/rooms/availability?code=sakura-tokyo&start_date=${start}&end_date=${addDays(start, 100)}`,
    );
    expect(apiError(tooLong).payload?.field).toBe('end_date');
  });

  it('lists hotels, plans, policies, extras and questions', async () => {
    const ctx = get();
    const hotels = data(
      await ctx.call('GET', '/api/v1/hotel_brands/sakura/hotels?per_page=2'),
      HotelListResponseSchema,
    );
    expect(hotels.data.map((h) => h.code)).toEqual(['sakura-tokyo', 'sakura-kyoto']);
    expect(hotels.meta).toMatchObject({ total_entries: 3, total_pages: 2 });
    const plans = data(
      await ctx.call(
        'GET',
        '/api/v1/hotels/sakura-tokyo/plans?room_plan_codes=std-room-only,std-day-use',
      ),
      PlanListResponseSchema,
    );
    expect(plans.data.map((p) => p.room_plan_code)).toEqual(['std-room-only', 'std-day-use']);
    expect((await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/plans/nope')).status).toBe(404);
    const policies = data(
      await ctx.call('GET', '/api/v1/hotels/sakura-tokyo/cancellation_policies'),
      CancellationPolicyListResponseSchema,
    );
    expect(policies.data.find((p) => p.code === 'standard')?.lines.at(-1)).toBe(
      'No-show: 100% of the cost',
    );
    const checkin = addDays(ctx.today, 3);
    const extras = data(
      await ctx.call(
        'GET',
        `/api/v1/hotels/sakura-tokyo/extras?checkin_date=${checkin}&checkout_date=${addDays(checkin, 2)}`,
      ),
      ExtraListResponseSchema,
    );
    expect(
      extras.data.find((e) => e.extra_id === 'breakfast-voucher')?.booking_available_dates,
    ).toEqual([checkin, addDays(checkin, 1)]);
    const q = encodeURIComponent(
      JSON.stringify({ label_filters: ['all_users'], room_plan_codes: ['std-room-only'] }),
    );
    const questions = data(
      await ctx.call('GET', `/api/v1/hotels/sakura-tokyo/additional_questions?q=${q}`),
      AdditionalQuestionListResponseSchema,
    );
    const ids = questions.data.map((x) => x.id);
    expect(ids).toEqual(
      expect.arrayContaining(['q-people', 'q-checkin', 'q-checkout', 'n-renovation']),
    );
    expect(ids).not.toContain('q-anniversary'); // only for the dinner plan
    expect(ids).not.toContain('n-winter'); // display window starts in 60 days
    const brandQ = encodeURIComponent(JSON.stringify({ label_filters: ['membership_rank_all'] }));
    const brand = data(
      await ctx.call('GET', `/api/v1/hotel_brands/sakura/additional_questions?q=${brandQ}`),
      AdditionalQuestionListResponseSchema,
    );
    expect(brand.data.map((x) => x.id)).toEqual(['n-members']);
  });

  it('recommends the three cheapest offers', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 14);
    const res = await ctx.call(
      'GET',
      `/api/v1/rooms/recommendation?${new URLSearchParams({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' })}`,
    );
    const offers = data(res, RecommendationResponseSchema).data;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(3);
    const totals = offers.map((o) => o.plan.total_price ?? 0);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });
});
