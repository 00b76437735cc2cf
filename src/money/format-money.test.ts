import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  formatMinorAmount,
  formatMoney,
  majorToMinor,
  minorToMajor,
} from './format-money.ts';
import { testIntl } from './test-intl.ts';

const en = testIntl('en');
const ja = testIntl('ja');
const ar = testIntl('ar');

/** Strips bidi marks and turns (narrow) no-break spaces into spaces, for readable assertions. */
function plain(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('minor units', () => {
  it('converts with the table decimals', () => {
    expect(minorToMajor(12345, 'USD')).toBe(123.45);
    expect(minorToMajor(12000, 'JPY')).toBe(12000);
    expect(minorToMajor(1000, 'TWD')).toBe(1000);
    expect(majorToMinor(123.45, 'USD')).toBe(12345);
    expect(majorToMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(majorToMinor(1500, 'KRW')).toBe(1500);
  });

  it('knows decimals, falling back to Intl for unknown codes', () => {
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('TWD')).toBe(0); // Intl says 2; the spec says 0
    expect(currencyDecimals('CHF')).toBe(2);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('not a code')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('formats in en', () => {
    expect(formatMoney(en, 12000, 'JPY')).toBe('¥12,000');
    expect(formatMoney(en, 12345, 'USD')).toBe('$123.45');
    expect(formatMoney(en, 1050, 'EUR')).toBe('€10.50');
    expect(formatMoney(en, 999, 'GBP')).toBe('£9.99');
    expect(formatMoney(en, 3000, 'TWD')).toBe('NT$3,000');
    expect(formatMoney(en, 50000, 'KRW')).toBe('₩50,000');
    expect(plain(formatMoney(en, 123456, 'AUD'))).toBe('AUD 1,234.56');
    expect(plain(formatMoney(en, 1500000, 'IDR'))).toBe('IDR 1,500,000');
  });

  it('formats in ja with the table symbol, not the full-width yen', () => {
    expect(formatMoney(ja, 12000, 'JPY')).toBe('¥12,000');
    expect(formatMoney(ja, 12345, 'USD')).toBe('$123.45');
    expect(formatMoney(ja, 12000, 'JPY')).not.toContain('￥');
  });

  it('formats in ar following Arabic conventions', () => {
    const jpy = formatMoney(ar, 12000, 'JPY');
    const usd = formatMoney(ar, 12345, 'USD');
    expect(jpy).toContain('¥');
    expect(jpy).not.toContain('JP¥');
    expect(usd).toContain('$');
    expect(usd).not.toContain('US$');
    // digits as the locale writes them (Latin or Arabic-Indic, depending on the ICU data)
    expect(plain(jpy).replace('¥', '').trim()).toBe(plain(formatMinorAmount(ar, 12000, 'JPY')));
    expect(plain(jpy).trim().endsWith('¥')).toBe(true); // symbol after the number in ar
    expect(plain(jpy).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))).toMatch(/12.000/);
  });

  it('shows the code on request and for unknown currencies', () => {
    expect(plain(formatMoney(en, 12345, 'USD', { display: 'code' }))).toBe('USD 123.45');
    expect(plain(formatMoney(en, 12345, 'BHD'))).toBe('BHD 12.345');
  });

  it('formats negative amounts and zero', () => {
    expect(formatMoney(en, -500, 'USD')).toBe('-$5.00');
    expect(formatMoney(en, 0, 'JPY')).toBe('¥0');
  });

  it('rounds non-integer minor amounts and rejects non-finite ones', () => {
    expect(formatMoney(en, 12344.6, 'USD')).toBe('$123.45');
    expect(() => formatMoney(en, Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(en, Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });

  it('formats plain amounts without a sign', () => {
    expect(formatMinorAmount(en, 12345, 'USD')).toBe('123.45');
    expect(formatMinorAmount(en, 12000, 'JPY')).toBe('12,000');
  });
});
