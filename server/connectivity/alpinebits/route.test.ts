import { expect, it } from 'vitest';
import { CreateReservationResponseSchema } from '../../../src/api/contract/index.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { createCredential, revokeCredential } from './credentials.ts';
import { type AlpineBitsAnswer, officialExample, sendAlpineBits } from './test-client.ts';
import { attr, child, children, parseXml, text, type XmlNode } from './xml.ts';
import { checkSchema } from './xsd.ts';

const READ = 'OTA_Read:GuestRequests';
const ACK = 'OTA_NotifReport:GuestRequests';

/** Every answer the server writes must be valid against the official schema. */
async function valid(answer: AlpineBitsAnswer): Promise<XmlNode> {
  expect(answer.contentType).toContain('application/xml');
  const check = await checkSchema(answer.body);
  expect(check.errors).toEqual([]);
  expect(check.valid).toBe(true);
  return parseXml(answer.body);
}

const readRequest = (hotelCode: string) =>
  officialExample('GuestRequests-OTA_ReadRQ')
    .replace('HotelCode="123"', `HotelCode="${hotelCode}"`)
    .replace(/<SelectionCriteria[^>]*><\/SelectionCriteria>/, '');

function ackRequest(numbers: readonly string[]): string {
  const items = numbers
    .map((n) => `<HotelReservation><UniqueID Type="14" ID="${n}"/></HotelReservation>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<OTA_NotifReportRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.000"><Success/>${
    numbers.length
      ? `<NotifDetails><HotelNotifReport><HotelReservations>${items}</HotelReservations></HotelNotifReport></NotifDetails>`
      : ''
  }</OTA_NotifReportRQ>`;
}

interface Sent {
  number: string;
  status: string;
  type: string;
  roomTypes: (string | undefined)[];
}

function reservationsOf(root: XmlNode): Sent[] {
  const list = child(child(root, 'OTA_ResRetrieveRS'), 'ReservationsList');
  return children(list, 'HotelReservation').map((r) => ({
    number: attr(child(r, 'UniqueID'), 'ID') ?? '',
    type: attr(child(r, 'UniqueID'), 'Type') ?? '',
    status: attr(r, 'ResStatus') ?? '',
    roomTypes: [child(child(r, 'RoomStays'), 'RoomStay')]
      .flat()
      .map((s) => attr(child(child(s, 'RoomTypes'), 'RoomType'), 'RoomTypeCode')),
  }));
}

async function book(ctx: TestContext, offset: number) {
  const checkin = await ctx.freeDate('standard-double', 1, offset);
  const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin));
  const booked = data(res, CreateReservationResponseSchema).data;
  return { number: booked.reservation_number, bypass_token: booked.bypass_token };
}

