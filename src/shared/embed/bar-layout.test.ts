import { describe, expect, it } from 'vitest';
import { isBarLayout } from './bar-layout.ts';

describe('the booking bar layout', () => {
  it("is the element's mode=bar or the hotel's booking_widget_type bar", () => {
    expect(isBarLayout({ attributes: { mode: 'bar' } }, undefined)).toBe(true);
    expect(isBarLayout({ attributes: {} }, { booking_widget_type: 'bar' })).toBe(true);
    expect(isBarLayout({ attributes: {} }, { booking_widget_type: 'standard' })).toBe(false);
    expect(isBarLayout({ attributes: { mode: 'inline' } }, undefined)).toBe(false);
  });
});
