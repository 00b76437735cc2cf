import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors/api-error.ts';
import { couponErrorMessage, quoteBody, quoteErrorPlace, summaryRows } from './quote.ts';

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

const error = (code: number) => new ApiError({ status: 422, code, title: 't', local: false });

describe('quoteBody', () => {
  it('sends what was chosen and leaves out empty extras and coupon', () => {
    expect(quoteBody(draft, hotel)).toEqual({
      hotel_code: 'sakuratokyo',
      checkin_date: '2030-05-01',
      checkout_date: '2030-05-03',
      rooms: draft.rooms,
      payment_type: 'on_site',
    });
  });

  it('uses the applied coupon, or the code being tried', () => {
    expect(quoteBody({ ...draft, couponCode: 'A' }, hotel).coupon_code).toBe('A');
    expect(quoteBody({ ...draft, couponCode: 'A' }, hotel, 'B').coupon_code).toBe('B');
    expect(
      quoteBody({ ...draft, extras: [{ extra_id: 'x', quantity: 1 }] }, hotel).extras,
    ).toHaveLength(1);
  });
});

describe('quoteBody in another currency', () => {
  it('asks for mcp_currency only when the draft currency is not the hotel one', () => {
    expect(quoteBody(draft, hotel)).not.toHaveProperty('mcp_currency');
    expect(quoteBody({ ...draft, currency: 'USD' }, hotel).mcp_currency).toBe('USD');
  });
  it('leaves it out when the hotel does not book in other currencies or is not known yet', () => {
    const usd = { ...draft, currency: 'USD' };
    expect(quoteBody(usd, { ...hotel, mcp_enabled: false })).not.toHaveProperty('mcp_currency');
    expect(quoteBody(usd, { ...hotel, hotel_brand_id: 838 })).not.toHaveProperty('mcp_currency');
    expect(quoteBody(usd, undefined)).not.toHaveProperty('mcp_currency');
  });
});

describe('quote errors', () => {
  it('puts each error where the guest can act on it', () => {
    expect(quoteErrorPlace(error(1500))).toBe('coupon');
    expect(quoteErrorPlace(error(1501))).toBe('coupon');
    expect(quoteErrorPlace(error(1105))).toBe('rooms');
    expect(quoteErrorPlace(error(1100))).toBe('extras');
    expect(quoteErrorPlace(error(1106))).toBe('extras');
    expect(quoteErrorPlace(error(1000))).toBe('summary');
    expect(quoteErrorPlace(new ApiError({ status: 0, title: 'x', local: true }))).toBe('summary');
  });

  it('names the coupon problem', () => {
    expect(couponErrorMessage(error(1500))).toBe('error.coupon.invalid');
    expect(couponErrorMessage(error(1501))).toBe('error.coupon.limitReached');
    expect(couponErrorMessage(error(1000))).toBeUndefined();
    const expired = new ApiError({
      status: 422,
      title: 'x',
      code: 1500,
      payload: { reason: 'expired' },
      local: false,
    });
    expect(couponErrorMessage(expired)).toBe('error.coupon.expired');
  });
});

describe('summaryRows', () => {
  const price = {
    currency: 'JPY',
    room_price_without_tax: 20000,
    extra_price_without_tax: 0,
    total_extra_price: 0,
    coupon_discount_amount: 0,
    total_price_without_tax: 20000,
    tax: 2000,
    accommodation_tax: 0,
    total_price: 22000,
  };

  it('shows only the lines that apply', () => {
    expect(summaryRows(price).map((r) => r.id)).toEqual([
      'booking.summary.rooms',
      'booking.summary.subtotal',
      'booking.summary.tax',
      'booking.summary.total',
    ]);
  });

  it('shows extras, the coupon as a deduction and the accommodation tax', () => {
    const rows = summaryRows({
      ...price,
      extra_price_without_tax: 3000,
      total_extra_price: 3300,
      coupon_discount_amount: 2000,
      total_price_without_tax: 21000,
      tax: 2100,
      accommodation_tax: 200,
      total_price: 23300,
    });
    expect(rows).toEqual([
      { id: 'booking.summary.rooms', amount: 20000 },
      { id: 'booking.summary.extras', amount: 3000 },
      { id: 'booking.summary.coupon', amount: -2000 },
      { id: 'booking.summary.subtotal', amount: 21000 },
      { id: 'booking.summary.tax', amount: 2100 },
      { id: 'booking.summary.accommodationTax', amount: 200 },
      { id: 'booking.summary.total', amount: 23300, total: true },
    ]);
  });
});
