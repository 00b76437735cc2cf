import { expect, it } from 'vitest';
import {
  HotelPreviewResponseSchema,
  RoomSearchResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { DEMO_HOTEL_API_KEY } from '../db/seed/pay-links.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { widgetSession } from '../test/members.ts';

const hotelKey = { authorization: `Bearer ${DEMO_HOTEL_API_KEY}` };
/** Tokyo's demo draft, and a Kyoto plan this test makes a draft. */
const TOKYO_DRAFT = 'std-spring-preview';
const KYOTO_DRAFT = 'tatami-breakfast';

/** The plan codes a session's search of a hotel answers. */
async function planCodes(ctx: TestContext, session: string, code: string, checkin: string) {
  const query = new URLSearchParams({
    code,
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    tripla_preview: 'true',
  });
  const res = await ctx.call('GET', `/api/v1/rooms?${query}`, undefined, {
    'x-client-session': session,
  });
  return data(res, RoomSearchResponseSchema).data.rooms.flatMap((r) =>
    r.room_plans.map((p) => p.room_plan_code),
  );
}

const link = async (ctx: TestContext, path: string) =>
  data(await ctx.call('POST', path, undefined, hotelKey), HotelPreviewResponseSchema).data;

const openWith = (ctx: TestContext, session: string, token: string, code: string) =>
  ctx.call('POST', '/api/v1/previews', { code, token }, { 'x-client-session': session });

describeOnDatabases('brand-wide preview (product.md §4)', (get) => {
  it('shows the drafts of every hotel of the brand to the session that opened the brand link', async () => {
    const ctx = get();
    await ctx.handle.db
      .updateTable('plans')
      .set({ published: false })
      .where('code', '=', KYOTO_DRAFT)
      .where('hotel_id', '=', (eb) =>
        eb.selectFrom('hotels').select('id').where('code', '=', 'sakura-kyoto'),
      )
      .execute();
    const tokyoDay = await ctx.freeDate('standard-double', 1, 20);
    const kyotoDay = await ctx.freeDate('tatami-room', 1, 20);

    // Only the hotel key makes one; only its hash is kept, for the brand, not a hotel.
    expect((await ctx.call('POST', '/api/v1/hotel/brand_previews')).status).toBe(401);
    const brand = await link(ctx, '/api/v1/hotel/brand_previews');
    expect(new URL(brand.url).searchParams.get('tripla_preview')).toBe('true');
    const stored = await ctx.handle.db
      .selectFrom('preview_grants')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.hotel_id).toBeNull();
    expect(stored.brand_id).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(brand.token);

    // Opened on Tokyo's page: Tokyo's and Kyoto's drafts, for this session only.
    const session = await widgetSession(ctx);
    expect((await openWith(ctx, session, brand.token, 'sakura-tokyo')).status).toBe(200);
    expect(await planCodes(ctx, session, 'sakura-tokyo', tokyoDay)).toContain(TOKYO_DRAFT);
    expect(await planCodes(ctx, session, 'sakura-kyoto', kyotoDay)).toContain(KYOTO_DRAFT);
    const quote = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      {
        hotel_code: 'sakura-kyoto',
        checkin_date: kyotoDay,
        checkout_date: addDays(kyotoDay, 1),
        rooms: [{ room_type_code: 'tatami-room', room_plan_code: KYOTO_DRAFT, adults: 2 }],
      },
      { 'x-client-session': session },
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const stranger = await widgetSession(ctx);
    expect(await planCodes(ctx, stranger, 'sakura-kyoto', kyotoDay)).not.toContain(KYOTO_DRAFT);

    // A hotel's own link stays the hotel's: it opens nothing at Kyoto, shows no Kyoto draft.
    const tokyoOnly = await link(ctx, '/api/v1/hotel/previews');
    const other = await widgetSession(ctx);
    expect(apiError(await openWith(ctx, other, tokyoOnly.token, 'sakura-kyoto')).code).toBe(3780);
    expect((await openWith(ctx, other, tokyoOnly.token, 'sakura-tokyo')).status).toBe(200);
    expect(await planCodes(ctx, other, 'sakura-tokyo', tokyoDay)).toContain(TOKYO_DRAFT);
    expect(await planCodes(ctx, other, 'sakura-kyoto', kyotoDay)).not.toContain(KYOTO_DRAFT);
  });

  it('ends with its five minutes', async () => {
    const ctx = get();
    const brand = await link(ctx, '/api/v1/hotel/brand_previews');
    await ctx.handle.db
      .updateTable('preview_grants')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('brand_id', 'is not', null)
      .execute();
    const session = await widgetSession(ctx);
    expect(apiError(await openWith(ctx, session, brand.token, 'sakura-kyoto')).code).toBe(3780);
  });
});
