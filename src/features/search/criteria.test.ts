import { describe, expect, it } from 'vitest';
import { addDays, criteriaFrom, criteriaParams, validateCriteria } from './criteria.ts';

describe('search criteria', () => {
  it('defaults to 2 adults, 1 room, one night from today', () => {
    expect(criteriaFrom({}, '2026-11-22')).toEqual({
      checkin: '2026-11-22',
      checkout: '2026-11-23',
      adults: 2,
      room_count: 1,
    });
  });
  it('takes valid prefill and ignores garbage', () => {
    expect(
      criteriaFrom({ checkin: '2026-12-01', adults: '3', room_count: '2' }, '2026-11-22'),
    ).toMatchObject({
      checkin: '2026-12-01',
      checkout: '2026-12-02',
      adults: 3,
      room_count: 2,
    });
    expect(criteriaFrom({ checkin: 'soon', adults: '-1' }, '2026-11-22')).toMatchObject({
      checkin: '2026-11-22',
      adults: 2,
    });
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('rejects past check-in and check-out not after check-in', () => {
    const base = criteriaFrom({}, '2026-11-22');
    expect(validateCriteria(base, '2026-11-22')).toBeUndefined();
    expect(validateCriteria({ ...base, checkin: '2026-11-21' }, '2026-11-22')).toBe(
      'search.error.pastDate',
    );
    expect(validateCriteria({ ...base, checkout: '2026-11-22' }, '2026-11-22')).toBe(
      'search.error.checkoutBeforeCheckin',
    );
  });
  it('writes the spec parameter names', () => {
    expect(criteriaParams(criteriaFrom({}, '2026-11-22'))).toEqual({
      checkin: '2026-11-22',
      checkout: '2026-11-23',
      adults: '2',
      room_count: '1',
    });
  });
});
