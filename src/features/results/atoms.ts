import { atom } from 'jotai';
import type { SelectedRoom } from './selection.ts';

/** The guest's selected rooms; one per element store, so two widgets never share it. */
export const selectionAtom = atom<SelectedRoom[]>([]);
