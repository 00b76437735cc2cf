import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  MemberTokensSchema,
  QuoteResponseSchema,
  ReservationResponseSchema,
  RoomSearchResponseSchema,
  SavedCardResponseSchema,
  SavedCardsResponseSchema,
  VouchersResponseSchema,
  WalletCouponResponseSchema,
  WalletCouponsResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { DEMO_MEMBER } from '../db/seed/members.ts';
import { EXCLUDED_FROM_DAYS } from '../db/seed/wallet.ts';
import { CARD, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';

const W = '/api/v1/memberships';

async function demoMember(ctx: TestContext) {
  const session = await widgetSession(ctx);
  const res = await ctx.call(
    'POST',
    `${W}/sign_in`,
    { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    { 'x-client-session': session },
  );
  return asMember(session, data(res, MemberTokensSchema).data.access_token);
}

const quoteOf = (booking: ReturnType<typeof tokyoBooking>) => {
  const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = booking;
  return { hotel_code, checkin_date, checkout_date, rooms, payment_type };
};

describeOnDatabases('member wallet: coupons, vouchers, saved cards', (get) => {
  it('lists, looks up and consumes the coupons of the wallet', async () => {
    const ctx = get();
    const me = await demoMember(ctx);
    const list = data(
      await ctx.call('GET', `${W}/discount_coupons`, undefined, me),
      WalletCouponsResponseSchema,
    ).data;
    expect(list.map((c) => c.code).sort()).toEqual([
      'CARDPROMO15',
      'LONGSTAY20',
      'MEMBER2000',
      'WELCOME10',
    ]);
    expect(list.find((c) => c.code === 'LONGSTAY20')?.max_discounted_nights).toBe(2);
    expect(list.every((c) => c.status === 'available')).toBe(true);
    expect(list.find((c) => c.code === 'CARDPROMO15')).toMatchObject({
      target_mode: 'include',
      hotel_plan_codes: ['breakfast', 'early-bird'],
    });
    const one = data(
      await ctx.call('GET', `${W}/discount_coupons/member2000`, undefined, me),
      WalletCouponResponseSchema,
    ).data;
    expect(one).toMatchObject({ code: 'MEMBER2000', discount_type: 'amount', amount: 2000 });
    expect((await ctx.call('GET', `${W}/discount_coupons/NOPE`, undefined, me)).status).toBe(404);

    // A new member holds nothing; consuming is per member.
    const session = await widgetSession(ctx);
    const other = await newMember(ctx, session);
    const theirs = asMember(session, other.access_token);
    expect(
      data(
        await ctx.call('GET', `${W}/discount_coupons`, undefined, theirs),
        WalletCouponsResponseSchema,
      ).data,
    ).toEqual([]);
    expect(
      (await ctx.call('DELETE', `${W}/discount_coupons/WELCOME10`, undefined, theirs)).status,
    ).toBe(404);

    const used = data(
      await ctx.call('DELETE', `${W}/discount_coupons/WELCOME10`, undefined, me),
      WalletCouponResponseSchema,
    ).data;
    expect(used.status).toBe('used');
    const again = await ctx.call('DELETE', `${W}/discount_coupons/WELCOME10`, undefined, me);
    expect(apiError(again).code).toBe(1501);
    // Signed out: 401.
    expect((await ctx.call('GET', `${W}/discount_coupons`)).status).toBe(401);
  });

  it('discounts the first two nights of a stay with LONGSTAY20, the rest at full price', async () => {
    const ctx = get();
    const me = await demoMember(ctx);
    const checkin = await ctx.freeDate('standard-double', 4, 120);
    const quote = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations/quote',
        { ...quoteOf(tokyoBooking(checkin, 4)), coupon_code: 'LONGSTAY20' },
        me,
      ),
      QuoteResponseSchema,
    ).data;
    const room = quote.rooms[0];
    const firstTwo = (room?.price.nights ?? [])
      .slice(0, 2)
      .reduce((sum, night) => sum + night.price_without_tax, 0);
    expect(room?.price.nights).toHaveLength(4);
    expect(quote.price.coupon_discount_amount).toBe(Math.floor(firstTwo * 0.2));
    expect(quote.price.coupon_discount_amount).toBeLessThan(
      Math.floor(quote.price.room_price_without_tax * 0.2),
    );
  });

  it('shows a card-payment promotion in the results only on the plans it applies to', async () => {
    const ctx = get();
    const me = await demoMember(ctx);
    const checkin = await ctx.freeDate('standard-double', 1, 25);
    const search = data(
      await ctx.call(
        'GET',
        `/api/v1/rooms?code=sakura-tokyo&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&coupon_code=CARDPROMO15`,
        undefined,
        me,
      ),
      RoomSearchResponseSchema,
    ).data;
    const plans = search.rooms.flatMap((room) => room.room_plans);
    const discounted = plans.filter((p) => (p.price?.coupon_discount_amount ?? 0) > 0);
    const target = (p: (typeof plans)[number]) =>
      p.credit_card_payment && ['breakfast', 'early-bird'].includes(p.hotel_plan_code);
    expect(discounted.length).toBeGreaterThan(0);
    expect(plans.some((p) => !target(p))).toBe(true);
    expect(discounted.every(target)).toBe(true);
    expect(plans.filter(target).every((p) => discounted.includes(p))).toBe(true);
  });

  it('applies a card-payment promotion coupon only to its target plans (2001 otherwise)', async () => {
    const ctx = get();
    const me = await demoMember(ctx);
    const checkin = await ctx.freeDate('standard-double', 1, 20);
    const onSite = tokyoBooking(checkin, 1, { coupon_code: 'CARDPROMO15' });
    const refused = await ctx.call(
      'POST',
      '/api/v1/reservations/quote',
      { ...quoteOf(onSite), coupon_code: 'CARDPROMO15' },
      me,
    );
    expect(apiError(refused).code).toBe(2001);
    const prepaid = prepaidBooking(checkin, 'unused-token');
    const quote = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations/quote',
        { ...quoteOf(prepaid), coupon_code: 'CARDPROMO15' },
        me,
      ),
      QuoteResponseSchema,
    ).data;
    expect(quote.price.coupon_discount_amount).toBe(
      Math.floor(quote.price.room_price_without_tax * 0.15),
    );

    // Booking with a coupon of the wallet uses it up there.
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaid,
        coupon_code: 'MEMBER2000',
        payment: { gateway_token: await tokenFor(ctx, CARD.succeeds) },
      },
      me,
    );
    expect(data(booked, CreateReservationResponseSchema).data.price.coupon_discount_amount).toBe(
      2000,
    );
    const after = data(
      await ctx.call('GET', `${W}/discount_coupons/MEMBER2000`, undefined, me),
      WalletCouponResponseSchema,
    ).data;
    expect(after.status).toBe('used');
  });

  it('redeems a voucher once, inside its periods, and shows its ui_status', async () => {
    const ctx = get();
    const me = await demoMember(ctx);
    const vouchers = async () =>
      data(await ctx.call('GET', `${W}/vouchers`, undefined, me), VouchersResponseSchema).data;
    const before = await vouchers();
    expect(Object.fromEntries(before.map((v) => [v.number, v.ui_status]))).toEqual({
      'SV-5000-0001': 'available',
      'SV-3000-0002': 'available',
      'SV-1000-0099': 'expired',
    });

    // Voucher mode search checks the voucher against the stay.
    const search = (checkin: string, number: string) =>
      ctx.call(
        'GET',
        `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2', mode: 'voucher', voucher_coupon_code: number })}`,
        undefined,
        me,
      );
    const excluded = addDays(ctx.today, EXCLUDED_FROM_DAYS + 1);
    const refusedSearch = apiError(await search(excluded, 'SV-5000-0001'));
    expect(refusedSearch).toMatchObject({ code: 1500, payload: { reason: 'excluded_period' } });
    expect(apiError(await search(addDays(ctx.today, 200), 'SV-5000-0001')).payload).toMatchObject({
      reason: 'outside_stay_period',
    });
    expect(apiError(await search(addDays(ctx.today, 10), 'SV-1000-0099')).payload).toMatchObject({
      reason: 'expired',
    });
    const checkin = await ctx.freeDate('standard-double', 1, 12);
    expect((await search(checkin, 'SV-5000-0001')).status).toBe(200);
    // Someone else's voucher is not theirs to use.
    expect(
      apiError(
        await ctx.call(
          'GET',
          `/api/v1/rooms?${new URLSearchParams({ code: 'sakura-tokyo', checkin, checkout: addDays(checkin, 1), adults: '2', mode: 'voucher', voucher_coupon_code: 'SV-5000-0001' })}`,
        ),
      ).payload,
    ).toMatchObject({ reason: 'invalid' });

    const booking = tokyoBooking(checkin, 1, { voucher_coupon_code: 'SV-5000-0001' });
    const quote = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations/quote',
        { ...quoteOf(booking), voucher_coupon_code: 'SV-5000-0001' },
        me,
      ),
      QuoteResponseSchema,
    ).data;
    expect(quote.price.voucher_coupon_discount_amount).toBe(5000);
    const created = data(
      await ctx.call('POST', '/api/v1/reservations', booking, me),
      CreateReservationResponseSchema,
    ).data;
    expect(created.price.voucher_coupon_discount_amount).toBe(5000);
    expect(created.price.total_price).toBe(quote.price.total_price);

    const after = (await vouchers()).find((v) => v.number === 'SV-5000-0001');
    expect(after).toMatchObject({
      ui_status: 'consumed',
      reservation_number: created.reservation_number,
    });
    const twice = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(await ctx.freeDate('standard-double', 1, 14), 1, {
        voucher_coupon_code: 'SV-5000-0001',
      }),
      me,
    );
    expect(apiError(twice)).toMatchObject({ code: 1500, payload: { reason: 'consumed' } });
  });

  it('saves a card as the gateway token only, pays with it (3-D Secure included) and deletes it', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const me = asMember(session, m.access_token);
    const saved = data(
      await ctx.call(
        'POST',
        `${W}/credit_cards`,
        { gateway_token: await tokenFor(ctx, CARD.succeeds) },
        me,
      ),
      SavedCardResponseSchema,
    ).data;
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242' });
    const row = await ctx.handle.db.selectFrom('saved_cards').selectAll().executeTakeFirstOrThrow();
    expect(row.customer_token).toMatch(/^cus_/);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');

    const checkin = await ctx.freeDate('standard-double', 1, 30);
    const paid = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        { ...prepaidBooking(checkin, 'x'), payment: { saved_card_id: saved.id } },
        me,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(paid.status).toBe('done');
    expect(paid.payment).toMatchObject({ status: 'captured', card_last4: '4242' });

    // Saved while paying: the 3-D Secure card, then paid with again — the challenge still applies.
    const checkin2 = await ctx.freeDate('standard-double', 1, 32);
    const first = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        {
          ...prepaidBooking(checkin2, 'x'),
          payment: { gateway_token: await tokenFor(ctx, CARD.requires3ds), save_card: true },
        },
        me,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(first.payment?.status).toBe('pre_3d_secure');
    const cards = data(
      await ctx.call('GET', `${W}/credit_cards`, undefined, me),
      SavedCardsResponseSchema,
    ).data;
    expect(cards.map((c) => c.last4).sort()).toEqual(['3220', '4242']);
    const threeDs = cards.find((c) => c.last4 === '3220');
    const checkin3 = await ctx.freeDate('standard-double', 1, 34);
    const again = data(
      await ctx.call(
        'POST',
        '/api/v1/reservations',
        { ...prepaidBooking(checkin3, 'x'), payment: { saved_card_id: threeDs?.id } },
        me,
      ),
      CreateReservationResponseSchema,
    ).data;
    expect(again.status).toBe('payment_pending');
    expect(again.payment?.challenge_url).toContain('/gateway/3ds/');

    // Nobody else can pay with it; a guest cannot name one.
    const other = await newMember(ctx, session);
    const foreign = await ctx.call(
      'POST',
      '/api/v1/reservations',
      { ...prepaidBooking(checkin3, 'x'), payment: { saved_card_id: saved.id } },
      asMember(session, other.access_token),
    );
    expect(foreign.status).toBe(404);
    const guest = await ctx.call('POST', '/api/v1/reservations', {
      ...prepaidBooking(checkin3, 'x'),
      payment: { saved_card_id: saved.id },
    });
    expect(guest.status).toBe(401);

    expect((await ctx.call('DELETE', `${W}/credit_cards/${saved.id}`, undefined, me)).status).toBe(
      200,
    );
    const left = data(
      await ctx.call('GET', `${W}/credit_cards`, undefined, me),
      SavedCardsResponseSchema,
    ).data;
    expect(left.map((c) => c.last4)).toEqual(['3220']);
    expect((await ctx.call('DELETE', `${W}/credit_cards/${saved.id}`, undefined, me)).status).toBe(
      404,
    );
    // A reservation read stays as it was.
    expect(
      data(
        await ctx.call(
          'GET',
          `/api/v1/reservations/${paid.reservation_number}?bypass_token=${paid.bypass_token}`,
        ),
        ReservationResponseSchema,
      ).data.payment?.card_last4,
    ).toBe('4242');
  });

  it('refuses a declined card to be saved', async () => {
    const ctx = get();
    const session = await widgetSession(ctx);
    const m = await newMember(ctx, session);
    const res = await ctx.call(
      'POST',
      `${W}/credit_cards`,
      { gateway_token: await tokenFor(ctx, CARD.declined) },
      asMember(session, m.access_token),
    );
    expect(apiError(res).code).toBe(3007);
  });
});
