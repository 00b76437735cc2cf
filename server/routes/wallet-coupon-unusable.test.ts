import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { WalletCouponResponseSchema } from '../../src/api/contract/index.ts';
import { addDays } from '../../src/rules/dates.ts';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, data, describeOnDatabases } from '../test/harness.ts';
import { issuedCode, setTokyoCoupons, switchCode, walletStatuses } from '../test/held-coupons.ts';
import { asMember, newMember, widgetSession } from '../test/members.ts';
import { signedInStaff } from '../test/staff.ts';

/*
 * Codes a member holds that checkout refuses today are left out of their wallet (unless used),
 * as a code switched off on its page is (wallet-coupon-switch.test.ts): all the hotel's coupons
 * switched off (`coupon_active`), and a code whose validity starts later.
 */

const W = '/api/v1/memberships/discount_coupons';

describeOnDatabases('member wallet: codes checkout refuses today', (get) => {
  it("leaves the hotel's unused codes out while its coupons are off (a used one stays used)", async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const me = asMember(session, member.access_token);
    await issuedCode(ctx, staff, 'HOTEL-OFF', member.email);
    await issuedCode(ctx, staff, 'HOTEL-USED', member.email);
    const checkin = await ctx.freeDate('standard-double', 1, 64);
    const book = (code: string) =>
      ctx.call('POST', '/api/v1/reservations', tokyoBooking(checkin, 1, { coupon_code: code }), me);
    expect((await book('HOTEL-USED')).status).toBe(201);
    expect(await walletStatuses(ctx, me)).toEqual({
      'HOTEL-OFF': 'available',
      'HOTEL-USED': 'used',
    });

    try {
      await setTokyoCoupons(ctx, false);
      expect(await walletStatuses(ctx, me)).toEqual({ 'HOTEL-USED': 'used' });
      expect((await ctx.call('GET', `${W}/hotel-off`, undefined, me)).status).toBe(404);
      expect((await ctx.call('DELETE', `${W}/HOTEL-OFF`, undefined, me)).status).toBe(404);
      expect(apiError(await book('HOTEL-OFF'))).toMatchObject({
        code: 1500,
        payload: { field: 'coupon_code', reason: 'invalid' },
      });
    } finally {
      await setTokyoCoupons(ctx, true);
    }

    // On again, the same wallet row is usable again; a code also off on its own page stays out.
    await switchCode(ctx, staff, 'HOTEL-USED', false);
    expect(await walletStatuses(ctx, me)).toEqual({
      'HOTEL-OFF': 'available',
      'HOTEL-USED': 'used',
    });
    expect(
      data(await ctx.call('GET', `${W}/HOTEL-OFF`, undefined, me), WalletCouponResponseSchema).data,
    ).toMatchObject({ code: 'HOTEL-OFF', status: 'available', used_at: null });
  });

  it('leaves a code out until the first day of its validity, then lists it as available', async () => {
    const ctx = get();
    const staff = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const me = asMember(session, member.access_token);
    await issuedCode(ctx, staff, 'LATER', member.email, addDays(ctx.today, 5));
    await issuedCode(ctx, staff, 'NOW', member.email);

    expect(await walletStatuses(ctx, me)).toEqual({ NOW: 'available' });
    expect((await ctx.call('GET', `${W}/LATER`, undefined, me)).status).toBe(404);
    expect((await ctx.call('DELETE', `${W}/LATER`, undefined, me)).status).toBe(404);
    // What checkout says of it: not started yet, so the wallet must not offer it.
    const checkin = await ctx.freeDate('standard-double', 1, 66);
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { coupon_code: 'LATER' }),
      me,
    );
    expect(apiError(booked)).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code', reason: 'not_started' },
    });

    // Its first day (the validity moved to today): in the wallet, usable.
    await sql`UPDATE coupons SET valid_from = ${ctx.today} WHERE code = 'LATER'`.execute(
      ctx.handle.db,
    );
    expect(await walletStatuses(ctx, me)).toEqual({ LATER: 'available', NOW: 'available' });
    expect((await ctx.call('DELETE', `${W}/LATER`, undefined, me)).status).toBe(200);
    expect(await walletStatuses(ctx, me)).toEqual({ LATER: 'used', NOW: 'available' });
  });
});
