import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ClientSessionResponseSchema, PUBLIC_WIDGET_SECRET } from '../../src/api/contract/index.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';

/**
 * A brand with no registered API client and one hotel, as the agency catalogue or a hotel
 * console creates them: a copy of Sakura Tokyo's hotel row under a new brand and code.
 */
async function brandWithoutClient(ctx: TestContext, code: string): Promise<number> {
  const brand = await ctx.handle.db
    .insertInto('brands')
    .values({ code: `brand-${code}`, name: `Brand ${code}`, settings: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO hotels (brand_id, code, code_key, name, currency, time_zone, locale, position, settings)
    SELECT ${brand.id}, ${code}, ${code.replaceAll('-', '')}, name, currency, time_zone, locale,
      position + 500, settings
    FROM hotels WHERE code = 'sakura-tokyo'`.execute(ctx.handle.db);
  return brand.id;
}

describeOnDatabases('widget client sessions', (get) => {
  it('opens a session for a hotel whose brand has no API client, in that brand', async () => {
    const ctx = get();
    const brandId = await brandWithoutClient(ctx, 'console-hotel');
    const created = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'Console-Hotel',
      secret: PUBLIC_WIDGET_SECRET,
    });
    const token = data(created, ClientSessionResponseSchema).data.client_session;
    // The session is the hotel's brand's, and the API takes it (no 403 "session expired").
    const hotel = await ctx.call('GET', '/api/v1/hotels/console-hotel', undefined, {
      'x-client-session': token,
    });
    expect(hotel.status).toBe(200);
    const row = await ctx.handle.db
      .selectFrom('client_sessions')
      .select(['brand_id', 'client_key', 'hotel_code'])
      .where('hotel_code', '=', 'Console-Hotel')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ brand_id: brandId, client_key: null, hotel_code: 'Console-Hotel' });
  });

  it('keeps a registered integration session on its client and brand', async () => {
    const ctx = get();
    const created = await ctx.call('POST', '/identity/api/client_sessions', {
      key: 'sakura',
      secret: 'sakura-widget-public',
    });
    expect(created.status).toBe(201);
    const sakura = await ctx.handle.db
      .selectFrom('brands')
      .select('id')
      .where('code', '=', 'sakura')
      .executeTakeFirstOrThrow();
    const row = await ctx.handle.db
      .selectFrom('client_sessions')
      .select(['brand_id', 'hotel_code'])
      .where('client_key', '=', 'sakura')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ brand_id: sakura.id, hotel_code: null });
  });
});
