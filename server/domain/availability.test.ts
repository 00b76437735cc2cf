import { describe, expect, it } from 'vitest';
import { calendarStatus, planLimit, roomsLeftForStay } from './availability.ts';

describe('roomsLeftForStay', () => {
  const n = (date: string, remaining: number, closed = false) => ({ date, remaining, closed });
  it('is the smallest count over the nights', () => {
    expect(roomsLeftForStay([n('d1', 5), n('d2', 2), n('d3', 9)], ['d1', 'd2', 'd3'])).toBe(2);
  });
  it('is zero when a night is closed or has no rate', () => {
    expect(roomsLeftForStay([n('d1', 5), n('d2', 5, true)], ['d1', 'd2'])).toBe(0);
    expect(roomsLeftForStay([n('d1', 5)], ['d1', 'd2'])).toBe(0);
    expect(roomsLeftForStay([], [])).toBe(0);
  });
});

describe('planLimit and calendar status', () => {
  it('takes the smaller of sale limit and stock; no sale limit means stock', () => {
    expect(planLimit(2, 5)).toBe(2);
    expect(planLimit(8, 5)).toBe(5);
    expect(planLimit(null, 5)).toBe(5);
  });
  it('shows few left under ten rooms', () => {
    expect(calendarStatus(10, false)).toBe('available');
    expect(calendarStatus(9, false)).toBe('few_left');
    expect(calendarStatus(0, false)).toBe('sold_out');
    expect(calendarStatus(5, true)).toBe('closed');
  });
});
