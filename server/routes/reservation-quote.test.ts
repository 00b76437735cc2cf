import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  type QuoteReservation,
  QuoteResponseSchema,
  ReservationResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { remaining, reservationCount } from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

function quoteBody(checkin: string, overrides: Partial<QuoteReservation> = {}): QuoteReservation {
  const b = tokyoBooking(checkin, 2);
  return {
    hotel_code: b.hotel_code,
    checkin_date: b.checkin_date,
    checkout_date: b.checkout_date,
    rooms: b.rooms,
    ...overrides,
  };
}

const quote = (ctx: TestContext, body: unknown) =>
  ctx.call('POST', '/api/v1/reservations/quote', body);

async function attachmentRow(ctx: TestContext, id: string): Promise<number | null | undefined> {
  const r = await sql<{ reservation_id: number | null }>`
    SELECT reservation_id FROM file_attachments WHERE id = ${id}`.execute(ctx.handle.db);
  return r.rows[0]?.reservation_id;
}

async function uploaded(ctx: TestContext, id: string): Promise<void> {
  await sql`INSERT INTO file_attachments (id, content_type, byte_size, sha256, filename)
    VALUES (${id}, 'image/png', 10, 'x', 'a.png')`.execute(ctx.handle.db);
}

describeOnDatabases('reservation quote and attachments', (get) => {
  it('quotes exactly what create then charges, holding and writing nothing', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 2, 20);
    const before = await remaining(ctx, ROOM, checkin);
    const count = await reservationCount(ctx);
    const extras = [{ extra_id: 'airport-transfer', quantity: 2 }];
    const res = await quote(ctx, quoteBody(checkin, { extras, coupon_code: 'welcome10' }));
    const q = data(res, QuoteResponseSchema).data;
    expect(q.nights).toBe(2);
    expect(q.coupon_code).toBe('WELCOME10');
    expect(q.price.coupon_discount_amount).toBeGreaterThan(0);
    expect(q.extras[0]).toMatchObject({ extra_id: 'airport-transfer', quantity: 2 });
    expect(q.rooms[0]).not.toHaveProperty('room_type_id');
    expect(q.cancellation_policy.title).toBeTruthy();
    expect(await remaining(ctx, ROOM, checkin)).toBe(before);
    expect(await reservationCount(ctx)).toBe(count);
    const booked = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 2, {
          extras,
          coupon_code: 'welcome10',
          expected_total_price: q.price.total_price,
        }),
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(booked.price).toEqual(q.price);
    expect(booked.cancellation_policy).toEqual(q.cancellation_policy);
  });

  it('answers create’s errors: 1105 full room, 1500/1501 coupon, 1100/1102/1104 extras, 1000 fields', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 40);
    await sql`UPDATE inventory SET remaining = 0 FROM room_types t
      WHERE t.id = inventory.room_type_id AND t.code = ${ROOM} AND inventory.date = ${checkin}`.execute(
      ctx.handle.db,
    );
    const full = quoteBody(checkin, { checkout_date: addDays(checkin, 1) });
    const fromQuote = await quote(ctx, full);
    const fromCreate = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1));
    expect(fromQuote.status).toBe(409);
    expect(apiError(fromQuote)).toEqual(apiError(fromCreate));
    expect(apiError(fromQuote).code).toBe(1105);

    const free = await ctx.freeDate(ROOM, 2, 60);
    const err = async (overrides: Partial<QuoteReservation>) =>
      apiError(await quote(ctx, quoteBody(free, overrides)));
    expect(await err({ coupon_code: 'NOPE' })).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code' },
    });
    expect((await err({ coupon_code: 'EXPIRED5' })).code).toBe(1500);
    await sql`UPDATE coupons SET used_count = usage_limit WHERE code = 'ONCE1000'`.execute(
      ctx.handle.db,
    );
    expect(await err({ coupon_code: 'ONCE1000' })).toMatchObject({
      code: 1501,
      payload: { field: 'coupon_code' },
    });
    expect(await err({ extras: [{ extra_id: 'spa', quantity: 1 }] })).toMatchObject({
      code: 1100,
      payload: { field: 'extras.0.extra_id' },
    });
    expect(await err({ extras: [{ extra_id: 'airport-transfer', quantity: 5 }] })).toMatchObject({
      code: 1102,
      payload: { field: 'extras.0.quantity' },
    });
    await sql`UPDATE extras SET sold = inventory WHERE code = 'airport-transfer'`.execute(
      ctx.handle.db,
    );
    expect(await err({ extras: [{ extra_id: 'airport-transfer', quantity: 1 }] })).toMatchObject({
      code: 1104,
      payload: { field: 'extras' },
    });
    await sql`UPDATE extras SET sold = 0 WHERE code = 'airport-transfer'`.execute(ctx.handle.db);
    expect(await err({ payment_type: 'pre_paid' })).toMatchObject({
      code: 1000,
      payload: { field: 'payment_type' },
    });
    const bad = await quote(ctx, { ...quoteBody(free), guest: {} });
    expect(bad.status).toBe(400);
  });

  it('is not taken for a reservation number (registered before /:number)', async () => {
    const ctx = get();
    const res = await ctx.call('GET', '/api/v1/reservations/quote?email=a@example.com');
    expect(res.status).toBe(404);
    const doc = await ctx.call('GET', '/api/openapi.json');
    expect(JSON.stringify(doc.body)).toContain('/api/v1/reservations/quote');
  });

  it('links answer attachments to the reservation and shows them; unknown or used ids are 400', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 80);
    await uploaded(ctx, 'att_quote_test_a');
    await uploaded(ctx, 'att_quote_test_b');
    const people = { question_id: 'q-people', men_count: 1, women_count: 1 };
    const answers = [
      people,
      {
        question_id: 'q-checkin',
        checkin_time: '16:00',
        attachment_ids: ['att_quote_test_a', 'att_quote_test_b'],
      },
    ];
    const unknown = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, {
        answers: [people, { question_id: 'q-checkin', attachment_ids: ['att_nope'] }],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(apiError(unknown).payload?.field).toBe('answers.1.attachment_ids.0');
    const twice = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, {
        answers: [
          people,
          {
            question_id: 'q-checkin',
            attachment_ids: ['att_quote_test_a', 'att_quote_test_a'],
          },
        ],
      }),
    );
    expect(apiError(twice).payload?.field).toBe('answers.1.attachment_ids.1');
    expect(await attachmentRow(ctx, 'att_quote_test_a')).toBeNull();

    const created = data(
      await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1, { answers })),
      CreateReservationResponseSchema,
    ).data;
    expect(created.answers[1]?.attachment_ids).toEqual(['att_quote_test_a', 'att_quote_test_b']);
    expect(await attachmentRow(ctx, 'att_quote_test_a')).toBeGreaterThan(0);
    const read = data(
      await ctx.call(
        'GET',
        `/api/v1/reservations/${created.reservation_number}?bypass_token=${created.bypass_token}`,
      ),
      ReservationResponseSchema,
    ).data;
    expect(read.answers[1]?.attachment_ids).toEqual(['att_quote_test_a', 'att_quote_test_b']);
    const reused = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(await ctx.freeDate(ROOM, 1, 90), 1, { answers }),
    );
    expect(reused.status).toBe(400);
    expect(apiError(reused).payload?.field).toBe('answers.1.attachment_ids.0');
  });
});
