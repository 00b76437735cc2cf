import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/api-error.ts';
import { sameHotel, searchVoucher, validThrough, walletMessage } from './wallet-choices.ts';

const error = (code: number, payload?: Record<string, unknown>) =>
  new ApiError({ status: 422, code, title: 'x', local: false, ...(payload ? { payload } : {}) });

describe('wallet choices at checkout', () => {
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
