import { atom, type createStore, type PrimitiveAtom } from 'jotai/vanilla';
import type { ApiError } from '../../api/errors/api-error.ts';
import { ERROR_SLOTS, type ErrorSlot } from '../../api/errors/error-slot.ts';
import { toApiError } from '../../api/errors/to-api-error.ts';

/** A jotai store; one per widget instance (ARCHITECTURE principle 4). */
export type Store = ReturnType<typeof createStore>;

/**
 * One atom per error slot. The atoms are module-level keys; their values live in each
 * element's own store, so two widgets on a page never share an error.
 */
export const errorSlotAtoms: Readonly<Record<ErrorSlot, PrimitiveAtom<ApiError | null>>> = {
  init: atom<ApiError | null>(null),
  searchResult: atom<ApiError | null>(null),
  roomLottery: atom<ApiError | null>(null),
  reservation: atom<ApiError | null>(null),
  reservationWarning: atom<ApiError | null>(null),
  global: atom<ApiError | null>(null),
  customFetch: atom<ApiError | null>(null),
  guestForm: atom<ApiError | null>(null),
};

/** True once the user closed the global banner; reset whenever a new global error arrives. */
export const globalBannerDismissedAtom: PrimitiveAtom<boolean> = atom(false);

/** The global error the banner should show: null when there is none or it was dismissed. */
export const globalBannerAtom = atom<ApiError | null>((get) =>
  get(globalBannerDismissedAtom) ? null : get(errorSlotAtoms.global),
);

/**
 * Puts an error into a slot (tagged with that slot). Anything that is not an ApiError is
 * converted, so callers can pass a caught value as it is.
 */
export function setError(store: Store, slot: ErrorSlot, error: unknown): ApiError {
  const tagged = toApiError(error).inSlot(slot);
  store.set(errorSlotAtoms[slot], tagged);
  if (slot === 'global') store.set(globalBannerDismissedAtom, false);
  return tagged;
}

/** Empties one slot. */
export function clearError(store: Store, slot: ErrorSlot): void {
  store.set(errorSlotAtoms[slot], null);
}

/** Empties every slot, e.g. on sign-out or a locale change. */
export function clearAllErrors(store: Store): void {
  for (const slot of ERROR_SLOTS) clearError(store, slot);
}

/** The error currently in a slot, or null. */
export function getError(store: Store, slot: ErrorSlot): ApiError | null {
  return store.get(errorSlotAtoms[slot]);
}

/** Hides the global banner until the next global error (the error itself stays readable). */
export function dismissGlobalBanner(store: Store): void {
  store.set(globalBannerDismissedAtom, true);
}
