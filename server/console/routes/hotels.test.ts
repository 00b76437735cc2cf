import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  ConsoleHotelListResponseSchema,
  ConsoleHotelResponseSchema,
  type HotelDetailsInput,
} from '../../../src/api/contract/console/hotel.ts';
import {
  BookingWidgetSettingsSchema,
  CancellationPolicyListResponseSchema,
  ClientSessionResponseSchema,
  HotelListResponseSchema,
  PUBLIC_WIDGET_SECRET,
  RoomSearchResponseSchema,
} from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { extendHorizon } from '../../db/seed/horizon.ts';
import { apiError, data, describeOnDatabases } from '../../test/harness.ts';
import { signedInStaff, staffHeaders } from '../../test/staff.ts';

const HOTELS = '/api/v1/console/hotels';

const lakeside = (code: string): HotelDetailsInput => ({
  code,
  name: 'Lakeside Inn',
  names: { ja: 'レイクサイド イン', en: '' },
  address: { post_code: '4010301', full_address: '1 Kawaguchiko, Yamanashi', country: 'jp' },
  coordinates: { latitude: 35.5, longitude: 138.76 },
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  locale: 'ja',
  languages: ['ja', 'en'],
});

describeOnDatabases('console: hotels', (get) => {
  it('lets an owner add a hotel the widget and hosted pages can use at once', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const res = await ctx.call('POST', HOTELS, lakeside(' Lakeside-Inn '), owner.headers);
    expect(res.status).toBe(201);
    const hotel = data(res, ConsoleHotelResponseSchema).data;
    expect(hotel).toMatchObject({
      code: 'lakeside-inn',
      names: { ja: 'レイクサイド イン' },
      address: { country: 'JP' },
      created_in_console: true,
    });
    // The widget: a session for the hotel's brand, its settings, a search with no rooms yet.
    const session = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'lakeside-inn',
      secret: PUBLIC_WIDGET_SECRET,
    });
    const token = data(session, ClientSessionResponseSchema).data.client_session;
    const withSession = { 'x-client-session': token };
    const settings = data(
      await ctx.call(
        'GET',
        '/api/v1/hotels/LakesideInn/settings/booking_widget',
        undefined,
        withSession,
      ),
      BookingWidgetSettingsSchema,
    ).data;
    expect(settings).toMatchObject({
      hotel_code: 'lakeside-inn',
      hotel_name: 'Lakeside Inn',
      currency: 'JPY',
      available_languages: ['ja', 'en'],
      hotel_brand: { code: 'sakura' },
    });
    const checkin = addDays(ctx.today, 7);
    const search = await ctx.call(
      'GET',
      `/api/v1/rooms?${new URLSearchParams({ code: 'lakeside-inn', checkin, checkout: addDays(checkin, 1), adults: '2' })}`,
      undefined,
      withSession,
    );
    expect(data(search, RoomSearchResponseSchema).data.rooms).toEqual([]);
    const policies = await ctx.call('GET', '/api/v1/hotels/lakeside-inn/cancellation_policies');
    expect(data(policies, CancellationPolicyListResponseSchema).data).toEqual([]);
    for (const path of [
      '/api/v1/hotels/lakeside-inn',
      '/api/v1/hotels/lakeside-inn/settings/sign_in_button',
    ]) {
      expect((await ctx.call('GET', path, undefined, withSession)).status, path).toBe(200);
    }
    // The brand's list (agency and hosted pages), and the first screen the loader draws.
    const listed = data(
      await ctx.call('GET', '/api/v1/hotel_brands/sakura/hotels?per_page=100'),
      HotelListResponseSchema,
    ).data;
    expect(listed.map((h) => h.code)).toContain('lakeside-inn');
    const screen = await ctx.call(
      'GET',
      `/widget/first-screen?${new URLSearchParams({ a: JSON.stringify({ 'hotel-code': 'lakeside-inn' }) })}`,
    );
    expect(screen.status).toBe(200);
    // The console lists it, and the audit log has its creation.
    const list = data(
      await ctx.call('GET', HOTELS, undefined, owner.headers),
      ConsoleHotelListResponseSchema,
    );
    expect(list.data.at(-1)?.code).toBe('lakeside-inn');
    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'hotel_id'])
      .where('actor_staff_id', '=', owner.staffId)
      .execute();
    expect(audit).toEqual([
      { action: 'hotel.create', target: 'hotel:lakeside-inn', hotel_id: hotel.id },
    ]);
  });

  it('never tops up a console hotel with the demo seeding’s rates and stock', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'owner' });
    const hotel = data(
      await ctx.call('POST', HOTELS, lakeside('quiet-ryokan'), headers),
      ConsoleHotelResponseSchema,
    ).data;
    await sql`INSERT INTO room_types (hotel_id, code, name, description, capacity, size_sqm, filters,
      total_rooms, base_price, position)
      VALUES (${hotel.id}, 'washitsu', 'Washitsu', '', 2, 20, '[]', 3, 10000, 0)`.execute(
      ctx.handle.db,
    );
    await extendHorizon(ctx.handle.db, ctx.today);
    const rows = await sql<{ n: string | number }>`SELECT count(*) AS n FROM inventory i
      JOIN room_types t ON t.id = i.room_type_id WHERE t.hotel_id = ${hotel.id}`.execute(
      ctx.handle.db,
    );
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it('refuses a code another hotel has in any spelling, and bad details at their field', async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'owner' });
    for (const code of ['sakura-tokyo', 'sakuratokyo', 'Sakura-Tokyo']) {
      const res = await ctx.call('POST', HOTELS, lakeside(code), headers);
      expect(res.status, code).toBe(409);
      expect(apiError(res).payload?.field).toBe('code');
    }
    const cases: [HotelDetailsInput, string, string][] = [
      [lakeside('a'), 'code', 'code'],
      [lakeside('has space'), 'code', 'code'],
      [{ ...lakeside('tz-hotel'), time_zone: '+09:00' }, 'time_zone', 'time_zone'],
      [{ ...lakeside('cur-hotel'), currency: 'ABC' as 'JPY' }, 'currency', 'currency'],
      [{ ...lakeside('name-hotel'), name: '  ' }, 'name', 'required'],
      [
        { ...lakeside('geo-hotel'), coordinates: { latitude: 91, longitude: 0 } },
        'coordinates.latitude',
        'number',
      ],
      [{ ...lakeside('lang-hotel'), languages: ['ja', 'ja'] }, 'languages', 'duplicate'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await ctx.call('POST', HOTELS, body, headers);
      expect(res.status, field).toBe(400);
      expect(apiError(res).details.base[0]).toBe(`${field} ${reason}`);
    }
    const names = await ctx.handle.db.selectFrom('hotels').select('code').execute();
    expect(names.map((h) => h.code)).not.toContain('tz-hotel');
  });
});

