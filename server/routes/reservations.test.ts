import { sql } from 'kysely';
import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  ReservationResponseSchema,
  RoomPriceResponseSchema,
  UpdateSettingsResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';

async function remaining(ctx: TestContext, roomType: string, date: string): Promise<number> {
  const r = await sql<{ remaining: number }>`
    SELECT i.remaining FROM inventory i JOIN room_types t ON t.id = i.room_type_id
    WHERE t.code = ${roomType} AND i.date = ${date}`.execute(ctx.handle.db);
  return r.rows[0]?.remaining ?? -1;
}

async function book(
  ctx: TestContext,
  checkin: string,
  nights = 1,
  extra: Parameters<typeof tokyoBooking>[2] = {},
) {
  const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, nights, extra));
  return data(res, CreateReservationResponseSchema).data;
}

describeOnDatabases('reservations', (get) => {
  it('books with server-side prices, takes stock and mails a manage link', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 2, 20);
    const before = await remaining(ctx, 'standard-double', checkin);
    const res = await ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 2));
    expect(res.status).toBe(201);
    const r = data(res, CreateReservationResponseSchema).data;
    expect(r.status).toBe('done');
    expect(r.nights).toBe(2);
    expect(r.price.total_price).toBe(r.rooms[0]?.price.total_price);
    expect(r.price.total_price).toBe(
      r.price.total_price_without_tax + r.price.tax + r.price.accommodation_tax,
    );
    expect(r.bypass_token.length).toBeGreaterThanOrEqual(40);
    expect(await remaining(ctx, 'standard-double', checkin)).toBe(before - 1);
    expect(await remaining(ctx, 'standard-double', addDays(checkin, 1))).toBe(before - 1);
    const mail = ctx.mailer.outbox().find((m) => m.subject.includes(r.reservation_number));
    expect(mail?.to).toBe('hanako@example.com');
    expect(mail?.text).toContain(`bypass_token=${r.bypass_token}`);
  });

  it('ignores any price the client sends and answers 409 when the expected total differs', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { expected_total_price: 1 }),
    );
    expect(res.status).toBe(409);
    expect(apiError(res).payload?.total_price).toBeGreaterThan(1);
    const body = { ...tokyoBooking(checkin), total_price: 1 };
    expect((await ctx.call('POST', '/api/v1/reservations', body)).status).toBe(400);
  });

  it('reads a reservation only with its e-mail or bypass token; otherwise 404', async () => {
    const ctx = get();
    const r = await book(ctx, await ctx.freeDate('standard-double', 1, 30));
    const path = `/api/v1/reservations/${r.reservation_number}`;
    expect((await ctx.call('GET', `${path}?email=HANAKO@example.com`)).status).toBe(200);
    expect((await ctx.call('GET', `${path}?bypass_token=${r.bypass_token}`)).status).toBe(200);
    expect(
      (await ctx.call('GET', path, undefined, { Authorization: `Bearer ${r.bypass_token}` }))
        .status,
    ).toBe(200);
    for (const q of [
      '',
      '?email=other@example.com',
      '?bypass_token=wrong',
      `?bypass_token=${r.bypass_token.slice(0, -1)}${r.bypass_token.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const res = await ctx.call('GET', `${path}${q}`);
      expect(res.status).toBe(404);
      expect(apiError(res).code).toBe(9404);
    }
    // An unknown number looks exactly like a wrong e-mail.
    const unknown = await ctx.call(
      'GET',
      '/api/v1/reservations/S000000000?email=hanako@example.com',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual((await ctx.call('GET', `${path}?email=x@example.com`)).body);
  });

  it('finds a reservation by brand, number and e-mail', async () => {
    const ctx = get();
    const r = await book(ctx, await ctx.freeDate('standard-double', 1, 35));
    const found = await ctx.call(
      'GET',
      `/api/v1/hotel_brands/sakura/reservations/${r.reservation_number}?email=hanako@example.com`,
    );
    expect(data(found, ReservationResponseSchema).data.reservation_number).toBe(
      r.reservation_number,
    );
    expect(
      (await ctx.call('GET', `/api/v1/hotel_brands/sakura/reservations/${r.reservation_number}`))
        .status,
    ).toBe(404);
  });

  it('cancels with the policy fee, returns the stock and mails the guest', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 40);
    const before = await remaining(ctx, 'standard-double', checkin);
    const r = await book(ctx, checkin);
    expect(await remaining(ctx, 'standard-double', checkin)).toBe(before - 1);
    const path = `/api/v1/reservations/${r.reservation_number}/cancel?bypass_token=${r.bypass_token}`;
    const res = await ctx.call('PUT', path, {
      reason: 'trip_plan_change',
      details: 'Plans changed',
      cancellation_fee_displayed: 0,
    });
    const cancelled = data(res, ReservationResponseSchema).data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancellation).toMatchObject({ fee: 0, reason: 'trip_plan_change' });
    expect(await remaining(ctx, 'standard-double', checkin)).toBe(before);
    expect(ctx.mailer.outbox()[0]?.subject).toContain('cancelled');
    const again = await ctx.call('PUT', path, { reason: 'other' });
    expect(again.status).toBe(422);
    expect(await remaining(ctx, 'standard-double', checkin)).toBe(before);
  });

  it('charges the fee of the part in force and refuses on the check-in day (hotel time)', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 45);
    const r = await book(ctx, checkin, 1, {
      rooms: [{ room_type_code: 'standard-double', room_plan_code: 'std-breakfast', adults: 2 }],
      payment_type: 'pre_paid',
    });
    // Standard policy: 50% from 18:00 the day before check-in (Tokyo time).
    const eveningBefore = ctx.appWith({
      now: () => new Date(`${addDays(checkin, -1)}T19:00:00+09:00`),
    });
    const q = `?email=hanako@example.com`;
    const view = await ctx.call(
      'GET',
      `/api/v1/reservations/${r.reservation_number}${q}`,
      undefined,
      {},
      eveningBefore,
    );
    expect(data(view, ReservationResponseSchema).data.cancellation_fee).toBe(
      Math.floor(r.price.total_price / 2),
    );
    // Shown 0 earlier, now 50%: the fee rose, so the server asks to confirm.
    const rose = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel${q}`,
      { reason: 'other', cancellation_fee_displayed: 0 },
      {},
      eveningBefore,
    );
    expect(rose.status).toBe(409);
    // 00:30 on the check-in day in Tokyo is still the previous day in UTC.
    const checkinDay = ctx.appWith({ now: () => new Date(`${checkin}T00:30:00+09:00`) });
    const refused = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel${q}`,
      { reason: 'other' },
      {},
      checkinDay,
    );
    expect(refused.status).toBe(422);
    expect(apiError(refused).payload?.reason).toBe('checkin_day');
    const settings = await ctx.call(
      'GET',
      `/api/v1/reservations/${r.reservation_number}/update_settings${q}`,
      undefined,
      {},
      checkinDay,
    );
    expect(data(settings, UpdateSettingsResponseSchema).data).toEqual({
      is_active: true,
      updatable: false,
      reason: 'checkin_passed',
    });
  });

  it('moves dates, moving the stock with it, and keeps the plan minimum nights', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 5, 60);
    const r = await book(ctx, checkin, 2, {
      rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-early-bird', adults: 2 }],
      payment_type: 'pre_paid',
    });
    const q = `?bypass_token=${r.bypass_token}`;
    const path = `/api/v1/reservations/${r.reservation_number}${q}`;
    const tooShort = await ctx.call('PUT', path, {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 1),
    });
    expect(apiError(tooShort)).toMatchObject({ code: 1000, payload: { field: 'checkout_date' } });
    const total = (await remaining(ctx, 'deluxe-twin', addDays(checkin, 4))) + 0;
    const moved = data(
      await ctx.call('PUT', path, {
        checkin_date: addDays(checkin, 2),
        checkout_date: addDays(checkin, 5),
      }),
      ReservationResponseSchema,
    ).data;
    expect(moved.nights).toBe(3);
    expect(moved.rooms[0]?.room_plan_code).toBe('twin-early-bird');
    expect(await remaining(ctx, 'deluxe-twin', checkin)).toBe(total); // given back
    expect(await remaining(ctx, 'deluxe-twin', addDays(checkin, 4))).toBe(total - 1); // taken
    const unknownField = await ctx.call('PUT', path, {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 2),
      room_plan_code: 'std-room-only',
    });
    expect(unknownField.status).toBe(400);
  });

  it('refuses guest changes to bookings the hotel staff changed', async () => {
    const ctx = get();
    const r = await book(ctx, await ctx.freeDate('standard-double', 1, 52));
    await sql`UPDATE reservations SET modified_by_staff = true WHERE number = ${r.reservation_number}`.execute(
      ctx.handle.db,
    );
    const q = `?email=hanako@example.com`;
    const settings = await ctx.call(
      'GET',
      `/api/v1/reservations/${r.reservation_number}/update_settings${q}`,
    );
    expect(data(settings, UpdateSettingsResponseSchema).data.reason).toBe('modified_by_hotel');
    const cancel = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/cancel${q}`,
      { reason: 'other' },
    );
    expect(apiError(cancel).code).toBe(9422);
    const guests = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}/guests${q}`,
      { guest: { first_name: 'A', last_name: 'B' } },
    );
    expect(guests.status).toBe(422);
  });

  it('keeps the booking and its stock untouched when the new dates are full', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('family-suite', 4, 100);
    const r = await book(ctx, checkin, 1, {
      rooms: [{ room_type_code: 'family-suite', room_plan_code: 'suite-dinner', adults: 2 }],
      payment_type: 'pre_paid',
    });
    const held = await remaining(ctx, 'family-suite', checkin);
    const target = addDays(checkin, 3);
    await sql`UPDATE inventory SET remaining = 0 FROM room_types t
      WHERE t.id = inventory.room_type_id AND t.code = 'family-suite' AND inventory.date = ${target}`.execute(
      ctx.handle.db,
    );
    const res = await ctx.call(
      'PUT',
      `/api/v1/reservations/${r.reservation_number}?email=hanako@example.com`,
      {
        checkin_date: target,
        checkout_date: addDays(target, 1),
      },
    );
    expect(apiError(res).code).toBe(1105);
    expect(await remaining(ctx, 'family-suite', checkin)).toBe(held); // the release was rolled back
    const still = await ctx.call(
      'GET',
      `/api/v1/reservations/${r.reservation_number}?email=hanako@example.com`,
    );
    expect(data(still, ReservationResponseSchema).data.checkin_date).toBe(checkin);
  });

  it('replaces guest details and serves a receipt PDF', async () => {
    const ctx = get();
    const r = await book(ctx, await ctx.freeDate('standard-double', 1, 50));
    const q = `?email=hanako@example.com`;
    const res = await ctx.call('PUT', `/api/v1/reservations/${r.reservation_number}/guests${q}`, {
      guest: { first_name: 'Taro', last_name: 'Yamada' },
    });
    expect(data(res, ReservationResponseSchema).data.guest.first_name).toBe('Taro');
    const pdf = await ctx.app.request(`/api/v1/reservations/${r.reservation_number}/receipt${q}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      (await ctx.app.request(`/api/v1/reservations/${r.reservation_number}/receipt`)).status,
    ).toBe(404);
  });

  it('applies coupons and their errors: invalid, expired, usage limit', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('standard-double', 1, 55);
    const plain = data(
      await ctx.call(
        'GET',
        `/api/v1/rooms/price?code=sakura-tokyo&room_plan_code=std-room-only&checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}&adults=2`,
      ),
      RoomPriceResponseSchema,
    );
    const r = await book(ctx, checkin, 1, { coupon_code: 'welcome10' });
    expect(r.price.coupon_discount_amount).toBe(Math.floor(plain.data.room_price_without_tax / 10));
    expect(
      apiError(
        await ctx.call(
          'POST',
          '/api/v1/reservations',
          tokyoBooking(checkin, 1, { coupon_code: 'NOPE' }),
        ),
      ).code,
    ).toBe(1500);
    expect(
      apiError(
        await ctx.call(
          'POST',
          '/api/v1/reservations',
          tokyoBooking(checkin, 1, { coupon_code: 'EXPIRED5' }),
        ),
      ).code,
    ).toBe(1500);
    await book(ctx, checkin, 1, { coupon_code: 'ONCE1000' });
    expect(
      apiError(
        await ctx.call(
          'POST',
          '/api/v1/reservations',
          tokyoBooking(checkin, 1, { coupon_code: 'ONCE1000' }),
        ),
      ).code,
    ).toBe(1501);
  });

  it('enforces hotel rules: members-only plans, address and kana at Kyoto, extras limits', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate('deluxe-twin', 1, 70);
    const members = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, {
        rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-members', adults: 2 }],
        payment_type: 'deferred_payment',
      }),
    );
    expect(apiError(members).code).toBe(2304);
    const kyotoDate = await ctx.freeDate('tatami-room', 1, 20);
    const kyoto = {
      ...tokyoBooking(kyotoDate, 1, { hotel_code: 'Sakura_Kyoto', answers: [] }),
      rooms: [
        {
          room_type_code: 'tatami-room',
          room_plan_code: 'tatami-breakfast',
          adults: 2,
          kids_ages: [7, 1],
        },
      ],
    };
    expect(apiError(await ctx.call('POST', '/api/v1/reservations', kyoto)).payload?.field).toBe(
      'guest.postal_code',
    );
    const full = {
      ...kyoto,
      guest: {
        ...kyoto.guest,
        first_name: '花子',
        last_name: '山田',
        first_name_kana: 'ハナコ',
        last_name_kana: 'ヤマダ',
        postal_code: '6050001',
        prefecture_or_state: 'Kyoto',
        street_address: '1 Gion',
      },
    };
    const ok = data(
      await ctx.call('POST', '/api/v1/reservations', full),
      CreateReservationResponseSchema,
    ).data;
    expect(ok.rooms[0]?.kids_tiers).toEqual([
      { code: 'A', count: 1 },
      { code: 'C', count: 1 },
    ]);
    expect(ok.price.accommodation_tax).toBe(600); // Kyoto: 200 yen × 3 guests (the infant does not count)
    const tooMany = tokyoBooking(checkin, 1, {
      extras: [{ extra_id: 'airport-transfer', quantity: 5 }],
    });
    expect(apiError(await ctx.call('POST', '/api/v1/reservations', tooMany)).code).toBe(1102);
    const unknown = tokyoBooking(checkin, 1, { extras: [{ extra_id: 'spa', quantity: 1 }] });
    expect(apiError(await ctx.call('POST', '/api/v1/reservations', unknown)).code).toBe(1100);
  });
});
