import { describe, expect, it } from 'vitest';
import { refusal } from '../test/refusal.ts';
import { updateSettings, validateUpdate } from './update-rules.ts';

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
    expect(refusal(() => validateUpdate(r, '2030-02-01', '2030-02-02'))).toBe('1000:checkout_date');
  });
});