describeOnDatabases('AlpineBits server', (get) => {
  let creds = { username: '', password: '' };
  const send = (action: string, request: string | null, version?: string | null) =>
    sendAlpineBits(get().app, creds, action, request, version);
  const readAll = async () =>
    reservationsOf(await valid(await send(READ, readRequest('sakura-tokyo'))));
  const ack = async (numbers: readonly string[]) => valid(await send(ACK, ackRequest(numbers)));

  it('refuses requests without the hotel credentials, a protocol version or a known action', async () => {
    const ctx = get();
    const hotel = await ctx.handle.db
      .selectFrom('hotels')
      .select('id')
      .where('code', '=', 'sakura-tokyo')
      .executeTakeFirstOrThrow();
    creds = await createCredential(ctx.handle.db, hotel.id, 'test channel manager');
    const ping = officialExample('Handshake-OTA_PingRQ');
    const wrong = await sendAlpineBits(
      ctx.app,
      { ...creds, password: 'wrong' },
      'OTA_Ping:Handshaking',
      ping,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatch(/^ERROR:/);
    const noVersion = await send('OTA_Ping:Handshaking', ping, null);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatch(/^ERROR:/);
    const unknown = await send('OTA_HotelResNotif:GuestRequests', ping);
    expect(unknown).toMatchObject({ status: 400, body: 'ERROR:unknown or missing action' });
    const oldVersion = await send(READ, readRequest('sakura-tokyo'), '2018-10');
    expect(oldVersion.status).toBe(400);
    expect((await send(READ, null)).status).toBe(400);
    const revoked = await createCredential(ctx.handle.db, hotel.id, 'gone');
    await revokeCredential(ctx.handle.db, hotel.id, revoked.id, new Date());
    expect((await sendAlpineBits(ctx.app, revoked, 'OTA_Ping:Handshaking', ping)).status).toBe(401);
  });

  it('handshakes: the official example (2018-10 only) agrees on nothing; a 2020-10 client gets what both support', async () => {
    const official = await send('OTA_Ping:Handshaking', officialExample('Handshake-OTA_PingRQ'));
    expect(official.status).toBe(200);
    const root = child(await valid(official), 'OTA_PingRS');
    const warning = children(child(root, 'Warnings'), 'Warning')[0];
    expect(attr(warning, 'Status')).toBe('ALPINEBITS_HANDSHAKE');
    expect(JSON.parse(String(warning?.['#text']))).toEqual({ versions: [] });
    expect(text(root?.EchoData)).toContain('"version": "2018-10"');

    const client = {
      versions: [
        {
          version: '2020-10',
          actions: [
            { action: 'action_OTA_Ping' },
            { action: 'action_OTA_Read' },
            { action: 'action_OTA_HotelRatePlan_BaseRates', supports: ['x'] },
          ],
        },
        { version: '2018-10', actions: [{ action: 'action_OTA_Ping' }] },
      ],
    };
    const ping = `<?xml version="1.0" encoding="UTF-8"?><OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="8.000"><EchoData>${JSON.stringify(client)}</EchoData></OTA_PingRQ>`;
    const answer = child(await valid(await send('OTA_Ping:Handshaking', ping)), 'OTA_PingRS');
    const agreed = children(child(answer, 'Warnings'), 'Warning')[0]?.['#text'];
    expect(JSON.parse(String(agreed))).toEqual({
      versions: [
        {
          version: '2020-10',
          actions: [{ action: 'action_OTA_Ping' }, { action: 'action_OTA_Read' }],
        },
      ],
    });
  });

  it('sends each booking until it is acknowledged, then its change, then its cancellation', async () => {
    const ctx = get();
    // Whatever the demo data holds is read and acknowledged first.
    await ack((await readAll()).map((r) => r.number));
    expect(await readAll()).toEqual([]);

    const booking = await book(ctx, 20);
    const first = await readAll();
    expect(first).toEqual([
      { number: booking.number, status: 'Reserved', type: '14', roomTypes: [undefined] },
    ]);
    // Not acknowledged: sent again.
    expect((await readAll()).map((r) => r.number)).toEqual([booking.number]);
    await ack([booking.number]);
    expect(await readAll()).toEqual([]);

    const access = `bypass_token=${booking.bypass_token}`;
    const changed = await ctx.call(
      'PUT',
      `/api/v1/reservations/${booking.number}/guests?${access}`,
      { guest: { first_name: 'Hanako', last_name: 'Suzuki', phone: '+819012345678' } },
    );
    expect(changed.status).toBe(200);
    expect(await readAll()).toMatchObject([
      { number: booking.number, status: 'Modify', type: '14' },
    ]);
    await ack([booking.number]);

    const cancelled = await ctx.call(
      'PUT',
      `/api/v1/reservations/${booking.number}/cancel?${access}`,
      { reason: 'trip_plan_change' },
    );
    expect(cancelled.status).toBe(200);
    expect(await readAll()).toEqual([
      { number: booking.number, status: 'Cancelled', type: '15', roomTypes: [undefined] },
    ]);
    await ack([booking.number]);
    expect(await readAll()).toEqual([]);

    // SelectionCriteria Start sends again what happened since, acknowledged or not.
    const since = officialExample('GuestRequests-OTA_ReadRQ')
      .replace('HotelCode="123"', 'HotelCode="sakura-tokyo"')
      .replace('2012-03-21T15:00:00+01:00', new Date(Date.now() - 3_600_000).toISOString());
    const again = reservationsOf(await valid(await send(READ, since)));
    expect(again.map((r) => r.number)).toContain(booking.number);
  });

  it('a booking cancelled before the client ever had it is not sent; mapped codes are used', async () => {
    const ctx = get();
    await ack((await readAll()).map((r) => r.number));
    const roomType = await ctx.handle.db
      .selectFrom('room_types')
      .innerJoin('hotels', 'hotels.id', 'room_types.hotel_id')
      .select(['room_types.id', 'room_types.hotel_id'])
      .where('hotels.code', '=', 'sakura-tokyo')
      .where('room_types.code', '=', 'standard-double')
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('alpinebits_code_map')
      .values({
        hotel_id: roomType.hotel_id,
        kind: 'room_type',
        external_code: 'DZ',
        room_type_id: roomType.id,
      })
      .execute();
    const gone = await book(ctx, 30);
    await ctx.call(
      'PUT',
      `/api/v1/reservations/${gone.number}/cancel?bypass_token=${gone.bypass_token}`,
      {
        reason: 'trip_plan_change',
      },
    );
    const kept = await book(ctx, 40);
    expect(await readAll()).toEqual([
      { number: kept.number, status: 'Reserved', type: '14', roomTypes: ['DZ'] },
    ]);
    await ack([kept.number]);
  });

  it('accepts the official acknowledgement example and refuses other hotels, malformed and invalid XML without changing anything', async () => {
    const ctx = get();
    const pending = await book(ctx, 50);
    const officialAck = await send(ACK, officialExample('GuestRequests-OTA_ReadRQ-ack'));
    expect(officialAck.status).toBe(200);
    expect(child(await valid(officialAck), 'OTA_NotifReportRS')).toHaveProperty('Success');

    const otherHotel = await send(READ, officialExample('GuestRequests-OTA_ReadRQ'));
    expect(otherHotel.status).toBe(200);
    const error = children(
      child(child(await valid(otherHotel), 'OTA_ResRetrieveRS'), 'Errors'),
      'Error',
    );
    expect(error.map((e) => [attr(e, 'Type'), attr(e, 'Code')])).toEqual([['13', '392']]);

    const malformed = await send(ACK, `<OTA_NotifReportRQ Version="1.0"><Success>`);
    expect(malformed.status).toBe(400);
    const malformedErrors = child(child(await valid(malformed), 'OTA_NotifReportRS'), 'Errors');
    expect(attr(children(malformedErrors, 'Error')[0], 'Type')).toBe('13');

    const invalid = await send(
      ACK,
      ackRequest([pending.number]).replace('<Success/>', '<Succeeded/>'),
    );
    expect(invalid.status).toBe(400);
    await valid(invalid);
    // Wrong root for the action: the action's own error answer.
    const wrongRoot = await send(ACK, readRequest('sakura-tokyo'));
    expect(wrongRoot.status).toBe(400);
    expect(child(await valid(wrongRoot), 'OTA_NotifReportRS')).toHaveProperty('Errors');
    // None of it acknowledged the pending booking.
    const first = await readAll();
    expect(first.map((r) => r.number)).toContain(pending.number);
    await ack([pending.number]);

    const log = await ctx.handle.db
      .selectFrom('connectivity_messages')
      .select(['action', 'outcome', 'http_status', 'detail'])
      .where('channel', '=', 'alpinebits')
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(log[0]).toMatchObject({ action: ACK, outcome: 'success', http_status: 200 });
    expect(log.map((l) => l.detail).join(' ')).not.toContain('Hanako');
  });
});
