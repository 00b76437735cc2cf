import * as v from 'valibot';
import { storedValue } from '../../../shared/storage/stored-value.ts';

/**
 * A reservation waiting for 3-D Secure, kept in session storage so the redirect flow (the
 * gateway page replaces the app and comes back to the return URL) can finish it. It holds the
 * reservation number, the bypass token the create answer gave (the only way to read it back
 * without the e-mail) and what the confirmation and completion event need; never card data.
 */
export interface PendingPayment {
  hotelCode: string;
  number: string;
  bypassToken: string;
  /** Gateway payment id of the challenge, to match the `payment_id` the return URL carries. */
  paymentId: string | undefined;
}

/** What must be stored; a payment id that is not text is read as none. */
const StoredPendingSchema = v.object({
  number: v.string(),
  bypassToken: v.string(),
  paymentId: v.fallback(v.optional(v.string()), undefined),
});

const pendingEntry = (hotelCode: string) =>
  storedValue({ key: `hotel_booking_3ds_${hotelCode}`, schema: StoredPendingSchema });

/** Keeps the pending payment; blocked storage only means a redirect return cannot resume. */
export function savePending(pending: PendingPayment): void {
  pendingEntry(pending.hotelCode).write(pending);
}

/** The hotel's pending payment, or null when none (or a damaged one) is stored. */
export function loadPending(hotelCode: string): PendingPayment | null {
  const stored = pendingEntry(hotelCode).read();
  if (!stored) return null;
  return {
    hotelCode,
    number: stored.number,
    bypassToken: stored.bypassToken,
    paymentId: stored.paymentId,
  };
}

/** Forgets the pending payment (finished, failed or given up). */
export function clearPending(hotelCode: string): void {
  pendingEntry(hotelCode).remove();
}
