import { describe, expect, it } from 'vitest';
import { cancelBeforeAt, cancellationFee, partStartsAt, policyLines } from './cancellation.ts';

const policy = {
  parts: [
    { days_before: 3, hours_after: 0, percentage_of_cost: 20 },
    { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
  ],
  no_show_percentage: 100,
};
const TZ = 'Asia/Tokyo'; // UTC+9, no daylight saving
// An instant given as Tokyo wall-clock time.
const tokyo = (local: string): Date => new Date(`${local}:00+09:00`);

describe('cancellationFee', () => {
  it('is free before the first part starts', () => {
    expect(cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-06T23:59'), TZ)).toEqual({
      allowed: true,
      percentage: 0,
      fee: 0,
    });
  });

  it('starts a part at hotel midnight of its day', () => {
    expect(cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-07T00:00'), TZ).fee).toBe(
      2000,
    );
  });

  it('starts a part with hours_after at that hour the day before', () => {
    expect(cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-09T17:59'), TZ).fee).toBe(
      2000,
    );
    expect(cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-09T18:00'), TZ).fee).toBe(
      5000,
    );
  });

  it('decides the day in the hotel time zone, not UTC', () => {
    // 2030-06-09 15:30 UTC is already 2030-06-10 00:30 in Tokyo: the check-in day.
    const verdict = cancellationFee(
      policy,
      '2030-06-10',
      10000,
      new Date('2030-06-09T15:30:00Z'),
      TZ,
    );
    expect(verdict).toEqual({ allowed: false, reason: 'checkin_day', percentage: 100, fee: 10000 });
    // The same instant in New York is still the 9th, so it can be cancelled there.
    expect(
      cancellationFee(
        policy,
        '2030-06-10',
        10000,
        new Date('2030-06-09T15:30:00Z'),
        'America/New_York',
      ).allowed,
    ).toBe(true);
  });

  it('refuses online cancellation on and after the check-in day', () => {
    expect(
      cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-10T09:00'), TZ),
    ).toMatchObject({ allowed: false, reason: 'checkin_day' });
    expect(
      cancellationFee(policy, '2030-06-10', 10000, tokyo('2030-06-12T09:00'), TZ),
    ).toMatchObject({ allowed: false, reason: 'after_checkin' });
  });

  it('rounds the fee down', () => {
    expect(cancellationFee(policy, '2030-06-10', 9999, tokyo('2030-06-08T00:00'), TZ).fee).toBe(
      1999,
    );
  });
});

describe('policy presentation', () => {
  it('computes part start times and the free-cancellation deadline', () => {
    expect(
      partStartsAt('2030-03-01', { days_before: 1, hours_after: 18, percentage_of_cost: 50 }),
    ).toBe('2030-02-28 18:00');
    expect(cancelBeforeAt(policy, '2030-06-10')).toBe('2030-06-07T00:00');
    expect(cancelBeforeAt({ parts: [], no_show_percentage: 100 }, '2030-06-10')).toBe(
      '2030-06-10T00:00',
    );
  });

  it('writes lines from the earliest part, then no-show', () => {
    expect(policyLines(policy)).toEqual([
      'From 3 day(s) before check-in: 20% of the cost',
      'From 1 day(s) before check-in after 18:00: 50% of the cost',
      'No-show: 100% of the cost',
    ]);
  });
});
