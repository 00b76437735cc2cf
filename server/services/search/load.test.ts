import { describe, expect, it } from 'vitest';
import { inventoryWindow, UNDATED_WINDOW_DAYS } from './load.ts';

describe('inventoryWindow', () => {
  it('loads the nights of a dated stay', () => {
    const stay = { checkin: '2030-01-10', checkout: '2030-01-12' };
    expect(inventoryWindow(stay, '2030-01-01', 2)).toEqual({
      from: '2030-01-10',
      to: '2030-01-12',
    });
  });
  it('loads further when the next free date is looked for', () => {
    const stay = { checkin: '2030-01-10', checkout: '2030-01-12' };
    expect(inventoryWindow(stay, '2030-01-01', 2, 60).to).toBe('2030-03-13');
  });
  it('starts an undated window at the check-in offset from today', () => {
    expect(UNDATED_WINDOW_DAYS).toBe(90);
    expect(inventoryWindow(null, '2030-01-01', 2)).toEqual({
      from: '2030-01-03',
      to: '2030-04-03',
    });
  });
});
