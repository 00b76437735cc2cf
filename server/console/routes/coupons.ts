import type { Hono } from 'hono';
import * as endpoints from '../../../src/api/contract/endpoints/console-coupons.ts';
import { register } from '../../http/register.ts';
import type { AppEnv, RouteDeps } from '../../routes/context.ts';
import { consoleHotelOf, staffOf } from '../auth/staff-context.ts';
import {
  couponUses,
  createCoupon,
  hotelCoupon,
  issueCoupon,
  listCoupons,
  switchCoupon,
  updateCoupon,
} from '../coupons/coupons.ts';
import {
  hotelVoucher,
  issueVoucher,
  listHotelVouchers,
  markVoucherUsed,
} from '../coupons/vouchers.ts';

/** Without the row id the service keeps for itself. */
async function couponAnswer(...args: Parameters<typeof hotelCoupon>) {
  const { id: _id, ...coupon } = await hotelCoupon(...args);
  return { data: coupon };
}

/** A hotel's coupon codes and vouchers in the console (issue 41); every write audited. */
export function consoleCouponRoutes(app: Hono<AppEnv>, deps: RouteDeps): void {
  const { db } = deps;

  register(app, endpoints.listConsoleCoupons, async ({ c }) => ({
    data: await listCoupons(db, consoleHotelOf(c).id),
  }));

  register(app, endpoints.createConsoleCoupon, async ({ c, body }) => {
    const hotel = consoleHotelOf(c);
    const input = await body();
    await createCoupon(db, staffOf(c), hotel, input, deps.now());
    return couponAnswer(db, hotel.id, input.code);
  });

  register(app, endpoints.updateConsoleCoupon, async ({ c, params, body }) => {
    const hotel = consoleHotelOf(c);
    await updateCoupon(db, staffOf(c), hotel, params.code, await body(), deps.now());
    return couponAnswer(db, hotel.id, params.code);
  });

  register(app, endpoints.switchConsoleCoupon, async ({ c, params, body }) => {
    const hotel = consoleHotelOf(c);
    const { active } = await body();
    await switchCoupon(db, staffOf(c), hotel, params.code, active, deps.now());
    return couponAnswer(db, hotel.id, params.code);
  });

  register(app, endpoints.getConsoleCouponUsage, async ({ c, params }) => {
    const hotel = consoleHotelOf(c);
    const { data: coupon } = await couponAnswer(db, hotel.id, params.code);
    return { data: { coupon, uses: await couponUses(db, hotel.id, coupon.code) } };
  });

  register(app, endpoints.issueConsoleCoupon, async ({ c, params, body }) => {
    const hotel = consoleHotelOf(c);
    const { email } = await body();
    await issueCoupon(db, staffOf(c), hotel, params.code, email, deps.now());
    return { data: { code: params.code.trim().toUpperCase(), email } };
  });

  register(app, endpoints.listConsoleVouchers, async ({ c }) => ({
    data: await listHotelVouchers(db, consoleHotelOf(c).id, deps.now()),
  }));

  register(app, endpoints.issueConsoleVoucher, async ({ c, body }) => {
    const hotel = consoleHotelOf(c);
    const input = await body();
    const now = deps.now();
    await issueVoucher(db, staffOf(c), hotel, input, now);
    return { data: await hotelVoucher(db, hotel.id, input.number, now) };
  });

  register(app, endpoints.markConsoleVoucherUsed, async ({ c, params, body }) => {
    await body();
    const hotel = consoleHotelOf(c);
    const now = deps.now();
    await markVoucherUsed(db, staffOf(c), hotel, params.number, now);
    return { data: await hotelVoucher(db, hotel.id, params.number, now) };
  });
}
