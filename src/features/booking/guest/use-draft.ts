import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from '../../../react.ts';
import { loadDraft, saveDraft } from '../booking-storage.ts';
import { type BookingDraft, bookingDraftAtom } from '../draft.ts';

/** The booking draft of this screen and the one way to change it. */
export interface DraftAccess {
  /** False until the saved draft was looked up (avoids flashing "no booking"). */
  checked: boolean;
  draft: BookingDraft | null;
  /** Applies a change, keeps it in the element's store and saves it at once. */
  update(change: (draft: BookingDraft) => BookingDraft): void;
}

/**
 * The draft from the element's store, or after a reload from session storage (10 minutes).
 * Every change is saved immediately: a sessionStorage write of a few hundred bytes is cheaper
 * than the risk of a debounced save missing the last keystrokes before a reload.
 */
export function useBookingDraft(hotelCode: string): DraftAccess {
  const store = useStore();
  const draft = useAtomValue(bookingDraftAtom);
  const [checked, setChecked] = useState(() => draft?.hotelCode === hotelCode);
  useEffect(() => {
    const current = store.get(bookingDraftAtom);
    if (current?.hotelCode !== hotelCode) store.set(bookingDraftAtom, loadDraft(hotelCode));
    setChecked(true);
  }, [store, hotelCode]);
  const update = useCallback(
    (change: (draft: BookingDraft) => BookingDraft) => {
      const current = store.get(bookingDraftAtom);
      if (!current) return;
      const next = change(current);
      store.set(bookingDraftAtom, next);
      saveDraft(next);
    },
    [store],
  );
  return { checked, draft: draft?.hotelCode === hotelCode ? draft : null, update };
}
