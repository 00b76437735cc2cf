import type { PaymentType } from '../../api/contract/common.ts';
import { paymentLimitedToCard } from '../../rules/mcp.ts';
import type { RuleResult } from '../form/rule-types.ts';

/** What a selected plan says about payment (contract `RoomPlanResult`). */
export interface PlanPaymentInfo {
  readonly payment_type: PaymentType;
  /** Whether the plan can be paid by credit card (pre_paid or on_site_credit_card_required). */
  readonly credit_card_payment?: boolean;
}

/**
 * Payment types paid by card online now. `on_site_credit_card_required` only keeps a card as a
 * guarantee and is paid at the hotel, so it is not "credit card payment" for the currency rule.
 */
export const CARD_PAYMENT_TYPES: readonly PaymentType[] = ['pre_paid'];

/**
 * §5: rooms booked together must use the same payment method. True when every selected plan
 * has the same payment type (or there is at most one plan).
 */
export function plansShareOnePaymentMethod(plans: readonly PlanPaymentInfo[]): boolean {
  return new Set(plans.map((plan) => plan.payment_type)).size <= 1;
}

/**
 * The payment types the guest may choose for the selected plans in `currency` (the currency
 * charged, `effectiveCurrency` of mcp.ts): the type the plans share (none if they differ), and
 * only card types when the currency is not JPY (§5).
 */
export function allowedPaymentTypes(
  plans: readonly PlanPaymentInfo[],
  currency: string,
): PaymentType[] {
  const first = plans[0];
  if (first === undefined || !plansShareOnePaymentMethod(plans)) return [];
  const types: PaymentType[] = [first.payment_type];
  return paymentLimitedToCard(currency)
    ? types.filter((type) => CARD_PAYMENT_TYPES.includes(type))
    : types;
}

/**
 * The chosen payment type against the plans and currency: mixed plans first (the existing
 * `error.paymentMethodsDiffer` text of doc 2 §8), then a non-JPY currency with a non-card type,
 * then a type the plans do not offer.
 */
export function paymentTypeError(
  chosen: PaymentType,
  plans: readonly PlanPaymentInfo[],
  currency: string,
): RuleResult {
  if (!plansShareOnePaymentMethod(plans)) return 'error.paymentMethodsDiffer';
  if (paymentLimitedToCard(currency) && !CARD_PAYMENT_TYPES.includes(chosen)) {
    return 'booking.validation.payment.cardOnly';
  }
  return allowedPaymentTypes(plans, currency).includes(chosen)
    ? undefined
    : 'booking.validation.payment.typeNotAllowed';
}

/**
 * §5: when the total to pay is 0 (e.g. points cover everything), card payment cannot continue:
 * there is nothing to authorise. Applies to card-paid types only.
 */
export function zeroTotalCardError(total: number, paymentType: PaymentType): RuleResult {
  return total <= 0 && CARD_PAYMENT_TYPES.includes(paymentType)
    ? 'booking.validation.payment.zeroTotal'
    : undefined;
}
