import * as v from 'valibot';

/** Payment transaction statuses of product.md §4. */
export const PaymentStatusSchema = v.picklist([
  'pre_3d_secure',
  'capturing',
  'captured',
  'failed',
  'cancelled',
  'authorized',
]);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/** Catalogue codes (doc 2 §8) the card payment flow answers with. */
export const PaymentErrorCode = {
  timeout: 3001,
  failed: 3002,
  cardNumber: 3004,
  expiry: 3005,
  threeDsFailed: 3006,
  declined: 3007,
  threeDsCancelled: 3008,
  /** 3-D Secure not completed within 15 minutes (shown as "3-D Secure failed"). */
  threeDsExpired: 3250,
  /** Catalogue 3203 "processing error, retry": the gateway refused a cancellation's refund. */
  refundFailed: 3203,
} as const;

/**
 * `POST /gateway/tokens` body: card data goes only to the gateway, never to the provider API.
 * Holder in half-width Latin letters (product.md §5).
 */
export const CardTokenRequestSchema = v.strictObject({
  number: v.pipe(v.string(), v.regex(/^[0-9 ]{12,23}$/, 'must be 12–19 digits')),
  exp_month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  exp_year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  cvc: v.pipe(v.string(), v.regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits')),
  holder: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(60),
    v.regex(/^[A-Za-z][A-Za-z .'-]*$/, 'must be half-width Latin letters'),
  ),
});
export type CardTokenRequest = v.InferOutput<typeof CardTokenRequestSchema>;

/** Answer of `POST /gateway/tokens`: an opaque single-use token plus what may be displayed. */
export const CardTokenResponseSchema = v.object({
  data: v.object({
    token: v.string(),
    brand: v.string(),
    last4: v.string(),
  }),
});
export type CardTokenResponse = v.InferOutput<typeof CardTokenResponseSchema>;

/**
 * `payment` of a booking: the card (a gateway token, or a signed-in member's saved card) and
 * where the 3-D Secure page returns to. Exactly one of `gateway_token` and `saved_card_id`.
 */
export const BookingPaymentSchema = v.strictObject({
  gateway_token: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(200))),
  /** A saved card of the signed-in member (`GET memberships/credit_cards`). */
  saved_card_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/))),
  /** Signed-in members: keep the card of `gateway_token` for next time (its gateway token only). */
  save_card: v.optional(v.boolean()),
  /** Page the 3-D Secure challenge redirects to (an allowed widget origin); default: manage page. */
  return_url: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2000))),
});
export type BookingPayment = v.InferOutput<typeof BookingPaymentSchema>;

/** The card payment of a reservation as answered by the API (never the card number). */
export const ReservationPaymentSchema = v.object({
  status: PaymentStatusSchema,
  amount: v.number(),
  currency: v.string(),
  card_brand: v.string(),
  card_last4: v.string(),
  /** Open while `status` is `pre_3d_secure`: show it in a dialog (iframe) or redirect to it. */
  challenge_url: v.nullable(v.string()),
  /** Catalogue code of a failed payment (3006 3-D Secure failed, 3008 cancelled, 3250 expired). */
  error_code: v.nullable(v.number()),
  /**
   * After a cancellation: the money given back to the card (refund of a capture, or the released
   * part of an authorisation), in minor units. `amount - refunded_amount` is the fee kept.
   * Absent while nothing was given back.
   */
  refunded_amount: v.optional(v.number()),
});
export type ReservationPayment = v.InferOutput<typeof ReservationPaymentSchema>;

/**
 * What the 3-D Secure page posts to its parent window when shown in an iframe dialog
 * (`targetOrigin` is the origin of the booking's return URL).
 */
export const ThreeDsMessageSchema = v.object({
  type: v.literal('hotel-booking:3ds-result'),
  payment_id: v.string(),
  outcome: v.picklist(['approved', 'failed', 'cancelled']),
});
export type ThreeDsMessage = v.InferOutput<typeof ThreeDsMessageSchema>;
