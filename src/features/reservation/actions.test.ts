import { describe, expect, it } from 'vitest';
import { blockMessage, manageActions } from './actions.ts';

const ok = { is_active: true, updatable: true, reason: null };
const r = (status: 'done' | 'cancelled' | 'payment_pending' = 'done', checkin = '2030-05-10') => ({
  status,
  checkin_date: checkin,
});

describe('manage actions', () => {
  it('offers everything before the check-in day', () => {
    const a = manageActions(r(), ok, '2030-05-09');
    expect([a.change.allowed, a.guests.allowed, a.cancel.allowed]).toEqual([true, true, true]);
  });

  it('closes online cancellation on the check-in day and after', () => {
    const settings = { is_active: true, updatable: false, reason: 'checkin_passed' };
    expect(manageActions(r(), settings, '2030-05-10').cancel).toEqual({
      allowed: false,
      reason: 'checkin_day',
    });
    expect(manageActions(r(), settings, '2030-05-11').cancel).toEqual({
      allowed: false,
      reason: 'checkin_passed',
    });
    expect(manageActions(r(), settings, '2030-05-10').change).toEqual({
      allowed: false,
      reason: 'checkin_passed',
    });
  });

  it('refuses change and cancel of a staff-modified reservation', () => {
    const a = manageActions(
      r(),
      { is_active: true, updatable: false, reason: 'modified_by_hotel' },
      '2030-01-01',
    );
    expect(a.change).toEqual({ allowed: false, reason: 'modified_by_hotel' });
    expect(a.cancel).toEqual({ allowed: false, reason: 'modified_by_hotel' });
  });

  it('does not cancel twice, and explains unknown or inactive settings', () => {
    const cancelled = { is_active: true, updatable: false, reason: 'cancelled' };
    expect(manageActions(r('cancelled'), cancelled, '2030-01-01').cancel.allowed).toBe(false);
    expect(manageActions(r(), { ...ok, is_active: false }, '2030-01-01').change).toEqual({
      allowed: false,
      reason: 'inactive',
    });
    expect(
      manageActions(r(), { is_active: true, updatable: false, reason: 'odd' }, '2030-01-01').change,
    ).toEqual({ allowed: false, reason: 'unknown' });
  });

  it('offers no change without settings but still lets the server decide a cancel', () => {
    const a = manageActions(r(), undefined, '2030-01-01');
    expect(a.change.allowed).toBe(false);
    expect(a.cancel.allowed).toBe(true);
  });

  it('maps every reason to a message', () => {
    expect(blockMessage('checkin_day')).toBe('manage.blocked.checkinDay');
    expect(blockMessage('unknown')).toBe('manage.blocked.unknown');
  });
});
