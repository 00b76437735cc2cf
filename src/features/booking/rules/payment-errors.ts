import { catalogueEntry } from '../../../api/errors/catalogue.ts';

/**
 * What the booking screens do after a payment or booking error (doc 2 §8 "Displayed messages"
 * and "Behaviours on error"), finer than the catalogue's generic `ErrorBehaviour`:
 * - `retry`: nothing was charged or the failure was transient; the guest may press pay again;
 * - `retry-later`: the reservation is locked elsewhere; retry in about 5 minutes (3013, 3016);
 * - `correct-card`: a typed card field is wrong; focus `field` and let the guest fix it;
 * - `choose-other-card`: this card cannot be used; clear the card form and ask for another;
 * - `three-d-secure-failed`: the 3-D Secure step failed; back to the card form, another try or
 *   another card;
 * - `three-d-secure-cancelled`: the guest cancelled the challenge; back to the card form;
 * - `choose-other-room`: the room sold out during payment (refund started); back to results;
 * - `pay-without-points`: the points balance cannot be used now; clear the points and re-price;
 * - `reconfirm-reservation`: the original reservation changed (update flow); cancel and
 *   reconfirm from the reservation;
 * - `correct-email`: the e-mail address cannot receive mail; back to the e-mail field;
 * - `show`: show the message only.
 */
export type PaymentErrorBehaviour =
  | 'retry'
  | 'retry-later'
  | 'correct-card'
  | 'choose-other-card'
  | 'three-d-secure-failed'
  | 'three-d-secure-cancelled'
  | 'choose-other-room'
  | 'pay-without-points'
  | 'reconfirm-reservation'
  | 'correct-email'
  | 'show';

/** One row of the payment-error table. */
export interface PaymentErrorEntry {
  /** The message: the catalogue's `error.code.<N>` (or the generic processing error). */
  readonly messageId: string;
  readonly behaviour: PaymentErrorBehaviour;
  /** For `correct-card`: the card field to focus. */
  readonly field?: 'number' | 'expiry';
  /** True when doc 2 §8 states no payment was taken (timeouts), so retrying cannot double-charge. */
  readonly noPaymentTaken?: true;
  /** True for the codes the spec says concern 3-D Secure (3006, 3008, 3009, 3250, 3252). */
  readonly threeDSecure?: true;
}

/** Behaviour (and extras) per code; the message comes from the catalogue by composition. */
const BEHAVIOURS: ReadonlyArray<readonly [number, Omit<PaymentErrorEntry, 'messageId'>]> = [
  [1105, { behaviour: 'choose-other-room' }], // room became full during payment; refund started
  [3001, { behaviour: 'retry', noPaymentTaken: true }], // timeout; no payment taken
  [3011, { behaviour: 'retry', noPaymentTaken: true }],
  [3002, { behaviour: 'retry' }], // payment failed; booking not complete; retry
  [3003, { behaviour: 'choose-other-card' }], // card unavailable
  [3205, { behaviour: 'choose-other-card' }],
  [3004, { behaviour: 'correct-card', field: 'number' }], // check the card number
  [3005, { behaviour: 'correct-card', field: 'expiry' }], // check the expiry
  [3006, { behaviour: 'three-d-secure-failed', threeDSecure: true }], // 3-D Secure failed
  [3250, { behaviour: 'three-d-secure-failed', threeDSecure: true }], // (also: not done in 15 min)
  // Card not accepted or input wrong: the guest may have mistyped, so the form stays filled.
  [3007, { behaviour: 'correct-card' }],
  [3008, { behaviour: 'three-d-secure-cancelled', threeDSecure: true }],
  // Suspended after repeated requests: retrying the same card cannot help now.
  [3009, { behaviour: 'choose-other-card', threeDSecure: true }],
  [3252, { behaviour: 'choose-other-card', threeDSecure: true }], // card not 3-D Secure ready
  [3013, { behaviour: 'retry-later' }], // being updated elsewhere; about 5 minutes
  [3016, { behaviour: 'retry-later' }],
  [3014, { behaviour: 'reconfirm-reservation' }], // original reservation changed
  [3200, { behaviour: 'show' }], // payment not updatable (no displayed text: generic message)
  [3201, { behaviour: 'show' }], // payment not capturable
  [3202, { behaviour: 'pay-without-points' }], // points balance unavailable
  [3502, { behaviour: 'pay-without-points' }],
  [3203, { behaviour: 'retry' }], // generic processing error
  [3251, { behaviour: 'retry' }],
  [3204, { behaviour: 'choose-other-card' }], // use another card or retry later
  [3704, { behaviour: 'correct-email' }], // address cannot receive mail
  [3705, { behaviour: 'correct-email' }],
];

/**
 * Every payment-related code of doc 2 §8 (3001–3252, 3502, 3704/3705, 1105) → message and
 * behaviour. Messages are taken from `ERROR_CATALOGUE` (never duplicated here); codes without a
 * displayed text there (3200, 3201) use the generic processing error.
 */
export const PAYMENT_ERRORS: ReadonlyMap<number, PaymentErrorEntry> = new Map(
  BEHAVIOURS.map(([code, rest]) => [
    code,
    { messageId: catalogueEntry(code)?.messageId ?? 'error.generic.processing', ...rest },
  ]),
);

/**
 * The entry for an error code; unknown codes (and non-numeric ones) show the catalogue's message
 * or the generic processing error and let the guest retry.
 */
export function paymentErrorFor(code: number | string | undefined): PaymentErrorEntry {
  if (typeof code === 'number') {
    const known = PAYMENT_ERRORS.get(code);
    if (known) return known;
  }
  return {
    messageId: catalogueEntry(code)?.messageId ?? 'error.generic.processing',
    behaviour: 'retry',
  };
}
