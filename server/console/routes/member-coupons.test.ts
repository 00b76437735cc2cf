import { expect, it } from 'vitest';
import { ConsoleMemberAnswerSchema } from '../../../src/api/contract/console/members.ts';
import { addDays } from '../../../src/rules/dates.ts';
import { tokyoBooking } from '../../test/fixtures.ts';
import { data, describeOnDatabases, type TestContext } from '../../test/harness.ts';
import {
  issuedCode,
  setTokyoCoupons,
  switchCode,
  walletStatuses,
} from '../../test/held-coupons.ts';
import { asMember, type Headers, newMember, widgetSession } from '../../test/members.ts';
import { signedInStaff } from '../../test/staff.ts';

/*
 * The member's page in the console lists every coupon the member holds, also those their own
 * wallet leaves out (switched off on the code's page or with the hotel's coupons, not started
 * yet), marked so: staff answer the member's questions about what they hold.
 */

async function consoleCoupons(ctx: TestContext, staff: Headers, memberId: number) {
  const res = await ctx.call('GET', `/api/v1/console/members/${memberId}`, undefined, staff);
  return data(res, ConsoleMemberAnswerSchema).data.coupons.map((c) => ({
    code: c.code,
    status: c.status,
    off: c.off,
    valid_from: c.valid_from,
  }));
}

describeOnDatabases('console: the coupons a member holds', (get) => {
  it('lists switched-off and not-started codes too, marked, while the wallet leaves them out', async () => {
    const ctx = get();
    const marketing = (await signedInStaff(ctx, { role: 'marketing' })).headers;
    const desk = (await signedInStaff(ctx, { role: 'front_desk' })).headers;
    const session = await widgetSession(ctx);
    const member = await newMember(ctx, session);
    const me = asMember(session, member.access_token);
    const later = addDays(ctx.today, 5);
    await issuedCode(ctx, marketing, 'HELD-ON', member.email);
    await issuedCode(ctx, marketing, 'HELD-OFF', member.email);
    await issuedCode(ctx, marketing, 'HELD-USED', member.email);
    await issuedCode(ctx, marketing, 'HELD-LATER', member.email, later);
    const checkin = await ctx.freeDate('standard-double', 1, 68);
    const booked = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { coupon_code: 'HELD-USED' }),
      me,
    );
    expect(booked.status).toBe(201);
    await switchCode(ctx, marketing, 'HELD-OFF', false);
    await switchCode(ctx, marketing, 'HELD-USED', false);

    // The member's own wallet leaves the off and not-started codes out.
    expect(await walletStatuses(ctx, me)).toEqual({ 'HELD-ON': 'available', 'HELD-USED': 'used' });
    const byCode = (rows: Awaited<ReturnType<typeof consoleCoupons>>) =>
      Object.fromEntries(rows.map(({ code, ...rest }) => [code, rest]));
    const seen = await consoleCoupons(ctx, desk, member.user.id);
    expect(byCode(seen)).toEqual({
      'HELD-ON': { status: 'available', off: null, valid_from: ctx.today },
      'HELD-OFF': { status: 'available', off: 'code', valid_from: ctx.today },
      'HELD-USED': { status: 'used', off: 'code', valid_from: ctx.today },
      'HELD-LATER': { status: 'not_started', off: null, valid_from: later },
    });
    // Usable first, then not started, then used.
    expect(seen.map((c) => c.status)).toEqual(['available', 'available', 'not_started', 'used']);

    try {
      await setTokyoCoupons(ctx, false);
      expect(await walletStatuses(ctx, me)).toEqual({ 'HELD-USED': 'used' });
      expect(byCode(await consoleCoupons(ctx, desk, member.user.id))).toMatchObject({
        'HELD-ON': { status: 'available', off: 'hotel' },
        'HELD-OFF': { status: 'available', off: 'code' },
        'HELD-USED': { status: 'used', off: 'code' },
        'HELD-LATER': { status: 'not_started', off: 'hotel' },
      });
    } finally {
      await setTokyoCoupons(ctx, true);
    }
  });
});
