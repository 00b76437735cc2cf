import { atom } from 'jotai';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import type { ApiError } from '../../api/errors/api-error.ts';
import { resetOnLocaleChange } from '../../shared/locale/locale-state.ts';
import { selectionAtom } from './atoms.ts';

/** The last room search of this widget: keyed by its query so a new query searches again. */
export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; data: RoomSearchResponse }
  | { status: 'failed'; key: string; error: ApiError };

export const resultsAtom = atom<ResultsState>({ status: 'idle' });

/**
 * Who the last search was for (the member's id, 0 for a guest): members-only plans are
 * bookable or not by who asks, so results of another sign-in state are searched again.
 */
export const searchedForAtom = atom(0);

// Spec §4: a locale change clears cached rooms and plans (names come back in the new language).
resetOnLocaleChange((store) => {
  store.set(resultsAtom, { status: 'idle' });
  store.set(selectionAtom, []);
});
