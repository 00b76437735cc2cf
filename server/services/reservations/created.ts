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
