import type { RuleResult } from '../../../shared/form/rule-types.ts';
import { isBlank } from '../../../shared/form/text.ts';

/**
 * Coupon entry (§5: one coupon code at a time). Entering is invalid when blank, when the field
 * holds several codes (separated by spaces, commas or semicolons), or when another code is
 * already applied (the guest removes it first). Re-entering the applied code is valid (no-op).
 * Whether the code exists, expired or hit its limit is the server's answer (1500/1501).
 */
export function couponEntryError(entered: string, applied: string | null | undefined): RuleResult {
  if (isBlank(entered)) return 'booking.validation.required';
  const codes = entered.trim().split(/[\s,;、，]+/u);
  if (codes.length > 1) return 'error.coupon.onlyOne';
  if (!isBlank(applied) && applied?.trim() !== codes[0]) return 'error.coupon.onlyOne';
  return undefined;
}
