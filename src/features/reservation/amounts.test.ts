import { describe, expect, it } from 'vitest';
import type { TotalPrice } from '../../api/contract/price.ts';
import { reservationMoney } from './amounts.ts';

/** A stay of ¥23,300 of which a ¥3,000 voucher paid part (already off the total). */
const yen: TotalPrice = {
  currency: 'JPY',
  room_price_without_tax: 20000,
  extra_price_without_tax: 1000,
  total_extra_price: 1100,
  coupon_discount_amount: 0,
  voucher_coupon_discount_amount: 3000,
  total_price_without_tax: 21000,
  tax: 2100,
  accommodation_tax: 200,
  total_price: 20300,
};

const rate = {
  base_currency: 'JPY',
  currency: 'USD',
  rate: '0.0067',
  updated_at: '2030-01-01T00:00:00Z',
};

/** The same booking made in dollars: the server converted every amount, the voucher too. */
const dollars: TotalPrice = {
  ...yen,
  mcp_currency: 'USD',
  mcp_exchange_rate: rate,
  mcp_room_price_without_tax: 13400,
  mcp_total_price_without_tax: 14070,
  mcp_tax: 1407,
  mcp_voucher_coupon_discount_amount: 2010,
  mcp_total_price: 13601,
};

const money = (price: TotalPrice) => reservationMoney({ price, cancellation_fee: 0 });

describe('reservationMoney voucher', () => {
  it('gives a voucher-paid booking its voucher line in the hotel currency', () => {
    expect(money(yen)).toMatchObject({ currency: 'JPY', voucher: 3000, total: 20300 });
  });

  it('gives the voucher line in the booking currency, as the server converted it', () => {
    expect(money(dollars)).toMatchObject({ currency: 'USD', voucher: 2010, total: 13601 });
  });

  it('converts the voucher at the booking rate when the server sent no converted part', () => {
    const { mcp_voucher_coupon_discount_amount: _, ...older } = dollars;
    expect(money(older)).toMatchObject({ currency: 'USD', voucher: 2010 });
  });

  it('has no voucher line without a voucher', () => {
    const { voucher_coupon_discount_amount: _, ...none } = yen;
    expect(money(none).voucher).toBeUndefined();
    expect(money({ ...yen, voucher_coupon_discount_amount: 0 }).voucher).toBeUndefined();
  });
});
