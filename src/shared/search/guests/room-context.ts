import {
  activeCompanions,
  type CompanionTierInput,
  childrenMode,
  type KidsSettingInput,
  type KidsTierInput,
} from './kids-policy.ts';
import { guestLimits, type RoomContext } from './limits.ts';

/** The hotel's (and member's) inputs the guests rules depend on. */
export interface GuestsInputs {
  /** `kids_setting` from the init settings. */
  readonly kidsSetting: KidsSettingInput;
  /** `kids_tiers` from the init settings. */
  readonly kidsTiers: readonly KidsTierInput[];
  /** Companion tiers of the member's program (`additional_tiers_attributes`). */
  readonly companions?: readonly CompanionTierInput[];
  /** `max_guests_per_room`; 20 when missing. */
  readonly maxGuestsPerRoom?: number | null;
  readonly multiRoomsSearchEnabled?: boolean;
  readonly multiRoomsSearchLimit?: number | null;
  /** Children per adult above which a warning shows (the spec gives no number). */
  readonly maxChildrenPerAdult?: number;
}

/**
 * The rules' context for these inputs. The editor validates with it and the search screen
 * builds its payload with it, so both always agree.
 */
export function roomContextFor(inputs: GuestsInputs): RoomContext {
  const mode = childrenMode(inputs.kidsSetting);
  return {
    mode,
    tiers: inputs.kidsTiers,
    companionCodes: activeCompanions(inputs.companions, mode).map((c) => c.code),
    limits: guestLimits({
      max_guests_per_room: inputs.maxGuestsPerRoom ?? null,
      multi_rooms_search_enabled: inputs.multiRoomsSearchEnabled ?? false,
      multi_rooms_search_limit: inputs.multiRoomsSearchLimit ?? null,
      ...(inputs.maxChildrenPerAdult !== undefined
        ? { maxChildrenPerAdult: inputs.maxChildrenPerAdult }
        : {}),
    }),
  };
}
