import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { validateStay } from './stay.ts';

const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}:${e.field}`;
  }
  return undefined;
};

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
