import { PaymentErrorCode } from '../../src/api/contract/index.ts';
import { DomainError } from '../domain/errors.ts';

/** The catalogue's meaning of each payment code (doc 2 §8), as the API's message. */
const MESSAGES: Record<number, string> = {
  [PaymentErrorCode.timeout]: 'The payment timed out. No payment was taken.',
  [PaymentErrorCode.failed]: 'The payment failed and the booking is not complete. Please retry.',
  [PaymentErrorCode.cardNumber]: 'Check the card number.',
  [PaymentErrorCode.expiry]: 'Check the card expiry date.',
  [PaymentErrorCode.threeDsFailed]: '3-D Secure authentication failed.',
  [PaymentErrorCode.declined]: 'The card was not accepted or the input is wrong.',
  [PaymentErrorCode.threeDsCancelled]: '3-D Secure was cancelled.',
  [PaymentErrorCode.threeDsExpired]: '3-D Secure was not completed within 15 minutes.',
};

export function paymentMessage(code: number): string {
  return MESSAGES[code] ?? MESSAGES[PaymentErrorCode.failed] ?? 'Payment failed.';
}

/** A refused payment: 402 in the spec's error shape with the catalogue code. */
export function paymentError(code: number): DomainError {
  return new DomainError(code, 402, paymentMessage(code), 'payment', undefined, 'payment_failed');
}
