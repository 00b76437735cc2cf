import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { createCredential } from './credentials.ts';
import { officialExample, sendAlpineBits } from './test-client.ts';
import { attr, child, children, parseXml } from './xml.ts';
import { checkSchema } from './xsd.ts';

const ACTION = 'OTA_HotelInvCountNotif:FreeRooms';

async function tokyo(ctx: TestContext) {
  return ctx.handle.db
    .selectFrom('room_types as t')
    .innerJoin('hotels as h', 'h.id', 't.hotel_id')
    .select(['t.id', 't.code', 't.hotel_id'])
    .where('h.code', '=', 'sakura-tokyo')
    .orderBy('t.id')
    .execute();
}

async function stock(ctx: TestContext, roomTypeId: number, date: string) {
  return ctx.handle.db
    .selectFrom('inventory')
    .select(['total', 'remaining'])
    .where('room_type_id', '=', roomTypeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

describeOnDatabases('AlpineBits FreeRooms', (get) => {
  let creds = { username: '', password: '' };
  const year = String(new Date().getUTCFullYear() + 1);
  /** An official example for this hotel, its 2020 dates moved to next year, DOUBLE mapped. */
  const example = (name: string) =>
    officialExample(`FreeRooms-OTA_HotelInvCountNotifRQ${name}`)
      .replace('HotelCode="123"', 'HotelCode="sakura-tokyo"')
      .replaceAll('"2020-', `"${year}-`);
  const send = async (request: string) => {
    const answer = await sendAlpineBits(get().app, creds, ACTION, request);
    expect((await checkSchema(answer.body)).errors).toEqual([]);
    const root = child(parseXml(answer.body), 'OTA_HotelInvCountNotifRS');
    const errors = children(child(root, 'Errors'), 'Error').map((e) => attr(e, 'Code'));
    return { status: answer.status, ok: root?.Success !== undefined, errors };
  };

  it('keeps bookings counted: a delta sets the free rooms, the total follows', async () => {
    const ctx = get();
    const [first] = await tokyo(ctx);
    if (!first) throw new Error('no room types');
    creds = await createCredential(ctx.handle.db, first.hotel_id, 'cm');
    const double = (await tokyo(ctx)).find((t) => t.code === 'standard-double');
    if (!double) throw new Error('no standard-double');
    await ctx.handle.db
      .insertInto('alpinebits_code_map')
      .values({
        hotel_id: double.hotel_id,
        kind: 'room_type',
        external_code: 'DOUBLE',
        room_type_id: double.id,
      })
      .execute();
    const night = await ctx.freeDate('standard-double', 1, 30);
    data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(night)),
      CreateReservationResponseSchema,
    );
    const delta = `<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelInvCountNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="4"><Inventories HotelCode="sakura-tokyo">
<Inventory><StatusApplicationControl Start="${night}" End="${night}" InvTypeCode="DOUBLE"/><InvCounts><InvCount CountType="2" Count="2"/></InvCounts></Inventory>
</Inventories></OTA_HotelInvCountNotifRQ>`;
    expect(await send(delta)).toEqual({ status: 200, ok: true, errors: [] });
    expect(await stock(ctx, double.id, night)).toEqual({ total: 3, remaining: 2 });
  });

  it('applies the official examples: complete set, delta, closing seasons, the empty reset; refuses what it cannot apply without changing anything', async () => {
    const ctx = get();
    const types = await tokyo(ctx);
    const double = types.find((t) => t.code === 'standard-double');
    const other = types.find((t) => t.code !== 'standard-double');
    if (!double || !other) throw new Error('room types missing');

    // As published, the examples name hotel 123: the standard's invalid-hotel answer.
    expect(await send(officialExample('FreeRooms-OTA_HotelInvCountNotifRQ'))).toMatchObject({
      ok: false,
      errors: ['392'],
    });

    expect(await send(example(''))).toEqual({ status: 200, ok: true, errors: [] });
    const at = (day: string) => `${year}-${day}`;
    expect(await stock(ctx, double.id, at('08-01'))).toMatchObject({ remaining: 3 });
    expect(await stock(ctx, double.id, at('08-10'))).toMatchObject({ remaining: 3 });
    expect(await stock(ctx, double.id, at('08-15'))).toMatchObject({ remaining: 0 });
    expect(await stock(ctx, double.id, at('08-21'))).toMatchObject({ remaining: 1 });
    // A complete set: what it does not name has no free room.
    const tomorrow = await ctx.freeDate('standard-double', 1, 1);
    expect(await stock(ctx, double.id, tomorrow)).toMatchObject({ remaining: 0 });
    expect(await stock(ctx, other.id, at('08-01'))).toMatchObject({ remaining: 0 });

    expect(await send(example('-delta'))).toEqual({ status: 200, ok: true, errors: [] });
    expect(await stock(ctx, double.id, at('08-01'))).toMatchObject({ remaining: 3 });
    expect(await stock(ctx, double.id, at('08-15'))).toMatchObject({ remaining: 1 });
    expect(await stock(ctx, double.id, at('08-21'))).toMatchObject({ remaining: 0 });

    expect(await send(example('-closing_seasons'))).toEqual({ status: 200, ok: true, errors: [] });
    expect(await stock(ctx, double.id, at('08-01'))).toMatchObject({ remaining: 3 });
    expect(await stock(ctx, double.id, at('08-15'))).toMatchObject({ remaining: 0 });
    expect(await stock(ctx, double.id, at('08-21'))).toMatchObject({ remaining: 1 });
    expect(await stock(ctx, double.id, at('09-15'))).toMatchObject({ remaining: 0 });

    // Refused: an unknown room type, single rooms, a closing season in a delta, End before Start.
    const bad = [
      example('-delta').replace('InvTypeCode="DOUBLE"', 'InvTypeCode="SUITE"'),
      example('-delta').replace('InvTypeCode="DOUBLE"', 'InvCode="101"'),
      example('-delta').replace('InvTypeCode="DOUBLE"', 'AllInvCode="true"'),
      example('-delta').replace(`Start="${year}-08-11"`, `Start="${year}-08-25"`),
    ];
    expect(await Promise.all(bad.map(send))).toEqual([
      { status: 200, ok: false, errors: ['402'] },
      { status: 200, ok: false, errors: ['450'] },
      { status: 200, ok: false, errors: ['450'] },
      { status: 200, ok: false, errors: ['404'] },
    ]);
    // Had any been applied, the delta would have set 08-21 to none and 08-15 to one.
    expect(await stock(ctx, double.id, at('08-15'))).toMatchObject({ remaining: 0 });
    expect(await stock(ctx, double.id, at('08-21'))).toMatchObject({ remaining: 1 });

    expect(await send(example('-empty'))).toEqual({ status: 200, ok: true, errors: [] });
    expect(await stock(ctx, double.id, at('08-01'))).toMatchObject({ remaining: 0 });
    expect(await stock(ctx, double.id, at('08-21'))).toMatchObject({ remaining: 0 });
  });
});
