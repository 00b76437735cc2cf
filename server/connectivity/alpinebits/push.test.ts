import { expect, it } from 'vitest';
import { addDays } from '../../../src/rules/dates.ts';
import { describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { createCredential } from './credentials.ts';
import { officialExample, sendAlpineBits } from './test-client.ts';
import { attr, child, children, parseXml } from './xml.ts';
import { checkSchema } from './xsd.ts';

const HOTEL = 'sakura-kyoto';

async function answer(
  ctx: TestContext,
  creds: { username: string; password: string },
  action: string,
  request: string,
) {
  const res = await sendAlpineBits(ctx.app, creds, action, request);
  expect((await checkSchema(res.body)).errors).toEqual([]);
  const root = Object.values(parseXml(res.body))[0];
  const node = typeof root === 'object' && !Array.isArray(root) ? root : undefined;
  return {
    ok: node?.Success !== undefined,
    errors: children(child(node, 'Errors'), 'Error').map((e) => attr(e, 'Code')),
  };
}

describeOnDatabases('AlpineBits Inventory and RatePlans', (get) => {
  it('a channel manager pushes room types, rate plans and free rooms: the search offers exactly that', async () => {
    const ctx = get();
    const hotel = await ctx.handle.db
      .selectFrom('hotels')
      .select(['id'])
      .where('code', '=', HOTEL)
      .executeTakeFirstOrThrow();
    const creds = await createCredential(ctx.handle.db, hotel.id, 'cm');
    const year = String(new Date().getUTCFullYear() + 1);

    // Inventory: the official example (hotel 123 is refused, then sent for this hotel).
    const inventory = officialExample('Inventory-OTA_HotelDescriptiveContentNotifRQ');
    expect(
      await answer(ctx, creds, 'OTA_HotelDescriptiveContentNotif:Inventory', inventory),
    ).toEqual({
      ok: false,
      errors: ['392'],
    });
    expect(
      await answer(
        ctx,
        creds,
        'OTA_HotelDescriptiveContentNotif:Inventory',
        inventory.replace('HotelCode="123"', `HotelCode="${HOTEL}"`),
      ),
    ).toEqual({ ok: true, errors: [] });
    const types = await ctx.handle.db
      .selectFrom('room_types')
      .select(['code', 'name', 'names', 'capacity', 'max_children', 'total_rooms', 'published'])
      .where('hotel_id', '=', hotel.id)
      .where('published', '=', true)
      .execute();
    expect(types.map((t) => t.code)).toEqual(['DZ']);
    expect(types.find((t) => t.code === 'DZ')).toMatchObject({
      name: 'Double room',
      names: { en: 'Double room' },
      capacity: 2,
      max_children: 1,
      total_rooms: 5,
    });

    // RatePlans: the official example, its 2014 dates moved to next year, for room type DZ in
    // the hotel's currency (a plan in euros is refused).
    const rates = officialExample('RatePlans-OTA_HotelRatePlanNotifRQ')
      .replace('HotelCode="123"', `HotelCode="${HOTEL}"`)
      .replace('InvTypeCode="double"', 'InvTypeCode="DZ"')
      .replaceAll('"2014-', `"${year}-`);
    expect(await answer(ctx, creds, 'OTA_HotelRatePlanNotif:RatePlans', rates)).toEqual({
      ok: false,
      errors: ['450'],
    });
    expect(
      await answer(
        ctx,
        creds,
        'OTA_HotelRatePlanNotif:RatePlans',
        rates.replace('CurrencyCode="EUR"', 'CurrencyCode="JPY"'),
      ),
    ).toEqual({ ok: true, errors: [] });
    const plan = await ctx.handle.db
      .selectFrom('plans')
      .select(['id', 'code', 'meal', 'published'])
      .where('hotel_id', '=', hotel.id)
      .where('hotel_plan_code', '=', 'Rate1-4-HB')
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ meal: 'half_board', published: true });
    const night = `${year}-03-04`;
    const rate = await ctx.handle.db
      .selectFrom('plan_rates')
      .select(['adults', 'children'])
      .where('plan_id', '=', plan.id)
      .where('date', '=', night)
      .executeTakeFirstOrThrow();
    // Per person: 1 adult 106, 2 adults 2 × 96, a third adult 76.8 more (whole yen).
    expect(rate.adults.slice(0, 3)).toEqual([106, 192, 269]);
    const rule = await ctx.handle.db
      .selectFrom('plan_restrictions')
      .selectAll()
      .where('plan_id', '=', plan.id)
      .where('date', '=', night)
      .executeTakeFirstOrThrow();
    expect(rule).toMatchObject({ stop_sell: false, min_stay_through: 5, max_stay_through: 5 });

    // FreeRooms: two DZ rooms free on those nights.
    const free = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelInvCountNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="4"><Inventories HotelCode="${HOTEL}">
<Inventory><StatusApplicationControl Start="${year}-03-03" End="${year}-03-08" InvTypeCode="DZ"/><InvCounts><InvCount CountType="2" Count="2"/></InvCounts></Inventory>
</Inventories></OTA_HotelInvCountNotifRQ>`;
    expect(await answer(ctx, creds, 'OTA_HotelInvCountNotif:FreeRooms', free)).toEqual({
      ok: true,
      errors: [],
    });

    const checkin = `${year}-03-03`;
    const search = await ctx.call(
      'GET',
      `/api/v1/rooms?${new URLSearchParams({ code: HOTEL, checkin, checkout: addDays(checkin, 5), adults: '2' })}`,
    );
    expect(search.status).toBe(200);
    const body = JSON.stringify(search.body);
    expect(body).toContain('"DZ"');
    expect(body).toContain('Rate1-4-HB');
  });
});
