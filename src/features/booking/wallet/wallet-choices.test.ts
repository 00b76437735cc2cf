import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/api-error.ts';
import {
  couponSummary,
  sameHotel,
  searchVoucher,
  validThrough,
  walletMessage,
} from './wallet-choices.ts';

const error = (code: number, payload?: Record<string, unknown>) =>
  new ApiError({ status: 422, code, title: 'x', local: false, ...(payload ? { payload } : {}) });

describe('wallet choices at checkout', () => {
  it("says a coupon's discount once, also when its name already says it", () => {
    // The demo coupons (server/db/seed/wallet.ts) are named by their discounts.
    expect(couponSummary('Member thank-you: ¥2,000 off', '¥2,000', '¥2,000 off')).toBe(
      'Member thank-you: ¥2,000 off',
    );
    expect(couponSummary('Member thank-you: ¥2,000 off', '¥2,000', '¥2,000引き')).toBe(
      'Member thank-you: ¥2,000 off',
    );
    expect(couponSummary('Long stay: 20% off your first two nights', '20%', '20% off')).toBe(
      'Long stay: 20% off your first two nights',
    );
    expect(couponSummary('会員感謝 ￥2,000 OFF', '¥2,000', '¥2,000 off')).toBe(
      '会員感謝 ￥2,000 OFF',
    );
    expect(couponSummary('Spring', '\u200f2,000 ¥', '\u200f2,000 ¥ off')).toBe(
      'Spring · \u200f2,000 ¥ off',
    );
    expect(couponSummary('ملاحظة 2,000 ¥', '\u200f2,000 ¥', 'x')).toBe('ملاحظة 2,000 ¥');
    // A name without the discount, or with another one, keeps the discount.
    expect(couponSummary('MEMBER2000', '¥2,000', '¥2,000 off')).toBe('MEMBER2000 · ¥2,000 off');
    expect(couponSummary('Was 15% off', '5%', '5% off')).toBe('Was 15% off · 5% off');
    expect(couponSummary('¥20,000 gift', '¥2,000', '¥2,000 off')).toBe('¥20,000 gift · ¥2,000 off');
  });

  it('takes the voucher of a voucher mode search only', () => {
    expect(searchVoucher('code=a&mode=voucher&voucher_coupon_code=SV-1')).toBe('SV-1');
    expect(searchVoucher('code=a&voucher_coupon_code=SV-1')).toBeNull();
    expect(searchVoucher('mode=voucher&voucher_coupon_code=%20')).toBeNull();
    expect(searchVoucher(undefined)).toBeNull();
  });

  it('explains promotion and voucher refusals, leaving coupon codes to the coupon messages', () => {
    expect(walletMessage(error(2001))).toBe('booking.wallet.promotionNotApplicable');
    expect(walletMessage(error(1500, { reason: 'consumed' }))).toBe(
      'booking.wallet.vouchers.consumed',
    );
    expect(walletMessage(error(1500, { reason: 'excluded_period' }))).toBe(
      'booking.wallet.vouchers.period',
    );
    expect(walletMessage(error(1500, { reason: 'expired' }))).toBeUndefined();
    expect(walletMessage(error(1501))).toBeUndefined();
  });

  it('matches hotel codes in any spelling and keeps cards valid through check-out', () => {
    expect(sameHotel('sakura-tokyo', 'SakuraTokyo')).toBe(true);
    expect(sameHotel('sakura-tokyo', 'sakura-kyoto')).toBe(false);
    expect(validThrough({ exp_month: 3, exp_year: 2030 }, '2030-03-31')).toBe(true);
    expect(validThrough({ exp_month: 3, exp_year: 2030 }, '2030-04-01')).toBe(false);
    expect(validThrough({ exp_month: 12, exp_year: 2029 }, '2030-01-02')).toBe(false);
  });
});
