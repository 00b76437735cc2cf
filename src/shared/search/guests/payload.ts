import type { SearchRoom } from '../../../api/contract/rooms.ts';
import type { RoomContext } from './limits.ts';
import { roomsValid } from './limits.ts';
import { childCount, type RoomGuests, tierCount } from './room-guests.ts';

/** One room of the room search payload without its dates: the guests part. */
export type SearchRoomGuests = Omit<SearchRoom, 'checkin_date' | 'checkout_date'>;

/**
 * One room in the spec's payload shape: `adults`, `children`, and the children as
 * `kids_age_range` ([{code, count}] per tier, companion tiers included, zero counts left
 * out) or `kids_ages` (one age per child). `children` equals the children listed, as the
 * server checks.
 */
export function roomPayload(room: RoomGuests, ctx: RoomContext): SearchRoomGuests {
  const codes = [
    ...(ctx.mode === 'tiers' ? ctx.tiers.map((t) => t.code) : []),
    ...ctx.companionCodes,
  ];
  const ranges = codes
    .map((code) => ({ code, count: tierCount(room, code) }))
    .filter((r) => r.count > 0);
  const ages = ctx.mode === 'ages' ? room.kidsAges.filter((a): a is number => a !== null) : [];
  const children = ranges.reduce((s, r) => s + r.count, 0) + ages.length;
  return {
    adults: room.adults,
    children,
    ...(ranges.length > 0 ? { kids_age_range: ranges } : {}),
    ...(ages.length > 0 ? { kids_ages: ages } : {}),
  };
}

/** The rooms payload, or null while any room has an error (e.g. an age not chosen). */
export function roomsPayload(
  rooms: readonly RoomGuests[],
  ctx: RoomContext,
): SearchRoomGuests[] | null {
  if (!roomsValid(rooms, ctx)) return null;
  return rooms.map((r) => roomPayload(r, ctx));
}

/** Total children (tiers or ages) across rooms, companions excluded. */
export function totalChildren(rooms: readonly RoomGuests[], ctx: RoomContext): number {
  return rooms.reduce((sum, r) => sum + childCount(r, ctx.mode, ctx.tiers), 0);
}
