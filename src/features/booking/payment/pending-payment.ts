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

const keyFor = (hotelCode: string) => `hotel_booking_3ds_${hotelCode}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function savePending(pending: PendingPayment): void {
  try {
    storage()?.setItem(keyFor(pending.hotelCode), JSON.stringify(pending));
  } catch {
    // Blocked storage: the dialog flow still works; only a redirect return cannot resume.
  }
}

export function loadPending(hotelCode: string): PendingPayment | null {
  try {
    const raw = storage()?.getItem(keyFor(hotelCode));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingPayment>;
    if (typeof value.number !== 'string' || typeof value.bypassToken !== 'string') return null;
    return {
      hotelCode,
      number: value.number,
      bypassToken: value.bypassToken,
      paymentId: typeof value.paymentId === 'string' ? value.paymentId : undefined,
    };
  } catch {
    return null;
  }
}

export function clearPending(hotelCode: string): void {
  try {
    storage()?.removeItem(keyFor(hotelCode));
  } catch {
    // Nothing stored then.
  }
}