/** Every console call of this area, with the roles the capability matrix lets through. */
const CALLS: { method: string; path: string; body?: unknown; allowed: string[] }[] = [
  { method: 'GET', path: HOTELS, allowed: ['owner', 'manager'] },
  { method: 'POST', path: HOTELS, body: {}, allowed: ['owner'] },
  { method: 'GET', path: `${HOTELS}/sakura-kyoto/settings`, allowed: ['owner', 'manager'] },
  {
    method: 'PUT',
    path: `${HOTELS}/sakura-kyoto/settings`,
    body: {},
    allowed: ['owner', 'manager'],
  },
  {
    method: 'PUT',
    path: `${HOTELS}/sakura-kyoto/settings/draft`,
    body: {},
    allowed: ['owner', 'manager'],
  },
  {
    method: 'DELETE',
    path: `${HOTELS}/sakura-kyoto/settings/draft`,
    allowed: ['owner', 'manager'],
  },
];

describeOnDatabases('console: hotels and settings permissions', (get) => {
  it('lets each role through exactly as the matrix says (others 403), and no one signed out', async () => {
    const ctx = get();
    for (const role of ['owner', 'manager', 'front_desk', 'marketing'] as const) {
      const headers = await staffHeaders(ctx, { role });
      for (const call of CALLS) {
        const res = await ctx.call(call.method, call.path, call.body, headers);
        const label = `${role} ${call.method} ${call.path}`;
        // An allowed call with an empty body is refused for its input (400), not its role.
        if (call.allowed.includes(role)) expect([200, 204, 400], label).toContain(res.status);
        else {
          expect(res.status, label).toBe(403);
          expect(apiError(res).code, label).toBe(9443);
        }
      }
    }
    for (const call of CALLS) {
      const res = await ctx.call(call.method, call.path, call.body);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it("keeps a manager limited to some hotels out of the others' settings", async () => {
    const ctx = get();
    const headers = await staffHeaders(ctx, { role: 'manager', hotels: ['sakura-tokyo'] });
    const own = await ctx.call('GET', `${HOTELS}/sakura-tokyo/settings`, undefined, headers);
    expect(own.status).toBe(200);
    const other = await ctx.call('GET', `${HOTELS}/sakura-kyoto/settings`, undefined, headers);
    expect(other.status).toBe(403);
    const list = data(
      await ctx.call('GET', HOTELS, undefined, headers),
      ConsoleHotelListResponseSchema,
    );
    expect(list.data.map((h) => h.code)).toEqual(['sakura-tokyo']);
  });
});
