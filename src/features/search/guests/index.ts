export type {
  GuestsChange,
  GuestsEditorProps,
} from '../../../shared/search/guests/GuestsEditor.tsx';
export { GuestsEditor } from '../../../shared/search/guests/GuestsEditor.tsx';
export type {
  ChildrenMode,
  CompanionCode,
  CompanionTierInput,
  KidsSettingInput,
  KidsTierInput,
  KidsType,
  TierName,
} from '../../../shared/search/guests/kids-policy.ts';
export { childrenMode, tierName } from '../../../shared/search/guests/kids-policy.ts';
export type {
  GuestLimitSettings,
  GuestLimits,
  RoomContext,
  RoomIssue,
} from '../../../shared/search/guests/limits.ts';
export {
  DEFAULT_MAX_GUESTS_PER_ROOM,
  guestLimits,
  roomIssues,
  roomsValid,
} from '../../../shared/search/guests/limits.ts';
export type { SearchRoomGuests } from '../../../shared/search/guests/payload.ts';
export { roomPayload, roomsPayload } from '../../../shared/search/guests/payload.ts';
export type { RoomGuests } from '../../../shared/search/guests/room-guests.ts';
export { DEFAULT_ADULTS, guestCount, newRoom } from '../../../shared/search/guests/room-guests.ts';
export { undatedSearchAllowed } from '../../../shared/search/guests/undated.ts';
