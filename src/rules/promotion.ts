/** Payment promotion info (product §3): which hotel plans a card-payment promotion targets. */
export interface PaymentPromotion {
  readonly target_mode: 'include' | 'exclude';
  readonly hotel_plan_codes: readonly string[];
}

/** What the promotion rule reads from a plan (contract `RoomPlanResult`). */
export interface PromotionPlan {
  readonly hotel_plan_code: string;
  readonly credit_card_payment: boolean;
}

/**
 * §5: a price promotion applies only if the plan allows credit card payment and its code is in
 * the include list, or not in the exclude list.
 */
export function promotionApplies(promotion: PaymentPromotion, plan: PromotionPlan): boolean {
  if (!plan.credit_card_payment) return false;
  const listed = promotion.hotel_plan_codes.includes(plan.hotel_plan_code);
  return promotion.target_mode === 'include' ? listed : !listed;
}
