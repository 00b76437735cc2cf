import type { BookingDraft } from './draft.ts';

/** Saved browsing state lasts 10 minutes (doc 2 §9). */
export const DRAFT_TTL_MS = 10 * 60_000;

const keyFor = (hotelCode: string) => `hotel_booking_draft_${hotelCode}`;

const STEPS: readonly unknown[] = ['guest-detail', 'payment'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Enough of the draft's shape that the booking screens can render it. Storage is outside our
 * control (another version of the widget, a hand edit): a draft that fails this is dropped
 * rather than crashing a screen. Cheap on purpose: this runs on the first screen.
 */
function isDraft(value: unknown, hotelCode: string): value is BookingDraft {
  return (
    isRecord(value) &&
    value.hotelCode === hotelCode &&
    isText(value.checkin) &&
    isText(value.checkout) &&
    isText(value.paymentType) &&
    isText(value.currency) &&
    isText(value.idempotencyKey) &&
    STEPS.includes(value.step) &&
    Array.isArray(value.rooms) &&
    value.rooms.length > 0 &&
    value.rooms.every(isRecord) &&
    Array.isArray(value.extras) &&
    Array.isArray(value.answers) &&
    isRecord(value.guest) &&
    isText(value.guest.first_name) &&
    isText(value.guest.email)
  );
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
  const saved = { savedAt: now, draft };
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
    const saved: unknown = JSON.parse(raw);
    if (
      isRecord(saved) &&
      typeof saved.savedAt === 'number' &&
      now - saved.savedAt <= DRAFT_TTL_MS &&
      isDraft(saved.draft, hotelCode)
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
