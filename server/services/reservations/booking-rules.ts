import type { CreateReservation, Guest, PaymentType } from '../../../src/api/contract/index.ts';
import { ErrorCode } from '../../../src/api/contract/index.ts';
import type { McpConversion } from '../../currency/convert.ts';
import { DomainError, invalid } from '../../domain/errors.ts';
import type { PlanRow } from '../catalogue.ts';
import type { Hotel } from '../hotels.ts';
import { type MemberViewer, mayBookPlan } from '../members/members-only.ts';
import { CARD_PAYMENT_TYPES, capturesNow } from './payment.ts';

/** Hotel-specific guest rules: address and kana names where the hotel requires them. */
export function checkGuest(
  hotel: { settings: Pick<Hotel['settings'], 'customer_address_required' | 'kanji_name_required'> },
  g: Guest,
): void {
  if (hotel.settings.customer_address_required) {
    for (const field of ['postal_code', 'prefecture_or_state', 'street_address'] as const) {
      if (!g[field]) throw invalid(`guest.${field}`, 'is required by this hotel');
    }
  }
  if (hotel.settings.kanji_name_required) {
    for (const field of ['first_name_kana', 'last_name_kana'] as const) {
      if (!g[field]) throw invalid(`guest.${field}`, 'is required by this hotel');
    }
  }
}

/**
 * The rules the booked plans must keep together: one payment method across plans, the chosen
 * payment type (when chosen) theirs, and members-only plans only for a signed-in member of
 * the plan's program (2304 otherwise: the widget refreshes and rebooks).
 */
export function checkPlans(
  plans: readonly Pick<PlanRow, 'payment_type' | 'members_only' | 'program_id'>[],
  paymentType: PaymentType | undefined,
  member: { hotelBrandId: number; viewer: MemberViewer | null } = { hotelBrandId: 0, viewer: null },
): void {
  const paymentTypes = new Set(plans.map((p) => p.payment_type));
  if (paymentTypes.size > 1)
    throw invalid('rooms', 'cannot mix plans with different payment methods');
  if (paymentType !== undefined && !paymentTypes.has(paymentType))
    throw invalid('payment_type', 'does not match the plan');
  if (plans.some((p) => !mayBookPlan(p, member.hotelBrandId, member.viewer))) {
    throw new DomainError(
      ErrorCode.planMismatch,
      422,
      'This plan is for signed-in members. Please refresh and rebook.',
      'rooms',
    );
  }
}

/**
 * Multi-currency (product.md §5): a currency other than the hotel's limits payment to card paid
 * online now (pre_paid). A card-guaranteed on-site plan is paid at the hotel in its own currency,
 * so it is refused too: the same rule as the widget's (`CARD_PAYMENT_TYPES` of
 * src/shared/payment/payment.ts). Only a chosen payment type is checked (the quote may
 * come before the choice).
 */
export function checkMcpPayment(
  conversion: McpConversion | null,
  paymentType: PaymentType | undefined,
): void {
  if (conversion && paymentType !== undefined && !capturesNow(paymentType)) {
    throw invalid(
      'payment_type',
      `must be paid by card now (pre_paid) to pay in ${conversion.currency}`,
    );
  }
}

/**
 * A booking that carries a card: only for card plans, only with a gateway configured, and its
 * 3-D Secure return URL (if any) on an allowed origin. `returnOrigins` is undefined when the
 * server has no gateway.
 */
export function checkCardRequest(
  body: Pick<CreateReservation, 'payment' | 'payment_type'>,
  publicOrigin: string,
  returnOrigins: readonly string[] | '*' | undefined,
): void {
  if (!body.payment) return;
  if (!CARD_PAYMENT_TYPES.includes(body.payment_type))
    throw invalid('payment', 'is only taken for pre_paid and on_site_credit_card_required');
  if (returnOrigins === undefined) throw new Error('card payment without a gateway');
  if (body.payment.return_url) checkReturnUrl(body.payment.return_url, publicOrigin, returnOrigins);
}

/** Checks the 3-D Secure return URL: http(s) on the public origin or an allowed widget origin. */
export function checkReturnUrl(
  url: string,
  publicOrigin: string,
  allowed: readonly string[] | '*',
): void {
  const parsed = new URL(url);
  const origin = parsed.origin;
  const ok =
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    (allowed === '*' || allowed.includes(origin) || origin === new URL(publicOrigin).origin);
  if (!ok) throw invalid('payment.return_url', 'must be on an allowed widget origin');
}
