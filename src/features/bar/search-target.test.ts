import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target.ts';

describe("the booking bar's search target", () => {
  it('sends Search to the results below unless search-target names another known target', () => {
    expect(searchTarget({})).toBe('results');
    expect(searchTarget({ 'search-target': ' modal ' })).toBe('modal');
    expect(searchTarget({ 'search-target': 'new-tab' })).toBe('new-tab');
    expect(searchTarget({ 'search-target': 'hosted' })).toBe('hosted');
    expect(searchTarget({ 'search-target': 'popup' })).toBe('results');
  });
});
