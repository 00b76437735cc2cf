import type { Reservation } from '../../../src/api/contract/index.ts';

/** A new booking as answered once: the reservation plus the guest's manage link and token. */
export interface CreatedReservation extends Reservation {
  bypass_token: string;
  manage_url: string;
}

/** What `createReservation` answers. */
export interface CreateResult {
  reservation: CreatedReservation;
  /** False when an Idempotency-Key retry got the first answer back. */
  created: boolean;
}

/** The manage link of the confirmation e-mail and page (hosted app route of product.md §2). */
export function manageUrl(
  publicOrigin: string,
  hotelCode: string,
  number: string,
  token: string,
): string {
  const q = new URLSearchParams({ code: hotelCode, bypass_token: token });
  return `${publicOrigin}/reservation/confirmation/${encodeURIComponent(number)}?${q}`;
}
