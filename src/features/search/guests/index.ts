export type { GuestsChange, GuestsEditorProps } from './GuestsEditor.tsx';
export { GuestsEditor } from './GuestsEditor.tsx';
export type {
  ChildrenMode,
  CompanionCode,
  CompanionTierInput,
  KidsSettingInput,
  KidsTierInput,
  KidsType,
  TierName,
} from './kids-policy.ts';
export { childrenMode, tierName } from './kids-policy.ts';
export type { GuestLimitSettings, GuestLimits, RoomContext, RoomIssue } from './limits.ts';
export { DEFAULT_MAX_GUESTS_PER_ROOM, guestLimits, roomIssues, roomsValid } from './limits.ts';
export type { SearchRoomGuests } from './payload.ts';
export { roomPayload, roomsPayload } from './payload.ts';
export type { RoomGuests } from './room-guests.ts';
export { DEFAULT_ADULTS, guestCount, newRoom } from './room-guests.ts';
export { undatedSearchAllowed } from './undated.ts';
