import { describe, expect, it } from 'vitest';
import type { AvailabilityMap, DayAvailability } from './availability.ts';
import {
  checkoutRejection,
  isPickable,
  lastReachableDate,
  pickDay,
  rangePosition,
} from './pick.ts';
import { type CalendarLimits, minCheckinDate, nightsOf, reservableMaxDate } from './range.ts';

const limits: CalendarLimits = { minDate: '2030-05-10', maxDate: '2030-11-10', maxNights: 30 };
const soldOut: DayAvailability = { currency: 'JPY', soldOut: true };
const availability: AvailabilityMap = new Map([
  ['2030-05-15', soldOut],
  ['2030-05-20', { currency: 'JPY', roomsLeft: 0 }],
]);

describe('first bookable day', () => {
  it('is today, yesterday when bookable, plus the check-in offset', () => {
    expect(minCheckinDate('2030-05-10')).toBe('2030-05-10');
    expect(minCheckinDate('2030-05-01', { yesterdayBookable: true })).toBe('2030-04-30');
    expect(minCheckinDate('2030-05-10', { checkinDateOffset: 3 })).toBe('2030-05-13');
    expect(minCheckinDate('2030-03-01', { yesterdayBookable: true, checkinDateOffset: 2 })).toBe(
      '2030-03-02',
    );
  });
});

describe('reservable period', () => {
  it('ends the given months after today, clamped at month ends', () => {
    expect(reservableMaxDate('2030-05-10', 6)).toBe('2030-11-10');
    expect(reservableMaxDate('2030-08-31', 6)).toBe('2031-02-28');
    expect(reservableMaxDate('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('accepts its last day as check-in and rejects the day after (1903)', () => {
    expect(pickDay(null, '2030-11-10', limits, undefined)).toEqual({
      kind: 'checkin',
      checkin: '2030-11-10',
    });
    expect(pickDay(null, '2030-11-11', limits, undefined)).toEqual({
      kind: 'rejected',
      reason: 'afterMax',
    });
  });

  it('lets a stay starting on the last day check out after it', () => {
    expect(pickDay('2030-11-10', '2030-11-12', limits, undefined)).toEqual({
      kind: 'complete',
      range: { checkin: '2030-11-10', checkout: '2030-11-12' },
    });
    expect(lastReachableDate(limits)).toBe('2030-12-10');
  });
});

describe('pickDay', () => {
  it('picks check-in, then check-out', () => {
    const first = pickDay(null, '2030-05-11', limits, availability);
    expect(first).toEqual({ kind: 'checkin', checkin: '2030-05-11' });
    expect(pickDay('2030-05-11', '2030-05-13', limits, availability)).toEqual({
      kind: 'complete',
      range: { checkin: '2030-05-11', checkout: '2030-05-13' },
    });
  });

  it('restarts with a new check-in when the second day is not later', () => {
    expect(pickDay('2030-05-12', '2030-05-11', limits, availability)).toEqual({
      kind: 'checkin',
      checkin: '2030-05-11',
    });
    expect(pickDay('2030-05-12', '2030-05-12', limits, availability)).toEqual({
      kind: 'checkin',
      checkin: '2030-05-12',
    });
  });

  it('refuses days before the first bookable day', () => {
    expect(pickDay(null, '2030-05-09', limits, undefined)).toEqual({
      kind: 'rejected',
      reason: 'beforeMin',
    });
  });

  it('refuses a sold-out check-in but allows it as check-out', () => {
    expect(pickDay(null, '2030-05-15', limits, availability)).toEqual({
      kind: 'rejected',
      reason: 'soldOut',
    });
    expect(pickDay(null, '2030-05-20', limits, availability).kind).toBe('rejected');
    expect(pickDay('2030-05-13', '2030-05-15', limits, availability).kind).toBe('complete');
  });

  it('refuses a stay with a sold-out night inside', () => {
    expect(checkoutRejection('2030-05-13', '2030-05-16', limits, availability)).toBe(
      'soldOutNight',
    );
    expect(isPickable('2030-05-13', '2030-05-16', limits, availability)).toBe(false);
  });

  it('refuses stays longer than the maximum nights', () => {
    const short = { ...limits, maxNights: 3 };
    expect(pickDay('2030-06-01', '2030-06-04', short, undefined).kind).toBe('complete');
    expect(pickDay('2030-06-01', '2030-06-05', short, undefined)).toEqual({
      kind: 'rejected',
      reason: 'tooLong',
    });
  });

  it('completes with one press in single-date (day use) mode', () => {
    expect(pickDay(null, '2030-06-01', limits, undefined, true)).toEqual({
      kind: 'complete',
      range: { checkin: '2030-06-01', checkout: '2030-06-01' },
    });
    expect(pickDay('2030-05-30', '2030-06-01', limits, undefined, true)).toEqual({
      kind: 'complete',
      range: { checkin: '2030-06-01', checkout: '2030-06-01' },
    });
    expect(pickDay(null, '2030-05-15', limits, availability, true).kind).toBe('rejected');
  });
});

describe('rangePosition and nights', () => {
  const value = { checkin: '2030-05-11', checkout: '2030-05-14' };
  it('places days in the chosen range', () => {
    expect(rangePosition('2030-05-11', value, null)).toBe('checkin');
    expect(rangePosition('2030-05-12', value, null)).toBe('inside');
    expect(rangePosition('2030-05-14', value, null)).toBe('checkout');
    expect(rangePosition('2030-05-15', value, null)).toBe('none');
    expect(rangePosition('2030-05-12', value, '2030-05-12')).toBe('checkin');
    expect(rangePosition('2030-05-11', value, '2030-05-12')).toBe('none');
    const day = { checkin: '2030-05-11', checkout: '2030-05-11' };
    expect(rangePosition('2030-05-11', day, null)).toBe('single');
  });

  it('counts nights, zero for day use', () => {
    expect(nightsOf(value)).toBe(3);
    expect(nightsOf({ checkin: '2030-05-11', checkout: '2030-05-11' })).toBe(0);
    expect(nightsOf({ checkin: '2028-02-28', checkout: '2028-03-01' })).toBe(2);
  });
});
