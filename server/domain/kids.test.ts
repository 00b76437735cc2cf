import { describe, expect, it } from 'vitest';
import type { KidsTier } from '../../src/api/contract/index.ts';
import { refusal } from '../test/refusal.ts';
import { guestsInRoom, resolveKids } from './kids.ts';

const tiers: KidsTier[] = [
  { code: 'A', name: {}, age_min: 6, age_max: 11, rate_percent: 70, counts_as_guest: true },
  { code: 'C', name: {}, age_min: 0, age_max: 2, rate_percent: 0, counts_as_guest: false },
];
describe('kids', () => {
  it('maps ages onto tiers for the ages policy', () => {
    expect(resolveKids('ages', tiers, { kids_ages: [7, 1, 9] })).toEqual([
      { code: 'A', count: 2 },
      { code: 'C', count: 1 },
    ]);
  });
  it('rejects ages no tier covers, ages at a tiers hotel, and unknown tiers', () => {
    expect(refusal(() => resolveKids('ages', tiers, { kids_ages: [4] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(refusal(() => resolveKids('tiers', tiers, { kids_ages: [7] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(
      refusal(() => resolveKids('tiers', tiers, { kids_tiers: [{ code: 'Z', count: 1 }] })),
    ).toBe('1000:rooms.kids_tiers');
  });
  it('counts infants sharing a bed out of the room capacity', () => {
    expect(
      guestsInRoom(
        2,
        [
          { code: 'A', count: 1 },
          { code: 'C', count: 2 },
        ],
        tiers,
      ),
    ).toBe(3);
  });
});
