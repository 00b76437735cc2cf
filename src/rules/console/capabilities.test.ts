import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  CAPABILITY_NAMES,
  can,
  capabilitiesOf,
  isStaffRole,
  STAFF_ROLES,
} from './capabilities.ts';

describe('console capabilities', () => {
  it('gives the owner every capability', () => {
    expect(capabilitiesOf('owner')).toEqual(CAPABILITY_NAMES);
  });

  it('keeps access, money and new hotels with the owner', () => {
    for (const capability of [
      'staff.manage',
      'brand.settings',
      'hotels.create',
      'hotel.api_keys',
      'payments.gateway',
    ] as const) {
      expect(CAPABILITIES[capability]).toEqual(['owner']);
    }
  });

  it('gives the manager all but the owner-only ones', () => {
    const ownerOnly = CAPABILITY_NAMES.filter((c) => CAPABILITIES[c].length === 1);
    expect(capabilitiesOf('manager')).toEqual(
      CAPABILITY_NAMES.filter((c) => !ownerOnly.includes(c)),
    );
  });

  it('shows the front desk no settings', () => {
    expect(can('front_desk', 'hotel.settings.read')).toBe(false);
    expect(can('front_desk', 'hotel.settings.edit')).toBe(false);
    expect(can('front_desk', 'reservations.edit')).toBe(true);
    expect(can('front_desk', 'inventory.edit')).toBe(false);
  });

  it('lets marketing run promotions but not reservations', () => {
    expect(can('marketing', 'lottery.manage')).toBe(true);
    expect(can('marketing', 'coupons.manage')).toBe(true);
    expect(can('marketing', 'reservations.read')).toBe(false);
  });

  it('lets every role manage its own account', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'account.self')).toBe(true);
  });

  it('recognises role names', () => {
    expect(isStaffRole('front_desk')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
  });
});
