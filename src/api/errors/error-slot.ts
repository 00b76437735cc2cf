/**
 * The places in the UI an error can be shown (doc 2 §8 "Error slots"). Each screen reads the
 * slot that belongs to it, so an error raised by one call does not leak into another screen.
 */
export const ERROR_SLOTS = [
  'init',
  'searchResult',
  'roomLottery',
  'reservation',
  'reservationWarning',
  'global',
  'customFetch',
  'guestForm',
] as const;

/** One of {@link ERROR_SLOTS}. */
export type ErrorSlot = (typeof ERROR_SLOTS)[number];
