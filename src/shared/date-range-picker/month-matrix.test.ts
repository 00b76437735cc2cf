import { describe, expect, it } from 'vitest';
import { monthMatrix } from './month-matrix.ts';

describe('monthMatrix', () => {
  it('lays out a month from Sunday with null padding', () => {
    // May 2030 starts on a Wednesday and has 31 days.
    const weeks = monthMatrix('2030-05-17', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      '2030-05-01',
      '2030-05-02',
      '2030-05-03',
      '2030-05-04',
    ]);
    expect(weeks[4]).toEqual([
      '2030-05-26',
      '2030-05-27',
      '2030-05-28',
      '2030-05-29',
      '2030-05-30',
      '2030-05-31',
      null,
    ]);
    for (const week of weeks) expect(week).toHaveLength(7);
  });

  it('starts weeks on Saturday for Arabic', () => {
    const weeks = monthMatrix('2030-05-01', 6);
    expect(weeks[0]).toEqual([null, null, null, null, '2030-05-01', '2030-05-02', '2030-05-03']);
    expect(weeks[0]?.[6]).toBe('2030-05-03');
  });

  it('handles February in leap and common years', () => {
    const leap = monthMatrix('2028-02-10', 1).flat().filter(Boolean);
    expect(leap).toHaveLength(29);
    expect(leap.at(-1)).toBe('2028-02-29');
    // February 2026 starts on Sunday: exactly four full weeks from Sunday.
    const common = monthMatrix('2026-02-01', 0);
    expect(common).toHaveLength(4);
    expect(common.flat().includes(null)).toBe(false);
  });

  it('uses six rows when the month needs them', () => {
    // March 2030 starts on Friday and has 31 days: six Monday-first rows.
    expect(monthMatrix('2030-03-01', 1)).toHaveLength(5);
    expect(monthMatrix('2030-03-01', 0)).toHaveLength(6);
  });
});
