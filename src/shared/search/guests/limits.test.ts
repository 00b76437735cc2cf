import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_GUESTS_PER_ROOM,
  guestLimits,
  hasRoomForOneMore,
  type RoomContext,
  roomIssues,
  roomsValid,
} from './limits.ts';
import { newRoom, withAge, withChildCount, withTierCount } from './room-guests.ts';

const tiers = [{ code: 'A', name: 'Child' }];
const ctx = (over: Partial<RoomContext> = {}): RoomContext => ({
  mode: 'tiers',
  tiers,
  companionCodes: [],
  limits: { maxGuestsPerRoom: 4, maxRooms: 3 },
  ...over,
});

describe('guestLimits', () => {
  it('defaults to 20 guests per room when the setting is missing or invalid', () => {
    expect(guestLimits({}).maxGuestsPerRoom).toBe(DEFAULT_MAX_GUESTS_PER_ROOM);
    expect(guestLimits({ max_guests_per_room: null }).maxGuestsPerRoom).toBe(20);
    expect(guestLimits({ max_guests_per_room: 0 }).maxGuestsPerRoom).toBe(20);
    expect(guestLimits({ max_guests_per_room: 5 }).maxGuestsPerRoom).toBe(5);
  });

  it('allows several rooms only when multi-room search is enabled', () => {
    expect(guestLimits({ multi_rooms_search_limit: 5 }).maxRooms).toBe(1);
    expect(
      guestLimits({ multi_rooms_search_enabled: true, multi_rooms_search_limit: 5 }).maxRooms,
    ).toBe(5);
    expect(guestLimits({ multi_rooms_search_enabled: true }).maxRooms).toBe(1);
  });

  it('keeps a children-per-adult limit only when one is given', () => {
    expect(guestLimits({}).maxChildrenPerAdult).toBeUndefined();
    expect(guestLimits({ maxChildrenPerAdult: 2 }).maxChildrenPerAdult).toBe(2);
  });
});

describe('roomIssues', () => {
  it('allows exactly the maximum guests and refuses one more', () => {
    const full = withTierCount(newRoom(), 'A', 2);
    expect(roomIssues(full, ctx())).toEqual([]);
    expect(hasRoomForOneMore(full, ctx())).toBe(false);
    const over = withTierCount(newRoom(), 'A', 3);
    expect(roomIssues(over, ctx())).toEqual([{ kind: 'maxGuests', severity: 'error', max: 4 }]);
    expect(roomsValid([over], ctx())).toBe(false);
  });

  it('requires every age in ages mode', () => {
    const room = withChildCount(newRoom(), 2);
    const ages = ctx({ mode: 'ages' });
    expect(roomIssues(room, ages)).toEqual([{ kind: 'ageMissing', severity: 'error' }]);
    const done = withAge(withAge(room, 0, 3), 1, 17);
    expect(roomIssues(done, ages)).toEqual([]);
    expect(roomsValid([done], ages)).toBe(true);
  });

  it('warns, without blocking, above the children per adult', () => {
    const limits = { maxGuestsPerRoom: 20, maxRooms: 1, maxChildrenPerAdult: 2 };
    const room = withTierCount(newRoom(1), 'A', 3);
    expect(roomIssues(room, ctx({ limits }))).toEqual([
      { kind: 'childrenPerAdult', severity: 'warning', max: 2 },
    ]);
    expect(roomsValid([room], ctx({ limits }))).toBe(true);
    expect(roomIssues(withTierCount(newRoom(2), 'A', 4), ctx({ limits }))).toEqual([]);
  });

  it('refuses more rooms than allowed', () => {
    expect(
      roomsValid([newRoom(), newRoom()], ctx({ limits: { maxGuestsPerRoom: 4, maxRooms: 1 } })),
    ).toBe(false);
    expect(roomsValid([], ctx())).toBe(false);
  });
});
