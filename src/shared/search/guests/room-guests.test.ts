import { describe, expect, it } from 'vitest';
import {
  addRoom,
  childCount,
  guestCount,
  newRoom,
  removeRoom,
  withAdults,
  withAge,
  withChildCount,
  withTierCount,
} from './room-guests.ts';

const tiers = [
  { code: 'A', name: 'School age' },
  { code: 'B', name: 'Infant', counts_as_guest: false },
];

describe('room guests', () => {
  it('starts with two adults and no children; never fewer than one adult', () => {
    expect(newRoom()).toEqual({ adults: 2, kidsAges: [], kidsTiers: {} });
    expect(withAdults(newRoom(), 0).adults).toBe(1);
    expect(withAdults(newRoom(), 5).adults).toBe(5);
  });

  it('adds children without ages and keeps chosen ages when removing the last', () => {
    let room = withChildCount(newRoom(), 2);
    expect(room.kidsAges).toEqual([null, null]);
    room = withAge(room, 0, 7);
    room = withAge(room, 1, 0);
    room = withChildCount(room, 3);
    expect(room.kidsAges).toEqual([7, 0, null]);
    room = withChildCount(room, 1);
    expect(room.kidsAges).toEqual([7]);
    expect(withAge(room, 5, 3)).toBe(room);
    expect(withChildCount(room, -1).kidsAges).toEqual([]);
  });

  it('counts children and guests per policy', () => {
    const room = withTierCount(withTierCount(newRoom(), 'A', 2), 'B', 1);
    expect(childCount(room, 'tiers', tiers)).toBe(3);
    // The infant shares a bed: not counted against capacity.
    expect(guestCount(room, 'tiers', tiers)).toBe(4);
    expect(childCount(room, 'none', tiers)).toBe(0);
    const aged = withChildCount(newRoom(1), 2);
    expect(guestCount(aged, 'ages', tiers)).toBe(3);
    const companions = withTierCount(newRoom(), 'adult_companion', 1);
    expect(guestCount(companions, 'tiers', tiers, ['adult_companion'])).toBe(3);
    expect(childCount(companions, 'tiers', tiers)).toBe(0);
  });

  it('adds rooms up to the limit and never removes the last one', () => {
    const one = [newRoom()];
    const two = addRoom(one, 3);
    expect(two).toHaveLength(2);
    expect(addRoom(addRoom(two, 3), 3)).toHaveLength(3);
    expect(addRoom(addRoom(addRoom(two, 3), 3), 3)).toHaveLength(3);
    expect(addRoom(one, 1)).toHaveLength(1);
    expect(removeRoom(one, 0)).toHaveLength(1);
    const removed = removeRoom([newRoom(1), newRoom(2), newRoom(3)], 1);
    expect(removed.map((r) => r.adults)).toEqual([1, 3]);
  });
});
