import { allowedMcpCardBrands, normaliseCardBrand } from '../../rules/mcp.ts';
import type { RuleResult } from '../form/rule-types.ts';

/** Online card payments above this many yen cannot use Visa or Mastercard (doc 2 §9). */
export const VISA_MASTER_ONLINE_LIMIT_JPY = 1_000_000;

/** What the Visa/Mastercard limit looks at. */
export interface VisaMasterLimitInput {
  /** The card's brand (API or detected name); `undefined` while unknown. */
  readonly brand: string | undefined;
  /** The amount charged online now, in the hotel currency's minor units (yen for JPY). */
  readonly amount: number;
  /** The hotel currency the amount is in; the limit is stated in yen, so it applies to JPY. */
  readonly currency: string;
  /** True for an online charge (pre-paid); a card kept only as a guarantee is not charged. */
  readonly online: boolean;
}

/**
 * §5: an online payment of more than 1,000,000 yen cannot use Visa or Master (exactly
 * 1,000,000 is allowed: "over"). In multi-currency mode pass the hotel-currency total, not the
 * mcp amount: the limit is the hotel's acquirer's, in yen.
 */
export function visaMasterLimitError(input: VisaMasterLimitInput): RuleResult {
  if (!input.online || input.brand === undefined || input.currency !== 'JPY') return undefined;
  const brand = normaliseCardBrand(input.brand);
  if (brand !== 'visa' && brand !== 'master') return undefined;
  return input.amount > VISA_MASTER_ONLINE_LIMIT_JPY
    ? 'booking.validation.card.visaMasterLimit'
    : undefined;
}

/** Multi-currency state as `src/rules/mcp.ts` tracks it. */
export interface McpCardContext {
  /** True when the guest pays in an mcp currency (not the hotel's). */
  readonly mcpActive: boolean;
  /** True when the currency was set aside for this payment choice (`McpPaymentState`). */
  readonly temporarilySwitched: boolean;
}

/**
 * Multi-currency card brands (§4): visa and master while paying in the mcp currency, jcb, amex
 * and diners when the currency was switched back temporarily (`allowedMcpCardBrands`). Without
 * multi-currency every brand is allowed.
 */
export function mcpCardBrandError(brand: string | undefined, ctx: McpCardContext): RuleResult {
  if (!ctx.mcpActive || brand === undefined) return undefined;
  const allowed = allowedMcpCardBrands(ctx.temporarilySwitched);
  return allowed.includes(normaliseCardBrand(brand))
    ? undefined
    : 'booking.validation.card.brandNotAccepted';
}
