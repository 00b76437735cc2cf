import type { IsoDay, RuleResult } from '../../../shared/form/rule-types.ts';

/** What the extras rules read from an extra (contract `Extra`). */
export interface ExtraLimits {
  readonly min_quantity: number;
  readonly max_quantity: number;
  /** Units left; `null` is unlimited. */
  readonly inventory: number | null;
}

/**
 * Quantity of one extra (§5: within the per-item min to max, and never above what is left).
 * 0 means "not chosen" and is valid. The messages take `{min}`/`{max}` from the extra and
 * `{count}` (units left) from `inventory`.
 */
export function extraQuantityError(quantity: number, extra: ExtraLimits): RuleResult {
  if (quantity === 0) return undefined;
  if (
    !Number.isInteger(quantity) ||
    quantity < extra.min_quantity ||
    quantity > extra.max_quantity
  ) {
    return 'booking.validation.extras.quantity';
  }
  if (extra.inventory !== null && quantity > extra.inventory) {
    return 'booking.validation.extras.inventory';
  }
  return undefined;
}

/** The quantities a quantity picker offers: 0, then min … min(max, inventory). */
export function extraQuantityOptions(extra: ExtraLimits): number[] {
  const top = Math.min(extra.max_quantity, extra.inventory ?? Number.POSITIVE_INFINITY);
  const from = Math.max(1, extra.min_quantity);
  const options = [0];
  for (let q = from; q <= top; q++) options.push(q);
  return options;
}

/** What the listing rule reads from an extra (contract `Extra`). */
export interface ExtraDates {
  readonly extra_type: 'generic' | 'dated';
  readonly booking_available_dates: readonly IsoDay[];
  readonly prices: readonly { readonly date: IsoDay | null }[];
}

/**
 * The days a dated extra can really be ordered for: booking-available days that have a price.
 * Empty for a generic extra.
 */
export function orderableExtraDates(extra: ExtraDates): IsoDay[] {
  if (extra.extra_type !== 'dated') return [];
  const priced = new Set(extra.prices.map((price) => price.date));
  return extra.booking_available_dates.filter((day) => priced.has(day));
}

/** §3: a dated extra is listed only if a booking-available date coincides with a price date. */
export function isExtraListed(extra: ExtraDates): boolean {
  return extra.extra_type === 'generic' || orderableExtraDates(extra).length > 0;
}
