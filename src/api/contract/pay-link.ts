import * as v from 'valibot';
import { MoneySchema } from './common.ts';
import { EmailSchema } from './reservation.ts';

/**
 * Pay-by-link (product.md §1, §2 `/payments/{paymentNumber}`, §4 hosted payment page states).
 * A hotel asks a guest for an amount (for a reservation or stand-alone); the guest opens the
 * link and pays it by card through the gateway (token, 3-D Secure as in booking).
 *
 * Stored statuses: `open` (payable), `processing` (a payment attempt holds the link),
 * `pre_3d_secure` (waiting for the guest's 3-D Secure answer), `paid`, `cancelled` (by the
 * hotel), `refunded` (by the hotel, in full). `expired` is answered for an open link past its
 * `expires_at`.
 */
export const PayLinkStatusSchema = v.picklist([
  'open',
  'processing',
  'pre_3d_secure',
  'paid',
  'cancelled',
  'refunded',
  'expired',
]);
export type PayLinkStatus = v.InferOutput<typeof PayLinkStatusSchema>;

/** Hosted payment provider issue keys (doc 2 §8): what a refused card attempt was about. */
export const HOSTED_PAYMENT_ISSUES = [
  'INVALID_PARAMETER_SYNTAX',
  'INVALID_EXPIRATION_YEAR',
  'Invalid_card_number',
  'Others',
] as const;
export type HostedPaymentIssue = (typeof HOSTED_PAYMENT_ISSUES)[number];

/**
 * The issue key of a catalogue code: 1000 (a field the gateway could not read) is a syntax
 * issue, 3005 the expiry, 3004 the number, anything else (declined, 3-D Secure, timeout) Others.
 */
export function hostedPaymentIssue(code: number): HostedPaymentIssue {
  if (code === 1000) return 'INVALID_PARAMETER_SYNTAX';
  if (code === 3005) return 'INVALID_EXPIRATION_YEAR';
  if (code === 3004) return 'Invalid_card_number';
  return 'Others';
}

/** Error titles of the pay-by-link calls (the `title` of the spec's error shape). */
export const PayLinkErrorTitle = {
  /** 404: unknown payment number ("payment record not found"). */
  notFound: 'payment_record_not_found',
  /** 409: the hotel changed the amount since the page was loaded ("press update"). */
  amountChanged: 'payment_amount_changed',
  /** 409: the link is paid (another tab, or a retried request). */
  alreadyPaid: 'already_paid',
  /** 409: another attempt holds the link right now. */
  inProgress: 'payment_in_progress',
  /** 410 with code 3780: expired, cancelled or refunded. */
  closed: 'payment_link_closed',
} as const;

/** The payment number in a link: `PL` and 20 characters of an unguessable random id. */
export const PaymentNumberSchema = v.pipe(v.string(), v.regex(/^PL[0-9A-Z]{20}$/));

/** What the hosted payment page shows (never the guest's e-mail: links get forwarded). */
export const PayLinkSchema = v.object({
  payment_number: v.string(),
  hotel_code: v.string(),
  hotel_name: v.string(),
  /** The hotel's IANA time zone: the page shows `expires_at` in it, as the e-mail does. */
  time_zone: v.string(),
  /** Minor units of `currency`. */
  amount: v.number(),
  currency: v.string(),
  description: v.string(),
  /** The reservation the payment is for; null for a stand-alone request. */
  reservation_number: v.nullable(v.string()),
  status: PayLinkStatusSchema,
  expires_at: v.string(),
  paid_at: v.nullable(v.string()),
  card_brand: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
  /** Open while `status` is `pre_3d_secure`. */
  challenge_url: v.nullable(v.string()),
  /** Catalogue code and issue key of the last refused attempt (the link stays payable). */
  error_code: v.nullable(v.number()),
  issue: v.nullable(v.picklist(HOSTED_PAYMENT_ISSUES)),
  refunded_amount: v.number(),
});
export type PayLink = v.InferOutput<typeof PayLinkSchema>;

export const PayLinkResponseSchema = v.object({ data: PayLinkSchema });

/**
 * `PATCH /api/v1/tripla_pay/transactions/{paymentNumber}` (pays): the gateway token of the card and the amount the
 * page showed; a different current amount answers 409 `payment_amount_changed`.
 */
export const PayLinkPaySchema = v.strictObject({
  gateway_token: v.pipe(v.string(), v.minLength(8), v.maxLength(200)),
  expected_amount: MoneySchema,
  /** Where the 3-D Secure page returns to (an allowed origin); default: the hosted page. */
  return_url: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2000))),
});
export type PayLinkPay = v.InferOutput<typeof PayLinkPaySchema>;

const LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;

/** Hotel API: `POST /api/v1/hotel/payment_links`. */
export const CreatePayLinkSchema = v.strictObject({
  /** Minor units of `currency` (the hotel's currency when left out). */
  amount: v.pipe(MoneySchema, v.minValue(1), v.maxValue(100_000_000)),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  /** What the guest is asked to pay for, shown on the page and in the e-mail. */
  description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  email: EmailSchema,
  /** Language of the e-mail and of the page it links to; default the hotel's. */
  locale: v.optional(v.picklist(LOCALES)),
  /** Ties the payment to a reservation of this hotel (not cancelled). */
  reservation_number: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
  /** How long the link may be paid; default 72 hours. */
  expires_in_hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(720))),
  /** Send the link to `email` now (default true). */
  send_email: v.optional(v.boolean()),
});
export type CreatePayLink = v.InferOutput<typeof CreatePayLinkSchema>;

/**
 * Hotel API: `PATCH …/payment_links/{paymentNumber}` (open links only): a new amount (an open
 * page then asks the guest to update), and/or a new end counted from now (`0` ends it now).
 */
export const UpdatePayLinkSchema = v.strictObject({
  amount: v.optional(v.pipe(MoneySchema, v.minValue(1), v.maxValue(100_000_000))),
  expires_in_hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(720))),
});
export type UpdatePayLink = v.InferOutput<typeof UpdatePayLinkSchema>;

/** The hotel's view of a link: the page's, plus whom it was sent to and the link itself. */
export const HotelPayLinkSchema = v.object({
  ...PayLinkSchema.entries,
  email: v.string(),
  locale: v.string(),
  url: v.string(),
  created_at: v.string(),
});
export type HotelPayLink = v.InferOutput<typeof HotelPayLinkSchema>;

export const HotelPayLinkResponseSchema = v.object({ data: HotelPayLinkSchema });
