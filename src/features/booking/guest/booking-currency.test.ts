import { describe, expect, it } from 'vitest';
import type { TotalPrice } from '../../../api/contract/price.ts';
import { bookingMcpCurrency, comparedTotal, shownLine, shownTotals } from './booking-currency.ts';
import { summaryRows } from './quote.ts';

const hotel = { currency: 'JPY', mcp_enabled: true, hotel_brand_id: 1 };

const yen: TotalPrice = {
  currency: 'JPY',
  room_price_without_tax: 20000,
  extra_price_without_tax: 1000,
  total_extra_price: 1100,
  coupon_discount_amount: 0,
  total_price_without_tax: 21000,
  tax: 2100,
  accommodation_tax: 200,
  total_price: 23300,
};

const rate = {
  base_currency: 'JPY',
  currency: 'USD',
  rate: '0.0067',
  updated_at: '2030-01-01T00:00:00Z',
};

/** The server's answer to a quote with `mcp_currency: 'USD'`. */
const dollars: TotalPrice = {
  ...yen,
  mcp_currency: 'USD',
  mcp_exchange_rate: rate,
  mcp_room_price_without_tax: 13400,
  mcp_extra_price_without_tax: 670,
  mcp_total_extra_price: 737,
  mcp_coupon_discount_amount: 0,
  mcp_total_price_without_tax: 14070,
  mcp_tax: 1407,
  mcp_accommodation_tax: 134,
  mcp_total_price: 15611,
};

describe('bookingMcpCurrency', () => {
  it('is the draft currency only when it is not the hotel one at a multi-currency hotel', () => {
    expect(bookingMcpCurrency('USD', hotel)).toBe('USD');
    expect(bookingMcpCurrency('JPY', hotel)).toBeUndefined();
    expect(bookingMcpCurrency('USD', { ...hotel, mcp_enabled: false })).toBeUndefined();
    expect(bookingMcpCurrency('USD', undefined)).toBeUndefined();
  });
});

describe('comparedTotal', () => {
  it('is the converted total when the answer is converted (what the server compares)', () => {
    expect(comparedTotal(dollars)).toBe(15611);
    expect(comparedTotal(yen)).toBe(23300);
  });
});

describe('shownTotals', () => {
  it('shows the converted amounts first, the hotel total second, with the rate', () => {
    const shown = shownTotals(dollars);
    expect(shown).toMatchObject({
      currency: 'USD',
      rooms: 13400,
      extras: 670,
      subtotal: 14070,
      tax: 1407,
      accommodationTax: 134,
      total: 15611,
      hotel: { currency: 'JPY', total: 23300 },
      rate,
    });
    expect(summaryRows(dollars).at(-1)).toEqual({
      id: 'booking.summary.total',
      amount: 15611,
      total: true,
    });
  });

  it('stays in the hotel currency without converted amounts, and never mixes', () => {
    expect(shownTotals(yen)).toMatchObject({ currency: 'JPY', total: 23300 });
    expect(shownTotals(yen).hotel).toBeUndefined();
    const partial = { ...dollars, mcp_tax: undefined } as unknown as TotalPrice;
    expect(shownTotals(partial)).toMatchObject({ currency: 'JPY', total: 23300 });
  });

  it('shows a voucher (yen) in the guest’s currency, off the converted total', () => {
    // A ¥3,000 voucher: the server takes it off the yen total and converts its part too.
    const withVoucher: TotalPrice = {
      ...dollars,
      voucher_coupon_discount_amount: 3000,
      total_price: 20300,
      mcp_voucher_coupon_discount_amount: 2010,
      mcp_total_price: 13601,
    };
    const shown = shownTotals(withVoucher);
    expect(shown).toMatchObject({ currency: 'USD', voucher: 2010, total: 13601 });
    const rows = summaryRows(withVoucher);
    expect(rows.find((row) => row.id === 'booking.wallet.summaryVoucher')).toEqual({
      id: 'booking.wallet.summaryVoucher',
      amount: -2010,
    });
    // The shown lines add up: subtotal + tax + accommodation tax − voucher = total (±1 cent).
    expect(shown.subtotal + shown.tax + shown.accommodationTax - 2010).toBeCloseTo(13601, -1);
    // In the hotel's currency the voucher stays in yen.
    const inYen = shownTotals({ ...yen, voucher_coupon_discount_amount: 3000, total_price: 20300 });
    expect(inYen).toMatchObject({ currency: 'JPY', voucher: 3000, total: 20300 });
  });

  it('converts a line the server did not convert (an extra) at the same rate', () => {
    const shown = shownTotals(dollars);
    expect(shownLine(shown, 1100, undefined)).toBe(737);
    expect(shownLine(shown, 22000, 14740)).toBe(14740);
    expect(shownLine(shownTotals(yen), 1100, undefined)).toBe(1100);
  });
});
