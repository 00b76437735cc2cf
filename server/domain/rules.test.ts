import { describe, expect, it } from 'vitest';
import type { KidsTier } from '../../src/api/contract/index.ts';
import { addDays, addMonths, daysBetween, localTime, stayNights } from './dates.ts';
import { DomainError } from './errors.ts';
import { guestsInRoom, resolveKids } from './kids.ts';
import { validateStay } from './stay.ts';
import { updateSettings, validateUpdate } from './update-rules.ts';

const tiers: KidsTier[] = [
  { code: 'A', name: {}, age_min: 6, age_max: 11, rate_percent: 70, counts_as_guest: true },
  { code: 'C', name: {}, age_min: 0, age_max: 2, rate_percent: 0, counts_as_guest: false },
];
const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}:${e.field}`;
  }
  return undefined;
};

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

describe('kids', () => {
  it('maps ages onto tiers for the ages policy', () => {
    expect(resolveKids('ages', tiers, { kids_ages: [7, 1, 9] })).toEqual([
      { code: 'A', count: 2 },
      { code: 'C', count: 1 },
    ]);
  });
  it('rejects ages no tier covers, ages at a tiers hotel, and unknown tiers', () => {
    expect(fieldOf(() => resolveKids('ages', tiers, { kids_ages: [4] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(fieldOf(() => resolveKids('tiers', tiers, { kids_ages: [7] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(
      fieldOf(() => resolveKids('tiers', tiers, { kids_tiers: [{ code: 'Z', count: 1 }] })),
    ).toBe('1000:rooms.kids_tiers');
  });
  it('counts infants sharing a bed out of the room capacity', () => {
    expect(
      guestsInRoom(
        2,
        [
          { code: 'A', count: 1 },
          { code: 'C', count: 2 },
        ],
        tiers,
      ),
    ).toBe(3);
  });
});

describe('validateStay', () => {
  const rules = { today: '2030-01-10', reservablePeriodMonths: 6 };
  it('accepts a normal stay and returns its nights', () => {
    expect(validateStay('2030-01-10', '2030-01-12', rules)).toBe(2);
  });
  it('rejects reversed, empty, past and too long stays naming the field', () => {
    expect(fieldOf(() => validateStay('2030-01-12', '2030-01-10', rules))).toBe(
      '1000:checkout_date',
    );
    expect(fieldOf(() => validateStay('2030-01-12', '2030-01-12', rules))).toBe(
      '1000:checkout_date',
    );
    expect(fieldOf(() => validateStay('2030-01-09', '2030-01-12', rules))).toBe(
      '1000:checkin_date',
    );
    expect(fieldOf(() => validateStay('2030-01-10', '2030-02-20', rules))).toBe(
      '1000:checkout_date',
    );
  });
  it('answers 1903 beyond the reservable period, quoting the months', () => {
    expect(fieldOf(() => validateStay('2030-07-11', '2030-07-12', rules))).toBe(
      '1903:checkin_date',
    );
    expect(validateStay('2030-07-10', '2030-07-11', rules)).toBe(1);
  });
  it('checks plan minimum and maximum nights', () => {
    expect(
      fieldOf(() => validateStay('2030-01-10', '2030-01-11', { ...rules, minNights: 2 })),
    ).toBe('1000:checkout_date');
    expect(
      fieldOf(() => validateStay('2030-01-10', '2030-01-14', { ...rules, maxNights: 3 })),
    ).toBe('1000:checkout_date');
  });
});

describe('update rules', () => {
  const r = {
    status: 'done' as const,
    checkin_date: '2030-01-20',
    modified_by_staff: false,
    min_nights: 2,
  };
  it('allows changes before the check-in day', () => {
    expect(updateSettings(r, '2030-01-19')).toEqual({
      is_active: true,
      updatable: true,
      reason: null,
    });
  });
  it('refuses cancelled, staff-changed, pending and checked-in reservations with a reason', () => {
    expect(updateSettings({ ...r, status: 'cancelled' }, '2030-01-01').reason).toBe('cancelled');
    expect(updateSettings({ ...r, modified_by_staff: true }, '2030-01-01').reason).toBe(
      'modified_by_hotel',
    );
    expect(updateSettings({ ...r, status: 'payment_pending' }, '2030-01-01').reason).toBe(
      'payment_pending',
    );
    expect(updateSettings(r, '2030-01-20')).toEqual({
      is_active: true,
      updatable: false,
      reason: 'checkin_passed',
    });
  });
  it("keeps at least the original plan's minimum nights", () => {
    expect(() => validateUpdate(r, '2030-02-01', '2030-02-03')).not.toThrow();
    expect(fieldOf(() => validateUpdate(r, '2030-02-01', '2030-02-02'))).toBe('1000:checkout_date');
  });
});
