import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SearchRoomSchema } from '../../../api/contract/rooms.ts';
import type { RoomContext } from './limits.ts';
import { roomPayload, roomsPayload, totalChildren } from './payload.ts';
import { newRoom, withAge, withChildCount, withTierCount } from './room-guests.ts';
import { undatedSearchAllowed } from './undated.ts';

const tiers = [
  { code: 'A', name: 'School age' },
  { code: 'B', name: 'Infant' },
];
const limits = { maxGuestsPerRoom: 20, maxRooms: 3 };
const tiersCtx: RoomContext = { mode: 'tiers', tiers, companionCodes: [], limits };
const agesCtx: RoomContext = { mode: 'ages', tiers, companionCodes: [], limits };

describe('room payload', () => {
  it('lists tier counts as kids_age_range, leaving zero counts out', () => {
    const room = withTierCount(withTierCount(newRoom(), 'A', 0), 'B', 2);
    const payload = roomPayload(room, tiersCtx);
    expect(payload).toEqual({ adults: 2, children: 2, kids_age_range: [{ code: 'B', count: 2 }] });
    expect(v.safeParse(SearchRoomSchema, payload).success).toBe(true);
  });

  it('sends just adults and zero children without children', () => {
    expect(roomPayload(newRoom(), tiersCtx)).toEqual({ adults: 2, children: 0 });
  });

  it('lists ages as kids_ages', () => {
    const room = withAge(withAge(withChildCount(newRoom(1), 2), 0, 0), 1, 17);
    const payload = roomPayload(room, agesCtx);
    expect(payload).toEqual({ adults: 1, children: 2, kids_ages: [0, 17] });
    expect(v.safeParse(SearchRoomSchema, payload).success).toBe(true);
  });

  it('adds active companion tiers to kids_age_range', () => {
    const ctx = { ...tiersCtx, companionCodes: ['adult_companion', 'kid_tier_A_companion'] };
    const room = withTierCount(withTierCount(newRoom(), 'A', 1), 'adult_companion', 1);
    expect(roomPayload(room, ctx)).toEqual({
      adults: 2,
      children: 2,
      kids_age_range: [
        { code: 'A', count: 1 },
        { code: 'adult_companion', count: 1 },
      ],
    });
    expect(totalChildren([room], ctx)).toBe(1);
  });

  it('ignores children the hotel does not accept', () => {
    const ctx: RoomContext = { ...tiersCtx, mode: 'none' };
    expect(roomPayload(withTierCount(newRoom(), 'A', 2), ctx)).toEqual({ adults: 2, children: 0 });
  });

  it('is null while an age is missing, and a list when all are chosen', () => {
    const room = withChildCount(newRoom(), 1);
    expect(roomsPayload([room], agesCtx)).toBeNull();
    expect(roomsPayload([withAge(room, 0, 4)], agesCtx)).toEqual([
      { adults: 2, children: 1, kids_ages: [4] },
    ]);
  });
});

describe('undatedSearchAllowed', () => {
  it('allows one room, or rooms with the same guests in any order', () => {
    expect(undatedSearchAllowed([{ adults: 2 }])).toBe(true);
    expect(undatedSearchAllowed([])).toBe(true);
    expect(
      undatedSearchAllowed([
        { adults: 2, children: 2, kids_ages: [3, 7] },
        { adults: 2, children: 2, kids_ages: [7, 3] },
      ]),
    ).toBe(true);
    expect(
      undatedSearchAllowed([
        {
          adults: 2,
          kids_age_range: [
            { code: 'A', count: 1 },
            { code: 'B', count: 0 },
          ],
        },
        { adults: 2, kids_age_range: [{ code: 'A', count: 1 }] },
      ]),
    ).toBe(true);
  });

  it('refuses rooms that differ in adults or children', () => {
    expect(undatedSearchAllowed([{ adults: 2 }, { adults: 1 }])).toBe(false);
    expect(
      undatedSearchAllowed([
        { adults: 2, kids_age_range: [{ code: 'A', count: 1 }] },
        { adults: 2, kids_age_range: [{ code: 'B', count: 1 }] },
      ]),
    ).toBe(false);
    expect(
      undatedSearchAllowed([
        { adults: 2, kids_ages: [3] },
        { adults: 2, kids_ages: [4] },
      ]),
    ).toBe(false);
  });
});
