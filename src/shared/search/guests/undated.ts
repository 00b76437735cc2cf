import type { SearchRoomGuests } from './payload.ts';

/** A room's guests in a canonical form, so equal guests compare equal. */
function guestsKey(room: SearchRoomGuests): string {
  const ranges = [...(room.kids_age_range ?? [])]
    .filter((r) => r.count > 0)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((r) => `${r.code}:${r.count}`);
  const ages = [...(room.kids_ages ?? [])].sort((a, b) => a - b);
  return `${room.adults}|${ranges.join(',')}|${ages.join(',')}`;
}

/**
 * Whether an undated search (`search_type=undated`, a number of nights) is allowed: not when
 * rooms differ in guest counts (product.md §5). Children are compared per tier or age,
 * ignoring order.
 */
export function undatedSearchAllowed(rooms: readonly SearchRoomGuests[]): boolean {
  return new Set(rooms.map(guestsKey)).size <= 1;
}
