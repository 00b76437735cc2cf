import { expect, it } from 'vitest';
import {
  HotelPreviewResponseSchema,
  RoomSearchResponseSchema,
} from '../../../src/api/contract/index.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';

const PATH = '/api/v1/console/hotels/sakura-tokyo/previews';
/** Tokyo's demo draft plan (seeded unpublished). */
const TOKYO_DRAFT = 'std-spring-preview';

/** Whether a widget session that opened `token` sees Tokyo's draft plan in a search. */
async function showsDraft(ctx: TestContext, token: string): Promise<boolean> {
  const session = await widgetSession(ctx);
  const opened = await ctx.call(
    'POST',
    '/api/v1/previews',
    { code: 'sakura-tokyo', token },
    { 'x-client-session': session },
  );
  expect(opened.status).toBe(200);
  const checkin = await ctx.freeDate('standard-double', 1, 25);
  const query = new URLSearchParams({
    code: 'sakura-tokyo',
    checkin,
    checkout: addDays(checkin, 1),
    adults: '2',
    tripla_preview: 'true',
  });
  const found = data(
    await ctx.call('GET', `/api/v1/rooms?${query}`, undefined, { 'x-client-session': session }),
    RoomSearchResponseSchema,
  ).data.rooms.flatMap((r) => r.room_plans.map((p) => p.room_plan_code));
  return found.includes(TOKYO_DRAFT);
}

describeOnDatabases('console: preview links', (get) => {
  it('makes a five-minute hotel link and a brand-wide one, each audited without its token', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const before = Date.now();
    const hotel = data(
      await ctx.call('POST', PATH, { scope: 'hotel' }, marketing.headers),
      HotelPreviewResponseSchema,
    ).data;
    const url = new URL(hotel.url);
    expect(url.pathname).toBe('/booking/result');
    expect(url.searchParams.get('tripla_preview')).toBe('true');
    expect(url.searchParams.get('preview_token')).toBe(hotel.token);
    const minutes = (Date.parse(hotel.expires_at) - before) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5.1);
    expect(await showsDraft(ctx, hotel.token)).toBe(true);

    const brand = data(
      await ctx.call('POST', PATH, { scope: 'brand' }, marketing.headers),
      HotelPreviewResponseSchema,
    ).data;
    const grant = await ctx.handle.db
      .selectFrom('preview_grants')
      .select(['hotel_id', 'brand_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(grant.hotel_id).toBeNull();
    expect(grant.brand_id).toBe(marketing.brandId);
    expect(await showsDraft(ctx, brand.token)).toBe(true);

    const audit = await ctx.handle.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'hotel_id', 'after'])
      .where('actor_staff_id', '=', marketing.staffId)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['preview.create', 'preview.brand']);
    expect(audit[0]?.target).toBe('hotel:sakura-tokyo');
    expect(audit[1]?.hotel_id).toBeNull();
    const logged = JSON.stringify(audit.map((a) => a.after));
    expect(logged).not.toContain(hotel.token);
    expect(logged).not.toContain(brand.token);
  });

  it('keeps links to the roles that have previews.create, and brand-wide links to unlimited staff', async () => {
    const ctx = get();
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    expect((await ctx.call('POST', PATH, { scope: 'hotel' }, desk.headers)).status).toBe(403);
    const limited = await signedInStaff(ctx, { role: 'marketing', hotels: ['sakura-tokyo'] });
    expect((await ctx.call('POST', PATH, { scope: 'hotel' }, limited.headers)).status).toBe(201);
    expect((await ctx.call('POST', PATH, { scope: 'brand' }, limited.headers)).status).toBe(403);
    const manager = await signedInStaff(ctx, { role: 'manager' });
    expect((await ctx.call('POST', PATH, { scope: 'everything' }, manager.headers)).status).toBe(
      400,
    );
    expect((await ctx.call('POST', PATH, { scope: 'hotel' })).status).toBe(401);
  });
});
