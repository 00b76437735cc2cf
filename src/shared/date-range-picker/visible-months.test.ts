import { describe, expect, it } from 'vitest';
import { clampStart, followFocus, monthsForWidth, visibleMonths } from './visible-months.ts';

describe('visible months', () => {
  it('shows one month on a phone and two on wider pickers', () => {
    expect(monthsForWidth(344)).toBe(1);
    expect(monthsForWidth(719)).toBe(1);
    expect(monthsForWidth(720)).toBe(2);
  });

  it('needs a wider picker for two months when the text is enlarged', () => {
    expect(monthsForWidth(1264, 32)).toBe(1);
    expect(monthsForWidth(1440, 32)).toBe(2);
  });

  it('lists consecutive month starts across a year end', () => {
    expect(visibleMonths('2030-12-17', 2)).toEqual(['2030-12-01', '2031-01-01']);
  });

  it('keeps the view while focus stays visible, else follows it', () => {
    const min = '2030-05-10';
    const max = '2031-05-10';
    expect(followFocus('2030-05-01', '2030-06-30', 2, min, max)).toBe('2030-05-01');
    expect(followFocus('2030-05-01', '2030-07-01', 2, min, max)).toBe('2030-06-01');
    expect(followFocus('2030-05-01', '2030-07-01', 1, min, max)).toBe('2030-07-01');
    expect(followFocus('2030-08-01', '2030-07-31', 2, min, max)).toBe('2030-07-01');
    expect(followFocus('2030-08-01', '2031-08-01', 2, min, max)).toBe('2031-04-01');
  });

  it('never shows months outside the limits', () => {
    expect(clampStart('2030-01-01', 2, '2030-05-10', '2031-05-10')).toBe('2030-05-01');
    expect(clampStart('2031-05-01', 2, '2030-05-10', '2031-05-10')).toBe('2031-04-01');
    expect(clampStart('2031-05-01', 1, '2030-05-10', '2031-05-10')).toBe('2031-05-01');
  });
});
