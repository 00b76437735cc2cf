import { describe, expect, it } from 'vitest';
import { couponEntryError } from '../features/booking/rules/coupon.ts';
import { promotionApplies } from '../features/booking/rules/promotion.ts';
import {
  displayDay,
  isForFacility,
  isInDisplayWindow,
  isLabelledForViewer,
  viewerLabels,
  visibleItems,
} from './visibility.ts';

describe('display window', () => {
  const win = (start: string | null, end: string | null) => ({
    display_start_date: start,
    display_end_date: end,
  });
  it('is inclusive and open-ended where absent', () => {
    expect(isInDisplayWindow(win('2025-07-01', '2025-07-31'), '2025-07-01')).toBe(true);
    expect(isInDisplayWindow(win('2025-07-01', '2025-07-31'), '2025-07-31')).toBe(true);
    expect(isInDisplayWindow(win('2025-07-01', '2025-07-31'), '2025-08-01')).toBe(false);
    expect(isInDisplayWindow(win('2025-07-01', '2025-07-31'), '2025-06-30')).toBe(false);
    expect(isInDisplayWindow(win(null, '2025-07-31'), '2000-01-01')).toBe(true);
    expect(isInDisplayWindow(win('2025-07-01', null), '2099-01-01')).toBe(true);
    expect(isInDisplayWindow(win(null, null), '2025-01-01')).toBe(true);
  });
  it('uses today for an undated search', () => {
    expect(displayDay(undefined, '2025-05-05')).toBe('2025-05-05');
    expect(displayDay(null, '2025-05-05')).toBe('2025-05-05');
    expect(displayDay('2025-07-01', '2025-05-05')).toBe('2025-07-01');
  });
});

describe('labels', () => {
  it('addresses guests and members', () => {
    expect(viewerLabels(null)).toEqual(['all_users']);
    expect(viewerLabels({ programId: 7, rankId: 3, organizationId: 11 })).toEqual([
      'all_users',
      'membership_program_7',
      'membership_rank_3',
      'membership_rank_all',
      'membership_organization_11',
      'membership_organization_all',
    ]);
    expect(viewerLabels({ programId: 7 })).toEqual(['all_users', 'membership_program_7']);
  });
  it('keeps items carrying one of the viewer labels', () => {
    const member = viewerLabels({ programId: 7, rankId: 3 });
    expect(isLabelledForViewer(['membership_rank_all'], member)).toBe(true);
    expect(isLabelledForViewer(['membership_rank_4'], member)).toBe(false);
    expect(isLabelledForViewer(['membership_organization_all'], member)).toBe(false);
    expect(isLabelledForViewer(['all_users'], viewerLabels(undefined))).toBe(true);
    expect(isLabelledForViewer(['membership_program_7'], viewerLabels(undefined))).toBe(false);
    expect(isLabelledForViewer([], member)).toBe(false);
  });
  it('keeps brand items only for all facilities or this one', () => {
    const brand = (labels: string[]) => ({ ownable_type: 'hotel_brand' as const, labels });
    expect(isForFacility(brand(['all_users', 'all_facilities']), 5)).toBe(true);
    expect(isForFacility(brand(['all_users', 'facility_5']), 5)).toBe(true);
    expect(isForFacility(brand(['all_users', 'facility_6']), 5)).toBe(false);
    expect(isForFacility(brand(['all_users']), 5)).toBe(true);
    expect(isForFacility({ ownable_type: 'hotel', labels: ['facility_6'] }, 5)).toBe(true);
  });
  it('combines window, labels and facility', () => {
    const items = [
      {
        id: 'a',
        ownable_type: 'hotel' as const,
        labels: ['all_users'],
        display_start_date: null,
        display_end_date: null,
      },
      {
        id: 'b',
        ownable_type: 'hotel' as const,
        labels: ['membership_rank_all'],
        display_start_date: null,
        display_end_date: null,
      },
      {
        id: 'c',
        ownable_type: 'hotel_brand' as const,
        labels: ['all_users', 'facility_9'],
        display_start_date: null,
        display_end_date: null,
      },
      {
        id: 'd',
        ownable_type: 'hotel' as const,
        labels: ['all_users'],
        display_start_date: '2025-08-01',
        display_end_date: null,
      },
    ];
    const ctx = { day: '2025-07-01', viewerLabels: viewerLabels(null), hotelId: 5 };
    expect(visibleItems(items, ctx).map((i) => i.id)).toEqual(['a']);
  });
});

describe('payment promotion', () => {
  const card = { hotel_plan_code: 'HP1', credit_card_payment: true };
  it('needs card payment and the include/exclude list', () => {
    expect(promotionApplies({ target_mode: 'include', hotel_plan_codes: ['HP1'] }, card)).toBe(
      true,
    );
    expect(promotionApplies({ target_mode: 'include', hotel_plan_codes: ['HP2'] }, card)).toBe(
      false,
    );
    expect(promotionApplies({ target_mode: 'exclude', hotel_plan_codes: ['HP2'] }, card)).toBe(
      true,
    );
    expect(promotionApplies({ target_mode: 'exclude', hotel_plan_codes: ['HP1'] }, card)).toBe(
      false,
    );
    expect(
      promotionApplies(
        { target_mode: 'include', hotel_plan_codes: ['HP1'] },
        { ...card, credit_card_payment: false },
      ),
    ).toBe(false);
  });
});

describe('coupon entry', () => {
  it('takes one code at a time', () => {
    expect(couponEntryError('SUMMER', undefined)).toBeUndefined();
    expect(couponEntryError(' SUMMER ', 'SUMMER')).toBeUndefined();
    expect(couponEntryError('', undefined)).toBe('booking.validation.required');
    expect(couponEntryError('SUMMER WINTER', undefined)).toBe('error.coupon.onlyOne');
    expect(couponEntryError('SUMMER,WINTER', undefined)).toBe('error.coupon.onlyOne');
    expect(couponEntryError('WINTER', 'SUMMER')).toBe('error.coupon.onlyOne');
  });
});
