import { expect, it } from 'vitest';
import {
  CreateReservationResponseSchema,
  MemberTokensSchema,
  QuoteResponseSchema,
  ReservationResponseSchema,
  VouchersResponseSchema,
} from '../../src/api/contract/index.ts';
import { convertMinor } from '../currency/convert.ts';
import { DEMO_MEMBER } from '../db/seed/members.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { CARD, prepaidBooking, tokenFor } from '../payments/test-helpers.ts';
import { data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, widgetSession } from '../test/members.ts';

const VOUCHER = 'SV-3000-0002';

async function demoMember(ctx: TestContext) {
  const session = await widgetSession(ctx);
  const res = await ctx.call(
    'POST',
    '/api/v1/memberships/sign_in',
    { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    { 'x-client-session': session },
  );
  return asMember(session, data(res, MemberTokensSchema).data.access_token);
}

describeOnDatabases('a voucher in the guest’s currency (multi-currency)', (get) => {
  it('takes the voucher’s yen off the hotel total, shows its part converted and charges the converted rest', async () => {
    const ctx = get();
    const gateway = createTestGateway(() => 'https://book.test');
    const app = ctx.appWith({ paymentGateway: gateway });
    const me = await demoMember(ctx);
    const checkin = await ctx.freeDate('standard-double', 1, 30);
    const booking = prepaidBooking(checkin, 'unused');
    const { hotel_code, checkin_date, checkout_date, rooms, payment_type } = booking;
    const quote = async (extra: object) =>
      data(
        await ctx.call(
          'POST',
          '/api/v1/reservations/quote',
          {
            hotel_code,
            checkin_date,
            checkout_date,
            rooms,
            payment_type,
            mcp_currency: 'USD',
            ...extra,
          },
          me,
          app,
        ),
        QuoteResponseSchema,
      ).data.price;
    const without = await quote({});
    const price = await quote({ voucher_coupon_code: VOUCHER });
    const rate = price.mcp_exchange_rate?.rate ?? '';
    expect(price.mcp_currency).toBe('USD');
    // The voucher is ¥3,000: off the hotel total, its part shown in dollars too.
    expect(price.voucher_coupon_discount_amount).toBe(3000);
    expect(price.total_price).toBe(without.total_price - 3000);
    expect(price.mcp_voucher_coupon_discount_amount).toBe(convertMinor(3000, 'JPY', 'USD', rate));
    expect(price.mcp_total_price).toBe(convertMinor(price.total_price, 'JPY', 'USD', rate));
    expect(price.mcp_total_price).toBeLessThan(without.mcp_total_price ?? 0);

    const res = await ctx.call(
      'POST',
      '/api/v1/reservations',
      {
        ...prepaidBooking(checkin, await tokenFor(ctx, CARD.succeeds, app)),
        voucher_coupon_code: VOUCHER,
        mcp_currency: 'USD',
        expected_total_price: price.mcp_total_price,
      },
      me,
      app,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = data(res, CreateReservationResponseSchema).data;
    expect(created.payment).toMatchObject({
      status: 'captured',
      currency: 'USD',
      amount: price.mcp_total_price,
    });
    const read = data(
      await ctx.call(
        'GET',
        `/api/v1/reservations/${created.reservation_number}?bypass_token=${created.bypass_token}`,
        undefined,
        {},
        app,
      ),
      ReservationResponseSchema,
    ).data;
    expect(read.price).toMatchObject({
      voucher_coupon_discount_amount: 3000,
      mcp_voucher_coupon_discount_amount: price.mcp_voucher_coupon_discount_amount,
      mcp_total_price: price.mcp_total_price,
    });
    const vouchers = data(
      await ctx.call('GET', '/api/v1/memberships/vouchers', undefined, me, app),
      VouchersResponseSchema,
    ).data;
    expect(vouchers.find((v) => v.number === VOUCHER)).toMatchObject({
      ui_status: 'consumed',
      reservation_number: created.reservation_number,
    });
  });
});
