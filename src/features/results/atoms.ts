import { atom } from 'jotai';
import type { SelectedRoom } from '../../shared/search/selection.ts';

/** The guest's selected rooms; one per element store, so two widgets never share it. */
export const selectionAtom = atom<SelectedRoom[]>([]);
