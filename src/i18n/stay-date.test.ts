import { describe, expect, it } from 'vitest';
import { testIntl } from '../money/test-intl.ts';
import { stayDate } from './stay-date.ts';

describe('stayDate', () => {
  it('shows the day in the locale, never the ISO form', () => {
    expect(stayDate(testIntl('en'), '2027-01-25')).toBe('Jan 25, 2027');
    const ar = stayDate(testIntl('ar'), '2027-01-25');
    expect(ar).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(ar).toMatch(/٢٠٢٧|2027/);
    expect(stayDate(testIntl('ja'), '2027-01-25')).toBe('2027/01/25');
  });

  it('keeps the calendar day whatever the time zone (first and last day of a year)', () => {
    expect(stayDate(testIntl('en'), '2027-01-01')).toBe('Jan 1, 2027');
    expect(stayDate(testIntl('en'), '2026-12-31')).toBe('Dec 31, 2026');
  });
});
