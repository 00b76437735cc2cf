import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  monthsBetween,
  startOfMonth,
} from './dates.ts';

describe('iso-date', () => {
  it('validates real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2030-02-29')).toBe(false);
    expect(isIsoDate('2030-13-01')).toBe(false);
    expect(isIsoDate('2030-1-01')).toBe(false);
  });

  it('knows leap years, including the century rules', () => {
    expect(isLeapYear(2028)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2029, 2)).toBe(28);
    expect(daysInMonth(2030, 4)).toBe(30);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2029-03-01', -1)).toBe('2029-02-28');
  });

  it('is unaffected by daylight-saving changes (dates only, in UTC)', () => {
    // US and EU DST switches; a local-time implementation skips or repeats a day here.
    expect(addDays('2030-03-09', 1)).toBe('2030-03-10');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addDays('2030-10-27', 1)).toBe('2030-10-28');
    expect(daysBetween('2030-03-01', '2030-04-01')).toBe(31);
  });

  it('adds months clamping the day to the month end', () => {
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2030-03-31', -1)).toBe('2030-02-28');
    expect(addMonths('2030-11-15', 3)).toBe('2031-02-15');
    expect(addMonths('2030-01-15', -13)).toBe('2028-12-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('counts days and months between dates', () => {
    expect(daysBetween('2030-05-10', '2030-05-12')).toBe(2);
    expect(daysBetween('2030-05-12', '2030-05-10')).toBe(-2);
    expect(monthsBetween('2030-11-30', '2031-02-01')).toBe(3);
    expect(monthsBetween('2030-05-31', '2030-05-01')).toBe(0);
  });

  it('finds month starts, weekdays and clamps', () => {
    expect(startOfMonth('2030-05-17')).toBe('2030-05-01');
    expect(dayOfWeek('2023-01-01')).toBe(0);
    expect(dayOfWeek('2030-05-18')).toBe(6);
    expect(clampDate('2030-01-01', '2030-02-01', '2030-03-01')).toBe('2030-02-01');
    expect(clampDate('2030-04-01', '2030-02-01', '2030-03-01')).toBe('2030-03-01');
    expect(clampDate('2030-02-15', '2030-02-01', '2030-03-01')).toBe('2030-02-15');
  });
});
