import { describe, expect, it } from 'vitest';
import type { RoomPrice } from '../api/contract/price.ts';
import { formatMoney } from './format-money.ts';
import { convertMinor, shownRoomPrice } from './shown-price.ts';
import { testIntl } from './test-intl.ts';

const yen: RoomPrice = {
  nights: [{ date: '2026-12-01', price_without_tax: 10_000 }],
  room_price_without_tax: 10_000,
  coupon_discount_amount: 0,
  total_price_without_tax: 10_000,
  tax: 1_000,
  accommodation_tax: 200,
  total_price: 11_200,
};

const rate = (currency: string, value: string) => ({
  base_currency: 'JPY',
  currency,
  rate: value,
  updated_at: '2026-11-01T00:00:00Z',
});

describe('shownRoomPrice', () => {
  it('uses the hotel amounts without a conversion', () => {
    expect(shownRoomPrice(yen, 'JPY')).toEqual({
      currency: 'JPY',
      total: 11_200,
      withoutTax: 10_000,
      taxes: 1_200,
    });
  });

  it('uses the converted amounts in the chosen currency (cents for USD)', () => {
    const usd: RoomPrice = {
      ...yen,
      mcp_currency: 'USD',
      mcp_exchange_rate: rate('USD', '0.0067'),
      mcp_total_price: 7_504,
      mcp_total_price_without_tax: 6_700,
      mcp_tax: 670,
      mcp_accommodation_tax: 134,
      mcp_room_price_without_tax: 6_700,
      mcp_coupon_discount_amount: 0,
    };
    const shown = shownRoomPrice(usd, 'JPY');
    expect(shown).toEqual({ currency: 'USD', total: 7_504, withoutTax: 6_700, taxes: 804 });
    expect(formatMoney(testIntl('en'), shown.total, shown.currency)).toBe('$75.04');
  });

  it('never mixes currencies when an answer lacks some converted amounts', () => {
    const partial: RoomPrice = { ...yen, mcp_currency: 'USD', mcp_total_price: 7_504 };
    expect(shownRoomPrice(partial, 'JPY').currency).toBe('JPY');
  });
});

describe('convertMinor', () => {
  it('converts yen into cents, rounding half away from zero like the server', () => {
    expect(convertMinor(12_000, rate('USD', '0.0067'))).toBe(8_040);
    expect(convertMinor(1, rate('USD', '0.005'))).toBe(1); // 0.5 cent → 1
    expect(convertMinor(-1, rate('USD', '0.005'))).toBe(-1);
    expect(convertMinor(1, rate('USD', '0.0049'))).toBe(0);
  });

  it('gives whole units for zero-decimal currencies', () => {
    expect(convertMinor(12_345, rate('KRW', '9.1'))).toBe(112_340); // 112339.5 → 112340
    expect(convertMinor(10_000, rate('TWD', '0.21'))).toBe(2_100);
    expect(convertMinor(10_000, rate('IDR', '104.5'))).toBe(1_045_000);
    expect(convertMinor(10_000, rate('VND', '166'))).toBe(1_660_000);
  });

  it('refuses an unreadable rate or a fractional amount', () => {
    expect(convertMinor(100, rate('USD', 'abc'))).toBeNull();
    expect(convertMinor(100.5, rate('USD', '0.0067'))).toBeNull();
  });
});

describe('decimals of converted amounts', () => {
  const en = testIntl('en');
  it('shows no decimals for JPY, IDR, TWD, KRW and VND and two for the others', () => {
    expect(formatMoney(en, 112_340, 'KRW')).toBe('₩112,340');
    expect(formatMoney(en, 2_100, 'TWD')).toBe('NT$2,100');
    expect(formatMoney(en, 1_660_000, 'VND').replace(/\s/g, ' ')).toBe('VND 1,660,000');
    expect(formatMoney(en, 8_040, 'EUR')).toBe('€80.40');
  });
});
