import { expect, it } from 'vitest';
import {
  ConsoleCouponAnswerSchema,
  ConsoleCouponListSchema,
  ConsoleCouponUsageSchema,
  ConsoleVoucherAnswerSchema,
  ConsoleVoucherListSchema,
} from '../../../src/api/contract/console/coupons.ts';
import { CreateReservationResponseSchema } from '../../../src/api/contract/reservation.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import { asMember, newMember, widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';

const HOTEL = '/api/v1/console/hotels/sakura-tokyo';
const ROOM = 'standard-double';

function couponBody(ctx: TestContext, code: string) {
  return {
    code,
    name: 'Spring ten',
    discount_type: 'percent',
    amount: 10,
    valid_from: ctx.today,
    valid_until: addDays(ctx.today, 400),
    usage_limit: 5,
    per_member_limit: 1,
    max_discounted_nights: 1,
    target_mode: null,
    hotel_plan_codes: [],
  };
}

const auditOf = (ctx: TestContext, staffId: number) =>
  ctx.handle.db
    .selectFrom('audit_log')
    .select(['action', 'target'])
    .where('actor_staff_id', '=', staffId)
    .orderBy('id')
    .execute();

describeOnDatabases('console: coupons', (get) => {
  it('makes a code a guest books with; per-member limit, usage and edits follow', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const created = data(
      await ctx.call('POST', `${HOTEL}/coupons`, couponBody(ctx, 'spring-10'), marketing.headers),
      ConsoleCouponAnswerSchema,
    ).data;
    expect(created).toMatchObject({ code: 'SPRING-10', used_count: 0, currency: 'JPY' });
    const twice = apiError(
      await ctx.call('POST', `${HOTEL}/coupons`, couponBody(ctx, 'SPRING-10'), marketing.headers),
    );
    expect(twice).toMatchObject({ status: 409, payload: { field: 'code' } });

    const checkin = await ctx.freeDate(ROOM, 2, 40);
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 2, { coupon_code: 'spring-10' }),
    );
    expect(booked.status).toBe(201);
    const again = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 2, { coupon_code: 'SPRING-10', email: 'HANAKO@example.com' }),
    );
    expect(apiError(again)).toMatchObject({ code: 1501, payload: { reason: 'member_limit' } });

    const usage = data(
      await ctx.call('GET', `${HOTEL}/coupons/spring-10/usage`, undefined, marketing.headers),
      ConsoleCouponUsageSchema,
    ).data;
    expect(usage.coupon.used_count).toBe(1);
    expect(usage.uses).toHaveLength(1);
    expect(usage.uses[0]).toMatchObject({
      reservation_number: data(booked, CreateReservationResponseSchema).data.reservation_number,
      email: 'hanako@example.com',
      member: false,
    });
    expect(usage.uses[0]?.coupon_discount_amount).toBeGreaterThan(0);

    const { code: _code, ...terms } = couponBody(ctx, 'x');
    const later = { ...terms, valid_from: addDays(ctx.today, 30), per_member_limit: null };
    const edited = data(
      await ctx.call('PUT', `${HOTEL}/coupons/SPRING-10`, later, marketing.headers),
      ConsoleCouponAnswerSchema,
    ).data;
    expect(edited).toMatchObject({ valid_from: later.valid_from, used_count: 1 });
    const early = await ctx.call('POST', '/api/v1/reservations/quote', {
      hotel_code: 'sakura-tokyo',
      checkin_date: checkin,
      checkout_date: addDays(checkin, 1),
      rooms: tokyoBooking(checkin).rooms,
      coupon_code: 'SPRING-10',
    });
    expect(apiError(early)).toMatchObject({ code: 1500, payload: { reason: 'not_started' } });

    const listed = data(
      await ctx.call('GET', `${HOTEL}/coupons`, undefined, marketing.headers),
      ConsoleCouponListSchema,
    ).data;
    expect(listed[0]?.code).toBe('SPRING-10');
    expect((await auditOf(ctx, marketing.staffId)).map((a) => a.action)).toEqual([
      'coupon.create',
      'coupon.update',
    ]);
  });

  it('switches a code off (refused at checkout as an invalid code) and back on, audited', async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    const body = { ...couponBody(ctx, 'PAUSE-10'), per_member_limit: null };
    data(
      await ctx.call('POST', `${HOTEL}/coupons`, body, marketing.headers),
      ConsoleCouponAnswerSchema,
    );
    const checkin = await ctx.freeDate(ROOM, 1, 50);
    const book = () =>
      ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { coupon_code: 'pause-10' }),
      );
    const setActive = async (active: boolean) =>
      data(
        await ctx.call('PUT', `${HOTEL}/coupons/pause-10/active`, { active }, marketing.headers),
        ConsoleCouponAnswerSchema,
      ).data;

    const off = await setActive(false);
    expect(off).toMatchObject({ code: 'PAUSE-10', active: false, used_count: 0 });
    expect(apiError(await book())).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code', reason: 'invalid' },
    });
    // Switching it off twice changes nothing and records nothing more.
    expect((await setActive(false)).active).toBe(false);
    const bad = await ctx.call(
      'PUT',
      `${HOTEL}/coupons/pause-10/active`,
      { active: 'no' },
      marketing.headers,
    );
    expect(bad.status).toBe(400);

    expect((await setActive(true)).active).toBe(true);
    const booked = await book();
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await auditOf(ctx, marketing.staffId)).map((a) => [a.action, a.target])).toEqual([
      ['coupon.create', 'coupon:PAUSE-10'],
      ['coupon.switch_off', 'coupon:PAUSE-10'],
      ['coupon.switch_on', 'coupon:PAUSE-10'],
    ]);
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    const refused = await ctx.call(
      'PUT',
      `${HOTEL}/coupons/pause-10/active`,
      { active: false },
      desk.headers,
    );
    expect(refused.status).toBe(403);
  });

  it('refuses a bad code at its field, issues a code to a member once and holds them to its limit', async () => {
    const ctx = get();
    const manager = await signedInStaff(ctx, { role: 'manager' });
    const refusals: [Record<string, unknown>, string][] = [
      [{ amount: 150 }, 'amount'],
      [{ valid_until: addDays(ctx.today, -1) }, 'valid_until'],
      [{ target_mode: 'include' }, 'hotel_plan_codes'],
      [{ target_mode: 'include', hotel_plan_codes: ['no-such-plan'] }, 'hotel_plan_codes'],
    ];
    for (const [change, field] of refusals) {
      const body = { ...couponBody(ctx, 'BAD-ONE'), ...change };
      const answer = await ctx.call('POST', `${HOTEL}/coupons`, body, manager.headers);
      expect(apiError(answer).payload, JSON.stringify(change)).toMatchObject({ field });
    }
    await ctx.call('POST', `${HOTEL}/coupons`, couponBody(ctx, 'GIFT-5'), manager.headers);
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const issue = (email: string) =>
      ctx.call('POST', `${HOTEL}/coupons/gift-5/members`, { email }, manager.headers);
    expect((await issue(member.user.email.toUpperCase())).status).toBe(201);
    expect((await issue(member.user.email)).status).toBe(409);
    expect((await issue('nobody@example.com')).status).toBe(404);
    const listed = data(
      await ctx.call('GET', `${HOTEL}/coupons`, undefined, manager.headers),
      ConsoleCouponListSchema,
    ).data;
    expect(listed.find((c) => c.code === 'GIFT-5')?.issued_count).toBe(1);

    // Signed in, the member's limit (1) follows them whatever e-mail the booking gives.
    const checkin = await ctx.freeDate(ROOM, 1, 45);
    const asThem = asMember(session, member.access_token);
    const book = (email: string) =>
      ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { coupon_code: 'GIFT-5', email }),
        asThem,
      );
    expect((await book('first@example.com')).status).toBe(201);
    expect(apiError(await book('second@example.com'))).toMatchObject({
      code: 1501,
      payload: { reason: 'member_limit' },
    });
    const usage = data(
      await ctx.call('GET', `${HOTEL}/coupons/GIFT-5/usage`, undefined, manager.headers),
      ConsoleCouponUsageSchema,
    ).data;
    expect(usage.uses).toMatchObject([{ email: 'first@example.com', member: true }]);
  });

  it('issues a voucher, marks it used once, and no booking can redeem it after', async () => {
    const ctx = get();
    const owner = await signedInStaff(ctx, { role: 'owner' });
    const body = {
      number: 'gv-2030-01',
      name: 'Gift voucher',
      amount: 5000,
      valid_from: ctx.today,
      valid_through: addDays(ctx.today, 300),
      excluded_periods: [{ from: addDays(ctx.today, 100), to: addDays(ctx.today, 103) }],
    };
    const issued = data(
      await ctx.call('POST', `${HOTEL}/vouchers`, body, owner.headers),
      ConsoleVoucherAnswerSchema,
    ).data;
    expect(issued).toMatchObject({ number: 'GV-2030-01', ui_status: 'available', amount: 5000 });
    expect((await ctx.call('POST', `${HOTEL}/vouchers`, body, owner.headers)).status).toBe(409);

    const used = data(
      await ctx.call('POST', `${HOTEL}/vouchers/GV-2030-01/use`, {}, owner.headers),
      ConsoleVoucherAnswerSchema,
    ).data;
    expect(used).toMatchObject({ ui_status: 'consumed', marked_used: true });
    expect(
      (await ctx.call('POST', `${HOTEL}/vouchers/GV-2030-01/use`, {}, owner.headers)).status,
    ).toBe(409);
    const checkin = await ctx.freeDate(ROOM, 1, 20);
    const redeem = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { voucher_coupon_code: 'GV-2030-01' }),
    );
    expect(apiError(redeem)).toMatchObject({ code: 1500, payload: { reason: 'consumed' } });
    const listed = data(
      await ctx.call('GET', `${HOTEL}/vouchers`, undefined, owner.headers),
      ConsoleVoucherListSchema,
    ).data;
    expect(listed[0]).toMatchObject({ number: 'GV-2030-01', ui_status: 'consumed' });
    expect((await auditOf(ctx, owner.staffId)).map((a) => a.action)).toEqual([
      'voucher.issue',
      'voucher.mark_used',
    ]);
  });

  it("holds a member's limit when two bookings with the code arrive together", async () => {
    const ctx = get();
    const marketing = await signedInStaff(ctx, { role: 'marketing' });
    await ctx.call('POST', `${HOTEL}/coupons`, couponBody(ctx, 'ONE-EACH'), marketing.headers);
    const checkin = await ctx.freeDate(ROOM, 1, 55);
    const email = 'together@example.com';
    const book = () =>
      ctx.call(
        'POST',
        '/api/v1/reservations',
        tokyoBooking(checkin, 1, { coupon_code: 'ONE-EACH', email }),
      );
    const answers = await Promise.all([book(), book()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.status === 422);
    expect(refused && apiError(refused)).toMatchObject({ code: 1501 });
    const usage = data(
      await ctx.call('GET', `${HOTEL}/coupons/ONE-EACH/usage`, undefined, marketing.headers),
      ConsoleCouponUsageSchema,
    ).data;
    expect(usage.coupon.used_count).toBe(1);
  });

  it('keeps coupons to marketing, managers and owners', async () => {
    const ctx = get();
    const desk = await signedInStaff(ctx, { role: 'front_desk' });
    expect((await ctx.call('GET', `${HOTEL}/coupons`, undefined, desk.headers)).status).toBe(403);
    expect((await ctx.call('GET', `${HOTEL}/vouchers`, undefined, desk.headers)).status).toBe(403);
    const body = couponBody(ctx, 'DESK-1');
    expect((await ctx.call('POST', `${HOTEL}/coupons`, body, desk.headers)).status).toBe(403);
    expect((await ctx.call('GET', `${HOTEL}/coupons`)).status).toBe(401);
  });
});
