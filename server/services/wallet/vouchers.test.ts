import { describe, expect, it } from 'vitest';
import { applyVoucher, checkVoucherStay, voucherStatus } from './vouchers.ts';

const voucher = {
  valid_through: '2030-06-30',
  stay_from: '2030-01-01',
  stay_to: '2030-06-30',
  excluded_periods: [{ from: '2030-05-01', to: '2030-05-05' }],
  sale_from: '2029-12-01',
  sale_to: '2030-06-30',
};
const reason = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { payload?: { reason?: string } }).payload?.reason;
  }
};

describe('vouchers', () => {
  it('are used inside the stay and sale periods, outside excluded ones, before expiry', () => {
    const check = (checkin: string, checkout: string, today = '2030-01-10') =>
      reason(() => checkVoucherStay(voucher, checkin, checkout, today));
    expect(check('2030-02-01', '2030-02-03')).toBe('ok');
    // The night before check-out is the last one: checking out on the period's end is inside.
    expect(check('2030-06-29', '2030-06-30')).toBe('ok');
    expect(check('2030-06-30', '2030-07-01')).toBe('ok');
    expect(check('2030-07-01', '2030-07-02')).toBe('outside_stay_period');
    expect(check('2030-04-30', '2030-05-02')).toBe('excluded_period');
    expect(check('2030-05-05', '2030-05-06')).toBe('excluded_period');
    expect(check('2030-02-01', '2030-02-02', '2029-11-30')).toBe('outside_sale_period');
    expect(check('2030-02-01', '2030-02-02', '2030-07-01')).toBe('expired');
  });

  it('show their ui_status from the booking that redeemed them', () => {
    const free = { valid_through: '2030-06-30', reservation_id: null };
    const taken = { valid_through: '2030-06-30', reservation_id: 7 };
    expect(voucherStatus(free, null, '2030-01-01')).toBe('available');
    expect(voucherStatus(free, null, '2030-07-01')).toBe('expired');
    expect(voucherStatus(taken, { status: 'done', cancelReason: null }, '2030-01-01')).toBe(
      'consumed',
    );
    expect(
      voucherStatus(taken, { status: 'payment_pending', cancelReason: null }, '2030-01-01'),
    ).toBe('pending');
    // Cancelled by the guest: still consumed (once only); by a failed payment: free again.
    expect(voucherStatus(taken, { status: 'cancelled', cancelReason: 'other' }, '2030-01-01')).toBe(
      'consumed',
    );
    expect(
      voucherStatus(taken, { status: 'cancelled', cancelReason: 'payment_failed' }, '2030-01-01'),
    ).toBe('available');
  });

  it('take their amount off the total, never below zero', () => {
    const price = {
      currency: 'JPY',
      room_price_without_tax: 4000,
      extra_price_without_tax: 0,
      total_extra_price: 0,
      coupon_discount_amount: 0,
      total_price_without_tax: 4000,
      tax: 400,
      accommodation_tax: 0,
      total_price: 4400,
    };
    expect(applyVoucher(price, { amount: 3000 })).toMatchObject({
      total_price: 1400,
      voucher_coupon_discount_amount: 3000,
      tax: 400,
    });
    expect(applyVoucher(price, { amount: 5000 })).toMatchObject({
      total_price: 0,
      voucher_coupon_discount_amount: 4400,
    });
  });
});
