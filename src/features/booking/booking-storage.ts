import type { BookingDraft } from './draft.ts';

/** Saved browsing state lasts 10 minutes (doc 2 §9). */
export const DRAFT_TTL_MS = 10 * 60_000;

const keyFor = (hotelCode: string) => `hotel_booking_draft_${hotelCode}`;

interface Saved {
  savedAt: number;
  draft: BookingDraft;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (sandboxed iframe, privacy settings): the flow still works in memory.
    return null;
  }
}

/** Saves the draft with the time it was saved. */
export function saveDraft(draft: BookingDraft, now = Date.now()): void {
  const saved: Saved = { savedAt: now, draft };
  try {
    storage()?.setItem(keyFor(draft.hotelCode), JSON.stringify(saved));
  } catch {
    // Quota or blocked storage: keeping the draft in memory is all we can do.
  }
}

/** The saved draft of a hotel if it is younger than 10 minutes; older ones are removed. */
export function loadDraft(hotelCode: string, now = Date.now()): BookingDraft | null {
  const store = storage();
  const raw = store?.getItem(keyFor(hotelCode));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Saved;
    if (
      typeof saved.savedAt === 'number' &&
      now - saved.savedAt <= DRAFT_TTL_MS &&
      saved.draft?.hotelCode === hotelCode
    ) {
      return saved.draft;
    }
  } catch {
    // A damaged entry is treated as absent.
  }
  store?.removeItem(keyFor(hotelCode));
  return null;
}

/** Forgets the draft (after a reservation was made or the guest started over). */
export function clearDraft(hotelCode: string): void {
  try {
    storage()?.removeItem(keyFor(hotelCode));
  } catch {
    // Nothing saved then.
  }
}
