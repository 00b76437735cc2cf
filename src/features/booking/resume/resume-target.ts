import type { BookingDraft } from '../draft.ts';

/** A saved booking the results screen can offer to continue, and where it continues. */
export interface ResumeTarget {
  readonly draft: BookingDraft;
  /** The step's address in this widget: guest details or payment. */
  readonly path: string;
}

/**
 * Whether a booking can be resumed on the results screen: a saved draft (booking-storage.ts,
 * 10 minutes) of this hotel with rooms and dates, while this widget holds no draft in memory —
 * a guest who came back to the rooms on purpose already keeps the draft through "Continue".
 */
export function resumeTarget(
  saved: BookingDraft | null,
  inMemory: BookingDraft | null,
  hotelCode: string,
): ResumeTarget | null {
  if (!saved || saved.hotelCode !== hotelCode) return null;
  if (inMemory?.hotelCode === hotelCode) return null;
  if (saved.rooms.length === 0 || !saved.checkin || !saved.checkout) return null;
  const step = saved.step === 'payment' ? 'payment' : 'guest-detail';
  return {
    draft: saved,
    path: `/reservation/${step}?${new URLSearchParams({ code: hotelCode })}`,
  };
}
