import type { ChildrenMode, KidsTierInput } from './kids-policy.ts';
import { childCount, guestCount, type RoomGuests } from './room-guests.ts';

/** Guests allowed per room when the hotel's setting is missing (spec §5, doc 2 §9). */
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

/** The limits the editor enforces. */
export interface GuestLimits {
  readonly maxGuestsPerRoom: number;
  readonly maxRooms: number;
  /** Children per adult above which the editor warns; no warning when absent. */
  readonly maxChildrenPerAdult?: number;
}

/** The init settings that decide the limits. */
export interface GuestLimitSettings {
  readonly max_guests_per_room?: number | null;
  readonly multi_rooms_search_enabled?: boolean;
  readonly multi_rooms_search_limit?: number | null;
  readonly maxChildrenPerAdult?: number;
}

const positive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Limits from the settings: up to `max_guests_per_room` guests (20 when missing), and
 * `multi_rooms_search_limit` rooms when multi-room search is enabled (else one room).
 */
export function guestLimits(settings: GuestLimitSettings): GuestLimits {
  const maxRooms =
    settings.multi_rooms_search_enabled && positive(settings.multi_rooms_search_limit)
      ? settings.multi_rooms_search_limit
      : 1;
  return {
    maxGuestsPerRoom: positive(settings.max_guests_per_room)
      ? settings.max_guests_per_room
      : DEFAULT_MAX_GUESTS_PER_ROOM,
    maxRooms,
    ...(positive(settings.maxChildrenPerAdult)
      ? { maxChildrenPerAdult: settings.maxChildrenPerAdult }
      : {}),
  };
}

/** A problem with one room: errors block the search, warnings only inform. */
export type RoomIssue =
  | { readonly kind: 'maxGuests'; readonly severity: 'error'; readonly max: number }
  | { readonly kind: 'ageMissing'; readonly severity: 'error' }
  | { readonly kind: 'childrenPerAdult'; readonly severity: 'warning'; readonly max: number };

/** What the editor needs to judge a room. */
export interface RoomContext {
  readonly mode: ChildrenMode;
  readonly tiers: readonly KidsTierInput[];
  readonly companionCodes: readonly string[];
  readonly limits: GuestLimits;
}

/** The room's issues, errors first. */
export function roomIssues(room: RoomGuests, ctx: RoomContext): RoomIssue[] {
  const issues: RoomIssue[] = [];
  const max = ctx.limits.maxGuestsPerRoom;
  if (guestCount(room, ctx.mode, ctx.tiers, ctx.companionCodes) > max) {
    issues.push({ kind: 'maxGuests', severity: 'error', max });
  }
  if (ctx.mode === 'ages' && room.kidsAges.some((a) => a === null)) {
    issues.push({ kind: 'ageMissing', severity: 'error' });
  }
  const perAdult = ctx.limits.maxChildrenPerAdult;
  if (perAdult !== undefined && childCount(room, ctx.mode, ctx.tiers) > room.adults * perAdult) {
    issues.push({ kind: 'childrenPerAdult', severity: 'warning', max: perAdult });
  }
  return issues;
}

/** Whether one more guest fits the room. */
export function hasRoomForOneMore(room: RoomGuests, ctx: RoomContext): boolean {
  return guestCount(room, ctx.mode, ctx.tiers, ctx.companionCodes) < ctx.limits.maxGuestsPerRoom;
}

/** True when no room has an error (warnings allowed). */
export function roomsValid(rooms: readonly RoomGuests[], ctx: RoomContext): boolean {
  return (
    rooms.length >= 1 &&
    rooms.length <= ctx.limits.maxRooms &&
    rooms.every((r) => roomIssues(r, ctx).every((i) => i.severity !== 'error'))
  );
}
