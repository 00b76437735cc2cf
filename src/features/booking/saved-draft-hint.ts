import { draftStorageKey } from '../../rules/stored-keys.ts';

export { draftStorageKey };

/**
 * Whether a saved draft of the hotel may exist: a key lookup, so the first screen can skip
 * loading the draft's reader and schema when there is none. Unreadable storage answers true
 * (the reader then decides).
 */
export function mayHaveSavedDraft(hotelCode: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(draftStorageKey(hotelCode)) !== null;
  } catch {
    return true;
  }
}
