import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../i18n/create-intl.ts';
import { availabilityLevel } from './availability.ts';
import { dayNumber, fullDate, monthTitle, weekdayName } from './labels.ts';
import { compactPrice } from './price-labels.ts';
import { shortDate } from './short-date.ts';

const en = createAppIntl('en', {});
const ja = createAppIntl('ja', {});
const ar = createAppIntl('ar', {});

describe('labels', () => {
  it('names months and days in the locale, never shifted by time zone', () => {
    expect(monthTitle(en, '2030-05-01')).toBe('May 2030');
    expect(monthTitle(ja, '2030-05-01')).toBe('2030年5月');
    expect(fullDate(en, '2030-05-01')).toBe('Wednesday, May 1, 2030');
    expect(dayNumber(en, '2030-05-01')).toBe('1');
    expect(weekdayName(en, 0)).toEqual({ short: 'S', long: 'Sunday' });
    expect(weekdayName(ja, 6).long).toBe('土曜日');
    expect(monthTitle(ar, '2030-05-01')).toMatch(/مايو|أيار/);
  });

  it('adds the year to short dates only outside the current year', () => {
    expect(shortDate(en, '2030-05-01', '2030-01-01')).toBe('Wed, May 1');
    expect(shortDate(en, '2031-05-01', '2030-01-01')).toBe('Thu, May 1, 2031');
  });

  it('formats compact prices with the currency table symbol', () => {
    expect(compactPrice(en, 12_000, 'JPY')).toBe('¥12K');
    expect(compactPrice(ja, 12_000, 'JPY')).toBe('¥1.2万');
    expect(compactPrice(en, 12_345, 'USD')).toBe('$123');
    expect(compactPrice(en, 9_000, 'JPY')).toBe('¥9K');
    expect(compactPrice(en, 500, 'JPY')).toBe('¥500');
    expect(compactPrice(en, 150_000, 'SGD')).toContain('SGD');
    expect(compactPrice(ar, 12_000, 'JPY')).toContain('¥');
    // A break is allowed before the symbol, never inside the amount.
    expect(compactPrice(ar, 123_456, 'JPY')).toBe('\u200f123.5\u00a0ألف ¥');
    expect(compactPrice(createAppIntl('id', {}), 123_456, 'JPY')).toBe('¥123,5\u00a0rb');
  });

  it('rates availability: sold out, fewer than 10 rooms, available, unknown', () => {
    expect(availabilityLevel(undefined)).toBe('unknown');
    expect(availabilityLevel({ currency: 'JPY', soldOut: true })).toBe('soldOut');
    expect(availabilityLevel({ currency: 'JPY', roomsLeft: 0 })).toBe('soldOut');
    expect(availabilityLevel({ currency: 'JPY', roomsLeft: 9 })).toBe('few');
    expect(availabilityLevel({ currency: 'JPY', roomsLeft: 10 })).toBe('available');
    expect(availabilityLevel({ currency: 'JPY', lowestPrice: 1000 })).toBe('available');
  });
});
