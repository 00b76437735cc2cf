import { describe, expect, it } from 'vitest';
import {
  allowanceNights,
  allowanceUse,
  isOrganizationAdmin,
  organizationDisplayName,
} from './organization.ts';

describe('isOrganizationAdmin', () => {
  it('is any role containing admin', () => {
    expect(isOrganizationAdmin('admin')).toBe(true);
    expect(isOrganizationAdmin('super_admin')).toBe(true);
    expect(isOrganizationAdmin('member')).toBe(false);
    expect(isOrganizationAdmin(null)).toBe(false);
    expect(isOrganizationAdmin(undefined)).toBe(false);
  });
});

describe('allowanceNights', () => {
  it('derives the remaining nights, never below zero', () => {
    expect(allowanceNights(10, 4)).toEqual({
      maximum_nights: 10,
      reserved_nights: 4,
      remaining_nights: 6,
    });
    expect(allowanceNights(3, 5).remaining_nights).toBe(0);
  });

  it('counts each room each night', () => {
    expect(allowanceUse(3, 2)).toBe(6);
  });
});

describe('organizationDisplayName', () => {
  const sakura = {
    display_name: 'さくら商事',
    display_name_translations: { en: 'Sakura Trading', ja: 'さくら商事', ko: '사쿠라 상사' },
  };
  it('is the locale’s name, else the English one, else the display name', () => {
    expect(organizationDisplayName(sakura, 'ko')).toBe('사쿠라 상사');
    expect(organizationDisplayName(sakura, 'en')).toBe('Sakura Trading');
    expect(organizationDisplayName(sakura, 'th')).toBe('Sakura Trading');
    expect(organizationDisplayName({ ...sakura, display_name_translations: {} }, 'en')).toBe(
      'さくら商事',
    );
    expect(
      organizationDisplayName({ ...sakura, display_name_translations: { en: ' ' } }, 'en'),
    ).toBe('さくら商事');
  });
});
