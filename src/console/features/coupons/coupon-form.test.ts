import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateConsoleCouponSchema,
  IssueConsoleVoucherSchema,
  UpdateConsoleCouponSchema,
} from '../../../api/contract/console/coupons.ts';
import { couponInput, couponTermsInput, EMPTY_COUPON_FORM } from './coupon-form.ts';
import { EMPTY_VOUCHER_FORM, periodsOf, voucherInput } from './voucher-form.ts';

const typed = {
  ...EMPTY_COUPON_FORM,
  code: 'spring-10',
  amount: '10',
  valid_from: '2026-12-01',
  valid_until: '2027-03-31',
  per_member_limit: '1',
};

describe('coupon form', () => {
  it('sends empty limits as none, and the plans only when some are chosen', () => {
    const sent = v.parse(CreateConsoleCouponSchema, couponInput(typed));
    expect(sent).toMatchObject({
      code: 'SPRING-10',
      usage_limit: null,
      per_member_limit: 1,
      target_mode: null,
      hotel_plan_codes: [],
    });
    const planned = couponInput({ ...typed, plans: 'include', hotel_plan_codes: 'a-plan, b-plan' });
    expect(v.parse(CreateConsoleCouponSchema, planned).hotel_plan_codes).toEqual([
      'a-plan',
      'b-plan',
    ]);
    expect(v.parse(UpdateConsoleCouponSchema, couponTermsInput(typed))).not.toHaveProperty('code');
  });

  it('names the field a rule refuses: a percentage over 100, days out of order, no plans', () => {
    const paths = (values: typeof typed) =>
      (v.safeParse(CreateConsoleCouponSchema, couponInput(values)).issues ?? []).map((i) =>
        v.getDotPath(i),
      );
    expect(paths({ ...typed, amount: '150' })).toEqual(['amount']);
    expect(paths({ ...typed, valid_until: '2026-11-30' })).toEqual(['valid_until']);
    expect(paths({ ...typed, plans: 'exclude' })).toEqual(['hotel_plan_codes']);
    expect(paths({ ...typed, amount: 'ten' })).toEqual(['amount']);
  });
});

describe('voucher form', () => {
  it('reads excluded periods one a line, a single day as a one-day period', () => {
    expect(periodsOf('2026-12-29 2027-01-03\n\n2027-05-03')).toEqual([
      { from: '2026-12-29', to: '2027-01-03' },
      { from: '2027-05-03', to: '2027-05-03' },
    ]);
    const sent = voucherInput({
      ...EMPTY_VOUCHER_FORM,
      number: 'gv-1',
      name: 'Gift',
      amount: '5000',
      valid_from: '2026-12-01',
      valid_through: '2027-12-01',
      excluded_periods: 'new year',
    });
    const issues = v.safeParse(IssueConsoleVoucherSchema, sent).issues ?? [];
    expect(issues.map((i) => v.getDotPath(i))).toEqual(['excluded_periods.0']);
  });
});
