import * as v from 'valibot';
import { storedValue } from '../../shared/storage/stored-value.ts';
import type { BookingDraft } from './draft.ts';
import { draftStorageKey } from './saved-draft-hint.ts';

/** Saved browsing state lasts 10 minutes (doc 2 §9). */
export const DRAFT_TTL_MS = 10 * 60_000;

/**
 * Enough of the draft's shape that the booking screens can render it. Storage is outside our
 * control (another version of the widget, a hand edit): a draft that fails this is dropped
 * rather than crashing a screen. Deliberately not the contract's request schemas: a draft holds
 * what the guest typed, valid or not yet, and this runs on the first screen.
 */
const DraftShapeSchema = v.looseObject({
  hotelCode: v.string(),
  checkin: v.string(),
  checkout: v.string(),
  paymentType: v.string(),
  currency: v.string(),
  idempotencyKey: v.string(),
  step: v.picklist(['guest-detail', 'payment']),
  rooms: v.pipe(v.array(v.looseObject({})), v.minLength(1)),
  extras: v.array(v.unknown()),
  includedExtraIds: v.optional(v.array(v.string())),
  answers: v.array(v.unknown()),
  guest: v.looseObject({ first_name: v.string(), email: v.string() }),
});

/** A hotel's saved draft: the shape above, and that hotel's. */
const draftEntry = (hotelCode: string) =>
  storedValue({
    key: draftStorageKey(hotelCode),
    schema: v.custom<BookingDraft>(
      (value) => v.is(DraftShapeSchema, value) && value.hotelCode === hotelCode,
    ),
    ttlMs: DRAFT_TTL_MS,
    // Saved as `{ savedAt, draft }` since the first version; kept so saved drafts still load.
    valueField: 'draft',
  });

/** Saves the draft with the time it was saved; without storage it lives in memory only. */
export function saveDraft(draft: BookingDraft, now = Date.now()): void {
  draftEntry(draft.hotelCode).write(draft, now);
}

/** The saved draft of a hotel if it is younger than 10 minutes; older ones are removed. */
export function loadDraft(hotelCode: string, now = Date.now()): BookingDraft | null {
  return draftEntry(hotelCode).read(now) ?? null;
}

/** Forgets the draft (after a reservation was made or the guest started over). */
export function clearDraft(hotelCode: string): void {
  draftEntry(hotelCode).remove();
}
