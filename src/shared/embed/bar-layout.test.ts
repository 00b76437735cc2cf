import { describe, expect, it } from 'vitest';
import { isBarLayout, searchTarget } from './bar-layout.ts';

describe('the booking bar layout', () => {
  it("is the element's mode=bar or the hotel's booking_widget_type bar", () => {
    expect(isBarLayout({ attributes: { mode: 'bar' } }, undefined)).toBe(true);
    expect(isBarLayout({ attributes: {} }, { booking_widget_type: 'bar' })).toBe(true);
    expect(isBarLayout({ attributes: {} }, { booking_widget_type: 'standard' })).toBe(false);
    expect(isBarLayout({ attributes: { mode: 'inline' } }, undefined)).toBe(false);
  });

  it('sends Search to the results below unless search-target names another known target', () => {
    expect(searchTarget({})).toBe('results');
    expect(searchTarget({ 'search-target': ' modal ' })).toBe('modal');
    expect(searchTarget({ 'search-target': 'new-tab' })).toBe('new-tab');
    expect(searchTarget({ 'search-target': 'hosted' })).toBe('hosted');
    expect(searchTarget({ 'search-target': 'popup' })).toBe('results');
  });
});
