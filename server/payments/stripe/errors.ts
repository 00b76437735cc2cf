import { PaymentErrorCode } from '../../../src/api/contract/index.ts';

/**
 * Stripe's error and decline codes → the catalogue's payment codes (3001–3008): what the guest
 * is told is the same whichever gateway the hotel uses. Anything not named is 3002 (payment
 * failed, retry), the catalogue's general refusal.
 */
const BY_CODE: Readonly<Record<string, number>> = {
  card_declined: PaymentErrorCode.declined,
  incorrect_cvc: PaymentErrorCode.declined,
  invalid_cvc: PaymentErrorCode.declined,
  insufficient_funds: PaymentErrorCode.declined,
  lost_card: PaymentErrorCode.declined,
  stolen_card: PaymentErrorCode.declined,
  expired_card: PaymentErrorCode.expiry,
  invalid_expiry_month: PaymentErrorCode.expiry,
  invalid_expiry_year: PaymentErrorCode.expiry,
  incorrect_number: PaymentErrorCode.cardNumber,
  invalid_number: PaymentErrorCode.cardNumber,
  payment_intent_authentication_failure: PaymentErrorCode.threeDsFailed,
  setup_intent_authentication_failure: PaymentErrorCode.threeDsFailed,
};

/** The catalogue code of a Stripe error (`code`, then `decline_code`). */
export function codeOfStripeError(error: {
  code?: string | null;
  decline_code?: string | null;
}): number {
  return (
    (error.code ? BY_CODE[error.code] : undefined) ??
    (error.decline_code ? BY_CODE[error.decline_code] : undefined) ??
    PaymentErrorCode.failed
  );
}

/** True for a thrown error that never got Stripe's answer (network, timeout): 3001. */
export function isNoAnswer(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return type === 'StripeConnectionError';
}
