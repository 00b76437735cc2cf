import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, describeOnDatabases, type TestContext } from '../test/harness.ts';

async function reservationCount(ctx: TestContext): Promise<number> {
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reservations`.execute(
    ctx.handle.db,
  );
  return r.rows[0]?.n ?? -1;
}

describeOnDatabases('bad input', (get) => {
  it('answers every malformed booking with a clear 4xx and writes nothing', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 150);
    const good = tokyoBooking(checkin);
    const before = await reservationCount(ctx);
    const cases: [string, unknown, number, string?][] = [
      ['malformed JSON', '{"hotel_code": "sakura-tokyo",', 400, 'body'],
      ['not an object', '[1,2,3]', 400],
      ['wrong type', { ...good, rooms: 'two' }, 400, 'rooms'],
      [
        'adults as text',
        { ...good, rooms: [{ ...good.rooms[0], adults: '2' }] },
        400,
        'rooms.0.adults',
      ],
      ['0 adults', { ...good, rooms: [{ ...good.rooms[0], adults: 0 }] }, 400, 'rooms.0.adults'],
      [
        '100 adults',
        { ...good, rooms: [{ ...good.rooms[0], adults: 100 }] },
        400,
        'rooms.0.adults',
      ],
      [
        '5 adults in a double',
        { ...good, rooms: [{ ...good.rooms[0], adults: 5 }] },
        400,
        'rooms.0.adults',
      ],
      ['unknown field', { ...good, is_admin: true }, 400, 'is_admin'],
      ['unknown nested field', { ...good, guest: { ...good.guest, price: 0 } }, 400, 'guest.price'],
      [
        'SQL in a code',
        { ...good, hotel_code: "sakura'; DROP TABLE reservations; --" },
        404,
        'code',
      ],
      [
        'SQL in a name',
        { ...good, guest: { ...good.guest, last_name: "x'); DELETE FROM inventory; --" } },
        400,
        'guest.last_name',
      ],
      [
        'SQL in a plan',
        { ...good, rooms: [{ ...good.rooms[0], room_plan_code: "' OR 1=1 --" }] },
        400,
        'rooms.0.room_plan_code',
      ],
      ['reversed dates', { ...good, checkout_date: addDays(checkin, -1) }, 400, 'checkout_date'],
      [
        'past dates',
        { ...good, checkin_date: addDays(ctx.today, -3), checkout_date: addDays(ctx.today, -2) },
        400,
        'checkin_date',
      ],
      ['impossible date', { ...good, checkin_date: '2030-02-30' }, 400, 'checkin_date'],
      ['bad e-mail', { ...good, email: 'not-an-email' }, 400, 'email'],
      [
        'bad phone',
        { ...good, guest: { ...good.guest, phone: '03-1234-abcd' } },
        400,
        'guest.phone',
      ],
      ['no rooms', { ...good, rooms: [] }, 400, 'rooms'],
      [
        'plan of another room type',
        { ...good, rooms: [{ ...good.rooms[0], room_plan_code: 'suite-dinner' }] },
        400,
        'rooms.0.room_plan_code',
      ],
      ['wrong payment type', { ...good, payment_type: 'pre_paid' }, 400, 'payment_type'],
      ['missing required answer', { ...good, answers: [] }, 400, 'answers'],
      [
        'answer too long',
        {
          ...good,
          answers: [
            ...(good.answers ?? []),
            { question_id: 'q-anniversary', text: 'x'.repeat(256) },
          ],
        },
        400,
        'answers.2.text',
      ],
      ['huge body', { ...good, special_request: 'x'.repeat(100_000) }, 413, 'body'],
    ];
    for (const [name, body, status, field] of cases) {
      const res = await ctx.call('POST', '/api/v1/reservations', body);
      expect(res.status, name).toBe(status);
      const error = apiError(res);
      expect(error.details.base[0], name).toBeTruthy();
      if (field) expect(error.payload?.field, name).toBe(field);
    }
    // A streamed body without Content-Length is cut off at the limit too.
    const big = new TextEncoder().encode(
      JSON.stringify({ ...good, special_request: 'y'.repeat(200_000) }),
    );
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 16_384)
          controller.enqueue(big.subarray(i, i + 16_384));
        controller.close();
      },
    });
    const chunked = await ctx.app.request('/api/v1/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const wrongType = await ctx.call('POST', '/api/v1/reservations', JSON.stringify(good), {
      'content-type': 'text/plain',
    });
    expect(wrongType.status).toBe(415);
    expect(await reservationCount(ctx)).toBe(before);
    // The SQL-looking input did no harm either.
    expect((await ctx.call('POST', '/api/v1/reservations', good)).status).toBe(201);
  });

  it('rejects a bad Idempotency-Key and a bad cancel body', async () => {
    const ctx = get();
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(addDays(ctx.today, 5)),
      { 'Idempotency-Key': 'bad key!' },
    );
    expect(apiError(res).payload?.field).toBe('Idempotency-Key');
    const cancel = await ctx.call('PUT', '/api/v1/reservations/S1/cancel?email=a@b.c', {
      reason: 'because',
    });
    expect(cancel.status).toBe(404); // access is checked before the body, so nothing leaks
  });

  it('answers a search for no adults or too many with 400 naming adults, as the JSON rooms', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 160);
    const stay = { code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1) };
    const ask = (path: string, query: Record<string, string>) =>
      ctx.call('GET', `${path}?${new URLSearchParams(query)}`);
    // One room for one adult is a search; none or 21 is not (product.md §5, at most 20).
    expect((await ask('/api/v1/rooms', { ...stay, adults: '1' })).status).toBe(200);
    const calls: [string, Record<string, string>, string][] = [
      ['/api/v1/rooms', { ...stay, adults: '0' }, 'adults'],
      ['/api/v1/rooms', { ...stay, adults: '21' }, 'adults'],
      ['/api/v1/rooms', { ...stay, adults: '2', room_count: '0' }, 'room_count'],
      ['/api/v1/rooms/recommendation', { ...stay, adults: '0' }, 'adults'],
      [
        '/api/v1/rooms/price',
        {
          code: 'sakura-tokyo',
          room_plan_code: 'x',
          checkin_date: stay.checkin,
          checkout_date: stay.checkout,
          adults: '0',
        },
        'adults',
      ],
      [
        '/api/v1/rooms/availability',
        { code: 'sakura-tokyo', start_date: checkin, end_date: checkin, adults: '0' },
        'adults',
      ],
      ['/api/v1/hotel_brands/1/hotels', { ...stay, adults: '0' }, 'adults'],
    ];
    for (const [path, query, field] of calls) {
      const res = await ask(path, query);
      expect([path, res.status]).toEqual([path, 400]);
      expect(apiError(res)).toMatchObject({ code: 1000, payload: { field } });
    }
  });
});
