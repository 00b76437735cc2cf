import type { IssueConsoleVoucher } from '../../../api/contract/console/coupons.ts';
import { countOf } from './coupon-form.ts';

/** The voucher form as typed; excluded periods one a line, `2026-12-29 2027-01-03`. */
export interface VoucherFormValues {
  number: string;
  name: string;
  amount: string;
  valid_from: string;
  valid_through: string;
  excluded_periods: string;
  member_email: string;
}

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  number: '',
  name: '',
  amount: '',
  valid_from: '',
  valid_through: '',
  excluded_periods: '',
  member_email: '',
};

/**
 * The excluded periods typed one a line: two days (a single day for a one-day period), any
 * spacing or a dash between them. A line that is not that is sent as it is, so the contract
 * names the field.
 */
export function periodsOf(typed: string): unknown[] {
  return typed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const days = line.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
      const [from, to = from] = days;
      return days.length >= 1 && days.length <= 2 ? { from, to } : line;
    });
}

/** What the contract checks, made of the typed values. */
export function voucherInput(
  values: VoucherFormValues,
): Record<keyof IssueConsoleVoucher, unknown> {
  return {
    number: values.number,
    name: values.name,
    amount: countOf(values.amount),
    valid_from: values.valid_from,
    valid_through: values.valid_through,
    excluded_periods: periodsOf(values.excluded_periods),
    member_email: values.member_email,
  };
}
