import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/api-error.ts';
import { shownTotals } from './booking-currency.ts';
import { pointsTotal } from './PointsField.tsx';
import { quoteBody, quoteErrorPlace, summaryRows } from './quote.ts';

const draft = {
  hotelCode: 'sakuratokyo',
  checkin: '2030-05-01',
  checkout: '2030-05-03',
  rooms: [{ room_type_code: 'std', room_plan_code: 'ro', adults: 2 }],
  extras: [],
  couponCode: null,
  paymentType: 'on_site' as const,
  currency: 'JPY',
};
const hotel = { currency: 'JPY', mcp_enabled: true, hotel_brand_id: 1 };

/** 20,000 of rooms and 1,000 of extras, 2,000 points paid. */
const price = {
  currency: 'JPY',
  room_price_without_tax: 20000,
  extra_price_without_tax: 1000,
  total_extra_price: 1100,
  coupon_discount_amount: 0,
  total_price_without_tax: 19000,
  tax: 1900,
  accommodation_tax: 0,
  total_price: 20900,
  spending_point_value: 2000,
  total_price_before_point_discount: 23300,
  accommodation_tax_before_point_discount: 200,
};

describe('points at checkout', () => {
  it('sends the points spent, none when 0', () => {
    expect(quoteBody({ ...draft, spendingPoint: 500 }, hotel).spending_point).toBe(500);
    expect(quoteBody({ ...draft, spendingPoint: 0 }, hotel)).not.toHaveProperty('spending_point');
  });

  it('shows the points as a deduction before the subtotal', () => {
    const rows = summaryRows(price);
    expect(rows.map((r) => [r.id, r.amount])).toContainEqual(['booking.summary.points', -2000]);
    expect(shownTotals(price).points).toBe(2000);
  });

  it('puts points refusals next to the points field', () => {
    const error = (code: number, payload?: Record<string, unknown>) =>
      new ApiError({
        status: 422,
        code,
        title: 't',
        local: false,
        ...(payload ? { payload } : {}),
      });
    expect(quoteErrorPlace(error(2401))).toBe('points');
    expect(quoteErrorPlace(error(3502))).toBe('points');
    expect(quoteErrorPlace(error(1000, { field: 'spending_point' }))).toBe('points');
    expect(quoteErrorPlace(error(1000, { field: 'rooms' }))).toBe('summary');
  });

  it('lets points pay the rooms before tax, not the extras', () => {
    expect(pointsTotal(price)).toBe(20000);
  });
});
