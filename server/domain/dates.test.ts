import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, localTime, stayNights } from './dates.ts';

describe('dates', () => {
  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(daysBetween('2030-01-30', '2030-03-01')).toBe(30);
    expect(stayNights('2030-01-30', '2030-02-02')).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
    ]);
    expect(addMonths('2030-01-31', 1)).toBe('2030-02-28');
  });
  it('reads the wall clock of a time zone', () => {
    expect(localTime(new Date('2030-06-09T15:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2030-06-10',
      time: '00:30',
    });
  });
});
