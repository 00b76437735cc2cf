import type { ChildrenMode, KidsTierInput } from './kids-policy.ts';

/**
 * One room as the guest edits it. Both children shapes are kept, so switching nothing is
 * lost; which one is read depends on the hotel's {@link ChildrenMode}.
 */
export interface RoomGuests {
  readonly adults: number;
  /** Ages policy: one entry per child, `null` until its age is chosen. */
  readonly kidsAges: readonly (number | null)[];
  /** Tiers policy (and companion tiers): children per tier code. */
  readonly kidsTiers: Readonly<Record<string, number>>;
}

/** Adults in a new room (spec doc 2 §9). */
export const DEFAULT_ADULTS = 2;

/** Fewest adults a room can have. */
export const MIN_ADULTS = 1;

/** A new room: two adults, no children. */
export function newRoom(adults = DEFAULT_ADULTS): RoomGuests {
  return { adults, kidsAges: [], kidsTiers: {} };
}

/** The room with `adults` adults (never fewer than one). */
export function withAdults(room: RoomGuests, adults: number): RoomGuests {
  return { ...room, adults: Math.max(MIN_ADULTS, Math.trunc(adults)) };
}

/**
 * The room with `count` children in ages mode: new children start without an age; removing
 * children drops the last ones, keeping the ages already chosen for the others.
 */
export function withChildCount(room: RoomGuests, count: number): RoomGuests {
  const n = Math.max(0, Math.trunc(count));
  const ages = room.kidsAges.slice(0, n);
  while (ages.length < n) ages.push(null);
  return { ...room, kidsAges: ages };
}

/** The room with child `index`'s age set (or cleared with null). */
export function withAge(room: RoomGuests, index: number, age: number | null): RoomGuests {
  if (index < 0 || index >= room.kidsAges.length) return room;
  const ages = [...room.kidsAges];
  ages[index] = age;
  return { ...room, kidsAges: ages };
}

/** The room with `count` children of tier `code` (companion codes too). */
export function withTierCount(room: RoomGuests, code: string, count: number): RoomGuests {
  return { ...room, kidsTiers: { ...room.kidsTiers, [code]: Math.max(0, Math.trunc(count)) } };
}

/** Count of tier `code` in the room (0 when absent). */
export function tierCount(room: RoomGuests, code: string): number {
  return room.kidsTiers[code] ?? 0;
}

/** Children in the room under the policy; companions are not children here. */
export function childCount(
  room: RoomGuests,
  mode: ChildrenMode,
  tiers: readonly KidsTierInput[],
): number {
  if (mode === 'ages') return room.kidsAges.length;
  if (mode === 'tiers') return tiers.reduce((sum, t) => sum + tierCount(room, t.code), 0);
  return 0;
}

/** Companions of either kind in the room. */
export function companionCount(room: RoomGuests, codes: readonly string[]): number {
  return codes.reduce((sum, code) => sum + tierCount(room, code), 0);
}

/**
 * People who count against the room's capacity: adults, companions and children, except
 * tier children the hotel marks as not counting (infants sharing a bed).
 */
export function guestCount(
  room: RoomGuests,
  mode: ChildrenMode,
  tiers: readonly KidsTierInput[],
  companionCodes: readonly string[] = [],
): number {
  let guests = room.adults + companionCount(room, companionCodes);
  if (mode === 'ages') guests += room.kidsAges.length;
  if (mode === 'tiers') {
    for (const t of tiers) if (t.counts_as_guest !== false) guests += tierCount(room, t.code);
  }
  return guests;
}

/** Rooms with one more new room at the end, unless `maxRooms` is reached. */
export function addRoom(rooms: readonly RoomGuests[], maxRooms: number): RoomGuests[] {
  return rooms.length >= maxRooms ? [...rooms] : [...rooms, newRoom()];
}

/** Rooms without room `index`; the last room cannot be removed. */
export function removeRoom(rooms: readonly RoomGuests[], index: number): RoomGuests[] {
  if (rooms.length <= 1) return [...rooms];
  return rooms.filter((_, i) => i !== index);
}
