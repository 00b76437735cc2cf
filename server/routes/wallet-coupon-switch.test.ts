import { expect, it } from 'vitest';
import { WalletCouponResponseSchema } from '../../src/api/contract/index.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { issuedCode, switchCode, walletStatuses } from '../test/held-coupons.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import { signedInStaff } from '../test/staff.ts';

const W = '/api/v1/memberships';
const ROOM = 'standard-double';

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

    const setActive = (code: string, active: boolean) => switchCode(ctx, staff, code, active);
    const wallet = () => walletStatuses(ctx, me);
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
