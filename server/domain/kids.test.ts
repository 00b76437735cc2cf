import { describe, expect, it } from 'vitest';
import type { KidsTier } from '../../src/api/contract/index.ts';
import { DomainError } from './errors.ts';
import { guestsInRoom, resolveKids } from './kids.ts';

const tiers: KidsTier[] = [
  { code: 'A', name: {}, age_min: 6, age_max: 11, rate_percent: 70, counts_as_guest: true },
  { code: 'C', name: {}, age_min: 0, age_max: 2, rate_percent: 0, counts_as_guest: false },
];
const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}:${e.field}`;
  }
  return undefined;
};

describe('kids', () => {
  it('maps ages onto tiers for the ages policy', () => {
    expect(resolveKids('ages', tiers, { kids_ages: [7, 1, 9] })).toEqual([
      { code: 'A', count: 2 },
      { code: 'C', count: 1 },
    ]);
  });
  it('rejects ages no tier covers, ages at a tiers hotel, and unknown tiers', () => {
    expect(fieldOf(() => resolveKids('ages', tiers, { kids_ages: [4] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(fieldOf(() => resolveKids('tiers', tiers, { kids_ages: [7] }))).toBe(
      '1000:rooms.kids_ages',
    );
    expect(
      fieldOf(() => resolveKids('tiers', tiers, { kids_tiers: [{ code: 'Z', count: 1 }] })),
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
