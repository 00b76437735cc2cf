import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  convertRoomPrice,
  convertTotals,
  type McpConversion,
  minorDigits,
  parseRate,
} from './convert.ts';
import { trimDecimal } from './rates.ts';

const usd: McpConversion = {
  base_currency: 'JPY',
  currency: 'USD',
  rate: '0.0067',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('convertMinor', () => {
  it('uses the target currency minor unit: cents for USD, whole units for KRW, VND, IDR, TWD', () => {
    expect(convertMinor(12000, 'JPY', 'USD', '0.0067')).toBe(8040); // $80.40
    expect(convertMinor(12000, 'JPY', 'KRW', '9.35')).toBe(112200);
    expect(convertMinor(12000, 'JPY', 'VND', '170.2')).toBe(2042400);
    expect(convertMinor(12345, 'JPY', 'IDR', '108.5')).toBe(1339433); // 1339432.5 rounds up
    expect(convertMinor(12345, 'JPY', 'TWD', '0.215')).toBe(2654); // 2654.175
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('rounds half away from zero, exactly at the edge (no float error)', () => {
    // 150 * 0.0067 = 1.005 USD = 100.5 cents: a float product gives 100.49999…
    expect(convertMinor(150, 'JPY', 'USD', '0.0067')).toBe(101);
    // 149 * 0.0067 = 0.9983 USD = 99.83 cents → 100; 1 yen = 0.67 cents → 1
    expect(convertMinor(149, 'JPY', 'USD', '0.0067')).toBe(100);
    expect(convertMinor(1, 'JPY', 'USD', '0.0067')).toBe(1);
    // 0.4999… of a cent rounds down; 0.5 rounds up
    expect(convertMinor(1, 'JPY', 'EUR', '0.004999')).toBe(0);
    expect(convertMinor(1, 'JPY', 'EUR', '0.005')).toBe(1);
    expect(convertMinor(-150, 'JPY', 'USD', '0.0067')).toBe(-101);
    expect(convertMinor(0, 'JPY', 'USD', '0.0067')).toBe(0);
  });

  it('converts from a currency with cents to one without, and large amounts exactly', () => {
    // $123.45 at 1 USD = 149.25 JPY = 18424.9125 → 18425 yen
    expect(convertMinor(12345, 'USD', 'JPY', '149.25')).toBe(18425);
    // 10 million yen to VND stays exact: 1,702,000,000
    expect(convertMinor(10_000_000, 'JPY', 'VND', '170.2')).toBe(1_702_000_000);
  });

  it('refuses rates that are not positive decimals and amounts that are not integers', () => {
    expect(() => parseRate('0')).toThrow(RangeError);
    expect(() => parseRate('-1')).toThrow(RangeError);
    expect(() => parseRate('1e-3')).toThrow(RangeError);
    expect(() => convertMinor(1.5, 'JPY', 'USD', '0.0067')).toThrow(RangeError);
    expect(parseRate('0.0067')).toEqual({ num: 67n, den: 10000n });
    expect(trimDecimal('0.006700000000')).toBe('0.0067');
    expect(trimDecimal('9.000000000000')).toBe('9');
  });
});

describe('price conversions', () => {
  const room = {
    nights: [
      { date: '2026-05-01', price_without_tax: 10000 },
      { date: '2026-05-02', price_without_tax: 12000 },
    ],
    room_price_without_tax: 22000,
    coupon_discount_amount: 1000,
    total_price_without_tax: 21000,
    tax: 2100,
    accommodation_tax: 400,
    total_price: 23500,
  };

  it('keeps the hotel amounts and adds each mcp_ variant, the currency and the rate', () => {
    const p = convertRoomPrice(room, usd);
    expect(p.total_price).toBe(23500);
    expect(p.mcp_total_price).toBe(15745); // 23500 * 0.0067 = 157.45
    expect(p.mcp_tax).toBe(1407);
    expect(p.mcp_accommodation_tax).toBe(268);
    expect(p.mcp_coupon_discount_amount).toBe(670);
    expect(p.nights.map((n) => n.mcp_price_without_tax)).toEqual([6700, 8040]);
    expect(p.mcp_currency).toBe('USD');
    expect(p.mcp_exchange_rate).toEqual(usd);
  });

  it('converts reservation totals (for create and present)', () => {
    const t = convertTotals(
      {
        currency: 'JPY',
        room_price_without_tax: 22000,
        extra_price_without_tax: 1000,
        total_extra_price: 1100,
        coupon_discount_amount: 1000,
        total_price_without_tax: 22000,
        tax: 2200,
        accommodation_tax: 400,
        total_price: 24600,
      },
      { ...usd, currency: 'KRW', rate: '9.35' },
    );
    expect(t.currency).toBe('JPY');
    expect(t.mcp_currency).toBe('KRW');
    expect(t.mcp_total_price).toBe(230010);
    expect(t.mcp_total_extra_price).toBe(10285);
  });
});
