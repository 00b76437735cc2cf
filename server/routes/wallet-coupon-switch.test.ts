import { expect, it } from 'vitest';
import {
  WalletCouponResponseSchema,
  WalletCouponsResponseSchema,
} from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases, type TestContext } from '../test/harness.ts';
import { asMember, type Headers, newMember, widgetSession } from '../test/members.ts';
import { signedInStaff } from '../test/staff.ts';

const W = '/api/v1/memberships';
const HOTEL = '/api/v1/console/hotels/sakura-tokyo';
const ROOM = 'standard-double';

/** A code made in the console and issued to the member's wallet. */
async function issuedCode(ctx: TestContext, staff: Headers, code: string, email: string) {
  const body = {
    code,
    name: `Gift ${code}`,
    discount_type: 'percent',
    amount: 10,
    valid_from: ctx.today,
    valid_until: addDays(ctx.today, 300),
    usage_limit: null,
    per_member_limit: null,
    max_discounted_nights: null,
    target_mode: null,
    hotel_plan_codes: [],
  };
  expect((await ctx.call('POST', `${HOTEL}/coupons`, body, staff)).status).toBe(201);
  const issued = await ctx.call('POST', `${HOTEL}/coupons/${code}/members`, { email }, staff);
  expect(issued.status).toBe(201);
}

describeOnDatabases('member wallet: a code switched off in the console', (get) => {
  it('leaves an unused code out while it is off (a used one stays used) and brings it back on', async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const me = asMember(session, member.access_token);
    await issuedCode(ctx, staff, 'WALLET-OFF', member.email);
    await issuedCode(ctx, staff, 'WALLET-USED', member.email);
    const checkin = await ctx.freeDate(ROOM, 1, 60);
    const book = (code: string) =>
      ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1, { coupon_code: code }), me);
    expect((await book('WALLET-USED')).status).toBe(201);

    const setActive = async (code: string, active: boolean) =>
      expect(
        (await ctx.call('PUT', `${HOTEL}/coupons/${code}/active`, { active }, staff)).status,
      ).toBe(200);
    const wallet = async () =>
      Object.fromEntries(
        data(
          await ctx.call('GET', `${W}/discount_coupons`, undefined, me),
          WalletCouponsResponseSchema,
        ).data.map((c) => [c.code, c.status]),
      );
    expect(await wallet()).toEqual({ 'WALLET-OFF': 'available', 'WALLET-USED': 'used' });

    await setActive('WALLET-OFF', false);
    await setActive('WALLET-USED', false);
    expect(await wallet()).toEqual({ 'WALLET-USED': 'used' });
    // Looked up or consumed by its code, it is not in the wallet either; checkout refuses it.
    expect((await ctx.call('GET', `${W}/discount_coupons/wallet-off`, undefined, me)).status).toBe(
      404,
    );
    expect(
      (await ctx.call('DELETE', `${W}/discount_coupons/WALLET-OFF`, undefined, me)).status,
    ).toBe(404);
    expect(apiError(await book('WALLET-OFF'))).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code', reason: 'invalid' },
    });

    // Switched back on, the same wallet row is usable again.
    await setActive('WALLET-OFF', true);
    expect(await wallet()).toEqual({ 'WALLET-OFF': 'available', 'WALLET-USED': 'used' });
    const one = data(
      await ctx.call('GET', `${W}/discount_coupons/WALLET-OFF`, undefined, me),
      WalletCouponResponseSchema,
    ).data;
    expect(one).toMatchObject({ code: 'WALLET-OFF', status: 'available', used_at: null });
  });
});
