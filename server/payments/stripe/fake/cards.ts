/**
 * The test cards the fake knows, by number (what the stand-in Stripe.js sends) and by Stripe's
 * test PaymentMethod ids (`pm_card_visa`, …, what `npm run payments:check` uses against Stripe's
 * test mode): the same numbers behave the same way in Stripe's test mode.
 */
export type FakeBehaviour =
  | 'succeeds'
  | 'requires_3ds'
  | 'threeds_then_declined'
  | 'declined'
  | 'expired'
  | 'processing_error';

export interface FakeCardSpec {
  behaviour: FakeBehaviour;
  brand: string;
  last4: string;
}

const BY_NUMBER: Readonly<Record<string, FakeBehaviour>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000003220': 'requires_3ds',
  '4000002760003184': 'requires_3ds',
  '4000008400001629': 'threeds_then_declined',
  '4000000000000002': 'declined',
  '4000000000000069': 'expired',
  '4000000000000119': 'processing_error',
};

/** Stripe's test PaymentMethods (docs "Testing": "PaymentMethods" tab). */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, FakeCardSpec>> = {
  pm_card_visa: { behaviour: 'succeeds', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: 'succeeds', brand: 'mastercard', last4: '4444' },
  pm_card_threeDSecure2Required: { behaviour: 'requires_3ds', brand: 'visa', last4: '3220' },
  pm_card_chargeDeclined: { behaviour: 'declined', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedExpiredCard: { behaviour: 'expired', brand: 'visa', last4: '0069' },
  pm_card_chargeDeclinedProcessingError: {
    behaviour: 'processing_error',
    brand: 'visa',
    last4: '0119',
  },
};

export function cardOfNumber(digits: string): FakeCardSpec {
  return {
    behaviour: BY_NUMBER[digits] ?? 'declined',
    brand: digits.startsWith('5') ? 'mastercard' : digits.startsWith('3') ? 'amex' : 'visa',
    last4: digits.slice(-4),
  };
}

/** Luhn check, as Stripe.js does before it creates a PaymentMethod. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
