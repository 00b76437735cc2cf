import { expect, it } from 'vitest';
import { tokyoBooking } from '../test/fixtures.ts';
import { apiError, describeOnDatabases, type TestContext } from '../test/harness.ts';

const ROOM = 'standard-double';

const quote = (ctx: TestContext, checkin: string, coupon_code: string) => {
  const b = tokyoBooking(checkin);
  return ctx.call('POST', '/api/v1/reservations/quote', {
    hotel_code: b.hotel_code,
    checkin_date: b.checkin_date,
    checkout_date: b.checkout_date,
    rooms: b.rooms,
    coupon_code,
  });
};

describeOnDatabases('coupon errors', (get) => {
  it('1500 says why: reason expired for a coupon past its day, invalid for an unknown code', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 30);
    expect(apiError(await quote(ctx, checkin, 'EXPIRED5'))).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code', reason: 'expired' },
    });
    expect(apiError(await quote(ctx, checkin, 'NO-SUCH-CODE'))).toMatchObject({
      code: 1500,
      payload: { field: 'coupon_code', reason: 'invalid' },
    });
    const booking = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { coupon_code: 'expired5' }),
    );
    expect(apiError(booking)).toMatchObject({ code: 1500, payload: { reason: 'expired' } });
  });

  it('1501 when the usage limit is reached (no reason needed: the code says it)', async () => {
    const ctx = get();
    const checkin = await ctx.freeDate(ROOM, 1, 32);
    const first = await ctx.call(
      'POST',
      '/api/v1/reservations',
      tokyoBooking(checkin, 1, { coupon_code: 'ONCE1000' }),
    );
    expect(first.status).toBe(201);
    expect(apiError(await quote(ctx, checkin, 'ONCE1000'))).toMatchObject({
      code: 1501,
      payload: { field: 'coupon_code' },
    });
  });
});
