import { describe, expect, it } from 'vitest';
import { addressChildren, withAddressChildren } from './address-children.ts';
import type { KidsTierInput } from './kids-policy.ts';
import { newRoom } from './room-guests.ts';

const TIERS: KidsTierInput[] = [
  { code: 'infant', name: 'Infant', age_min: 0, age_max: 2 },
  { code: 'child', name: 'Child', min_age: 3, max_age: 11 },
];

describe('children from the address (agency hotel links)', () => {
  it('reads the count, and the ages only when there is one per child', () => {
    expect(addressChildren({ children: '2', kids_ages: '4,9' })).toEqual({
      count: 2,
      ages: [4, 9],
    });
    expect(addressChildren({ children: '2', kids_ages: '4' })).toEqual({ count: 2 });
    expect(addressChildren({ children: '1', kids_ages: '19' })).toEqual({ count: 1 });
    expect(addressChildren({ children: 'x' })).toEqual({ count: 0 });
    expect(addressChildren({})).toEqual({ count: 0 });
  });

  it('gives an ages hotel the ages, or children whose ages the guest still chooses', () => {
    const ctx = { mode: 'ages' as const, tiers: [] };
    expect(withAddressChildren(newRoom(2), { children: '2', kids_ages: '4,9' }, ctx)).toEqual({
      adults: 2,
      kidsAges: [4, 9],
      kidsTiers: {},
    });
    expect(withAddressChildren(newRoom(2), { children: '1' }, ctx).kidsAges).toEqual([null]);
  });

  it('puts each child in the tier whose ages hold it; none for a hotel that takes no children', () => {
    const ctx = { mode: 'tiers' as const, tiers: TIERS };
    expect(
      withAddressChildren(newRoom(2), { children: '3', kids_ages: '1,4,9' }, ctx).kidsTiers,
    ).toEqual({ infant: 1, child: 2 });
    // Ages unknown: the tiers are the guest's to choose.
    expect(withAddressChildren(newRoom(2), { children: '2' }, ctx)).toEqual(newRoom(2));
    expect(
      withAddressChildren(
        newRoom(2),
        { children: '1', kids_ages: '5' },
        { mode: 'none', tiers: [] },
      ),
    ).toEqual(newRoom(2));
  });
});
