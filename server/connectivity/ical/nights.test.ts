import { describe, expect, it } from 'vitest';
import { nightsOfEvents, runsOf } from './nights.ts';

const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('nightsOfEvents', () => {
  it('closes all-day events up to their end, timed ones by the hotel day', () => {
    const nights = nightsOfEvents(
      [
        { start: local(2027, 1, 10), end: local(2027, 1, 12), dateOnly: true },
        // 15:00 UTC on the 15th is the 16th in Tokyo; ends 10:00 UTC on the 17th (19:00 JST).
        {
          start: new Date('2027-01-15T15:00:00Z'),
          end: new Date('2027-01-17T10:00:00Z'),
          dateOnly: false,
        },
        { start: local(2027, 1, 20), dateOnly: true },
      ],
      'Asia/Tokyo',
      '2027-01-01',
      '2027-02-01',
    );
    expect(nights).toEqual(['2027-01-10', '2027-01-11', '2027-01-16', '2027-01-20']);
  });

  it('keeps only the window and merges duplicates', () => {
    const nights = nightsOfEvents(
      [
        { start: local(2026, 12, 30), end: local(2027, 1, 3), dateOnly: true },
        { start: local(2027, 1, 1), end: local(2027, 1, 2), dateOnly: true },
      ],
      'UTC',
      '2027-01-01',
      '2027-01-02',
    );
    expect(nights).toEqual(['2027-01-01']);
  });
});

describe('runsOf', () => {
  it('joins consecutive nights', () => {
    expect(runsOf(['2027-01-03', '2027-01-01', '2027-01-02', '2027-01-05'])).toEqual([
      { start: '2027-01-01', end: '2027-01-04' },
      { start: '2027-01-05', end: '2027-01-06' },
    ]);
  });
});
