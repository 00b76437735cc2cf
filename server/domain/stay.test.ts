import { describe, expect, it } from 'vitest';
import { refusal } from '../test/refusal.ts';
import { validateStay } from './stay.ts';

describe('validateStay', () => {
  const rules = { today: '2030-01-10', reservablePeriodMonths: 6 };
  it('accepts a normal stay and returns its nights', () => {
    expect(validateStay('2030-01-10', '2030-01-12', rules)).toBe(2);
  });
  it('rejects reversed, empty, past and too long stays naming the field', () => {
    expect(refusal(() => validateStay('2030-01-12', '2030-01-10', rules))).toBe(
      '1000:checkout_date',
    );
    expect(refusal(() => validateStay('2030-01-12', '2030-01-12', rules))).toBe(
      '1000:checkout_date',
    );
    expect(refusal(() => validateStay('2030-01-09', '2030-01-12', rules))).toBe(
      '1000:checkin_date',
    );
    expect(refusal(() => validateStay('2030-01-10', '2030-02-20', rules))).toBe(
      '1000:checkout_date',
    );
  });
  it('answers 1903 beyond the reservable period, quoting the months', () => {
    expect(refusal(() => validateStay('2030-07-11', '2030-07-12', rules))).toBe(
      '1903:checkin_date',
    );
    expect(validateStay('2030-07-10', '2030-07-11', rules)).toBe(1);
  });
  it('checks plan minimum and maximum nights', () => {
    expect(
      refusal(() => validateStay('2030-01-10', '2030-01-11', { ...rules, minNights: 2 })),
    ).toBe('1000:checkout_date');
    expect(
      refusal(() => validateStay('2030-01-10', '2030-01-14', { ...rules, maxNights: 3 })),
    ).toBe('1000:checkout_date');
  });
});
