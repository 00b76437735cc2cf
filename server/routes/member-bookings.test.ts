import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  QuoteResponseSchema,
  ReservationResponseSchema,
  RoomSearchResponseSchema,
  UserReservationsResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const membersBooking = (checkin: string, email: string) =>
  tokyoBooking(checkin, 1, {
    rooms: [{ room_type_code: 'deluxe-twin', room_plan_code: 'twin-members', adults: 2 }],
    payment_type: 'deferred_payment',
    email,
  });

const membersQuote = (checkin: string) => {
  const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = membersBooking(
    checkin,
    '',
  );
  return { hotel_code, checkin_date, checkout_date, rooms, payment_type };
};

describeOnDatabases('memberships: members-only plans and my reservations', (get) => {
  it('shows members-only plans bookable to a member of the program only', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const checkin = await ctx.freeDate('deluxe-twin', 1, 40);
    const url = `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2' })}`;
    const plan = async (headers: Record<string, string>) =>
      data(await ctx.call('GET', url, undefined, headers), RoomSearchResponseSchema)
        .data.rooms.flatMap((r) => r.room_plans)
        .find((p) => p.room_plan_code === 'twin-members');
    expect(await plan({ 'x-client-session': session })).toMatchObject({
      members_only: true,
      bookable: false,
    });
    expect(await plan(asMember(session, m.access_token))).toMatchObject({
      members_only: true,
      bookable: true,
    });
    // Another program of the brand does not open it.
    const db = ctx.handle.db;
    const other = await db
      .insertInto('membership_programs')
      .values({
        brand_id: m.user.hotel_brand_id,
        name: 'Business Club',
        translations: '{}',
        sign_up_open: true,
        update_member_profile_enabled: true,
        point_program_enabled: false,
        tiers: '[]',
        position: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outsider = await newMember(ctx, session);
    await db
      .updateTable('members')
      .set({ program_id: other.id })
      .where('id', '=', outsider.user.id)
      .execute();
    expect(await plan(asMember(session, outsider.access_token))).toMatchObject({ bookable: false });
    const quote = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      membersQuote(checkin),
      asMember(session, outsider.access_token),
    );
    expect(apiError(quote).code).toBe(2304);
    // A stale token is refused (the widget refreshes) rather than silently treated as a guest.
    const stale = await ctx.call(
      'GET',
      url,
      undefined,
      asMember(session, 'not-a-live-token-0123456789'),
    );
    expect(apiError(stale).code).toBe(1400);
  });

  it('books a members-only plan for a member, links it and lists it under my reservations', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const checkin = await ctx.freeDate('deluxe-twin', 1, 45);
    const guest = await ctx.call('POST', '/api/v1/reservations', membersBooking(checkin, m.email), {
      'x-client-session': session,
    });
    expect(apiError(guest).code).toBe(2304);
    const quote = await ctx.call('POST', '/api/v1/reservations/quote', membersQuote(checkin), h);
    expect(data(quote, QuoteResponseSchema).data.rooms[0]?.room_plan_code).toBe('twin-members');
    const res = await ctx.call('POST', '/api/v1/reservations', membersBooking(checkin, m.email), h);
    expect(res.status).toBe(201);
    const booked = data(res, CreateReservationResponseSchema).data;
    const row = await ctx.handle.db
      .selectFrom('reservations')
      .select('member_id')
      .where('number', '=', booked.reservation_number)
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBe(m.user.id);

    // The member opens it with their Authorization alone; another member cannot.
    const own = await ctx.call(
      'GET',
      `/api/v1/reservations/${booked.reservation_number}`,
      undefined,
      h,
    );
    expect(data(own, ReservationResponseSchema).data.reservation_number).toBe(
      booked.reservation_number,
    );
    const stranger = await newMember(ctx, session);
    const theirs = await ctx.call(
      'GET',
      `/api/v1/reservations/${booked.reservation_number}`,
      undefined,
      asMember(session, stranger.access_token),
    );
    expect(theirs.status).toBe(404);

    const list = data(
      await ctx.call('GET', '/api/v1/user/reservations?status=upcoming', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(list).toMatchObject({ page: 1, total_pages: 1, total_entries: 1 });
    expect(list.data[0]).toMatchObject({
      reservation_number: booked.reservation_number,
      hotel_code: 'sakura-tokyo',
      nights: 1,
      room_count: 1,
      plan_names: ['Members rate with breakfast'],
      currency: 'JPY',
      total_price: booked.price.total_price,
    });
    const completed = data(
      await ctx.call('GET', '/api/v1/user/reservations?status=completed', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(completed.total_entries).toBe(0);
    // After the stay it is completed (by the hotel's today).
    await ctx.handle.db
      .updateTable('reservations')
      .set({ checkin_date: addDays(ctx.today, -3), checkout_date: addDays(ctx.today, -2) })
      .where('number', '=', booked.reservation_number)
      .execute();
    const after = data(
      await ctx.call('GET', '/api/v1/user/reservations?status=completed', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(after.data.map((r) => r.reservation_number)).toEqual([booked.reservation_number]);
  });

  it('pages the list, groups cancelled bookings and validates per_page', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const h = asMember(session, m.access_token);
    const numbers: string[] = [];
    for (const offset of [60, 62, 64]) {
      const checkin = await ctx.freeDate('standard-double', 1, offset);
      const res = await ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { email: m.email }),
        h,
      );
      numbers.push(data(res, CreateReservationResponseSchema).data.reservation_number);
    }
    const db = ctx.handle.db;
    await db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('number', '=', numbers[2] ?? '')
      .execute();
    const page1 = data(
      await ctx.call('GET', '/api/v1/user/reservations?per_page=1', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(page1).toMatchObject({ page: 1, total_pages: 2, total_entries: 2 });
    const page2 = data(
      await ctx.call('GET', '/api/v1/user/reservations?per_page=1&page=2', undefined, h),
      UserReservationsResponseSchema,
    );
    expect((page2.data[0]?.checkin_date ?? '') >= (page1.data[0]?.checkin_date ?? '')).toBe(true);
    const cancelled = data(
      await ctx.call('GET', '/api/v1/user/reservations?status=cancelled', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(cancelled.data.map((r) => r.reservation_number)).toEqual([numbers[2]]);
    const lottery = data(
      await ctx.call('GET', '/api/v1/user/reservations?status=lottery', undefined, h),
      UserReservationsResponseSchema,
    );
    expect(lottery.total_entries).toBe(0);
    const tooMany = await ctx.call('GET', '/api/v1/user/reservations?per_page=51', undefined, h);
    expect(apiError(tooMany)).toMatchObject({ code: 1000, payload: { field: 'per_page' } });
    expect(
      (
        await ctx.call('GET', '/api/v1/user/reservations', undefined, {
          'x-client-session': session,
        })
      ).status,
    ).toBe(401);

    // Deleting the account keeps the bookings, detached.
    await ctx.call(
      'POST',
      '/api/v1/memberships/cancel',
      { reason: 'not_used', current_password: m.password },
      h,
    );
    const rows = await db
      .selectFrom('reservations')
      .select(['member_id', 'status'])
      .where('number', 'in', numbers)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.member_id === null)).toBe(true);
  });
});
