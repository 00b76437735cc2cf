import { describe, expect, it } from 'vitest';
import { couponEntryError } from './coupon.ts';

describe('coupon entry', () => {
  it('takes one code at a time', () => {
    expect(couponEntryError('SUMMER', undefined)).toBeUndefined();
    expect(couponEntryError(' SUMMER ', 'SUMMER')).toBeUndefined();
    expect(couponEntryError('', undefined)).toBe('booking.validation.required');
    expect(couponEntryError('SUMMER WINTER', undefined)).toBe('error.coupon.onlyOne');
    expect(couponEntryError('SUMMER,WINTER', undefined)).toBe('error.coupon.onlyOne');
    expect(couponEntryError('WINTER', 'SUMMER')).toBe('error.coupon.onlyOne');
  });
});
