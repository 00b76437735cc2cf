/**
 * Rate resolution (issue 39): the price of one room of a plan on one night, for an occupancy.
 * Pure, shared by the server (room search, calendar, quote, booking, changes) and the console's
 * calendar grid, so a price is worked out one way everywhere.
 *
 * A plan's night is priced by the first of:
 * 1. its parent plan (the plan is derived): the parent's resolved rate moved by ± percent or
 *    ± amount, then rounded — one change to the parent moves the family;
 * 2. its own rate of the night (`plan_rates`): a price per number of adults, children extra;
 * 3. the room type's per-adult rate of the night plus the plan's supplement (how every plan was
 *    priced before the model; children at their tier's share), when the night has one.
 * Otherwise the night has no rate and is not for sale.
 */

/** One night's price of one room: by number of adults, with each kids tier's extra. */
export interface OccupancyRate {
  /** `adults[i]`: the room's price for i + 1 adults; null (or beyond the end): not sold. */
  readonly adults: readonly (number | null)[];
  /** Per child and night, by kids tier code; a tier without an amount stays free. */
  readonly children: Readonly<Record<string, number>>;
}

export const ROUND_MODES = ['nearest', 'down', 'up'] as const;
export type RoundMode = (typeof ROUND_MODES)[number];

/** How a derived plan's prices follow its parent's. */
export interface Derivation {
  /** `percent`: `value` in hundredths of a percent (−1000 = −10 %); `amount`: minor units. */
  readonly kind: 'percent' | 'amount';
  readonly value: number;
  /** Rounded to a multiple of `step` (1 = none beyond whole minor units). */
  readonly step: number;
  readonly mode: RoundMode;
}

/** The kids tier facts a per-adult rate needs: its share of the adult rate. */
export interface TierShare {
  readonly code: string;
  readonly rate_percent: number;
}

/** Rounds `amount` to a multiple of `step` (≥ 1) by `mode`. */
export function roundTo(amount: number, step: number, mode: RoundMode): number {
  const s = Math.max(1, Math.floor(step));
  const q = amount / s;
  const whole = mode === 'down' ? Math.floor(q) : mode === 'up' ? Math.ceil(q) : Math.round(q);
  return whole * s;
}

/** One amount moved by a derivation, rounded, never below zero. */
export function deriveAmount(amount: number, d: Derivation): number {
  const moved = d.kind === 'percent' ? (amount * (10000 + d.value)) / 10000 : amount + d.value;
  return Math.max(0, roundTo(moved, d.step, d.mode));
}

/**
 * A derived plan's rate from its parent's. A percent moves every price (adults and children); an
 * amount moves the room's price for each number of adults and leaves children's extras alone.
 */
export function deriveRate(parent: OccupancyRate, d: Derivation): OccupancyRate {
  const children: Record<string, number> = {};
  for (const [code, amount] of Object.entries(parent.children))
    children[code] = d.kind === 'percent' ? deriveAmount(amount, d) : amount;
  return {
    adults: parent.adults.map((price) => (price === null ? null : deriveAmount(price, d))),
    children,
  };
}

/**
 * The pre-model rate as an occupancy rate: `perAdult` per adult up to `maxAdults`, a child at
 * their tier's share of it rounded down (exactly what prices were before issue 39).
 */
export function perAdultRate(
  perAdult: number,
  maxAdults: number,
  tiers: readonly TierShare[],
): OccupancyRate {
  const children: Record<string, number> = {};
  for (const t of tiers) children[t.code] = Math.floor((perAdult * t.rate_percent) / 100);
  return {
    adults: Array.from({ length: Math.max(maxAdults, 1) }, (_, i) => perAdult * (i + 1)),
    children,
  };
}

/** A room's price at a rate for its adults and children (null: not sold for that many adults). */
export function occupancyPrice(
  rate: OccupancyRate,
  adults: number,
  kids: readonly { code: string; count: number }[],
): number | null {
  const base = adults >= 1 ? rate.adults[adults - 1] : null;
  if (base === null || base === undefined) return null;
  let price = base;
  for (const k of kids) price += (rate.children[k.code] ?? 0) * k.count;
  return price;
}

/** What resolving a plan's night can look at. */
export interface RatePlan {
  readonly id: number;
  readonly parent_plan_id: number | null;
  readonly derivation: Derivation | null;
  readonly adult_supplement: number;
}

export interface RateSources {
  /** The plan's own rate of a night (`plan_rates`), if any. */
  own(planId: number, date: string): OccupancyRate | undefined;
  /** The room type's per-adult rate of a night, if the night has one. */
  roomTypePerAdult(date: string): number | null | undefined;
  plan(id: number): RatePlan | undefined;
  maxAdults: number;
  tiers: readonly TierShare[];
}

/** Longest chain of derived plans followed (a loop in the data ends here, unpriced). */
export const MAX_DERIVATION_DEPTH = 5;

/** The rate of `plan` on `date` (see the module comment), or null: no rate, not for sale. */
export function resolveRate(
  plan: RatePlan,
  date: string,
  sources: RateSources,
  depth = 0,
): OccupancyRate | null {
  if (plan.parent_plan_id !== null && plan.derivation) {
    const parent = sources.plan(plan.parent_plan_id);
    if (!parent || depth >= MAX_DERIVATION_DEPTH) return null;
    const base = resolveRate(parent, date, sources, depth + 1);
    return base ? deriveRate(base, plan.derivation) : null;
  }
  const own = sources.own(plan.id, date);
  if (own) return own;
  const perAdult = sources.roomTypePerAdult(date);
  if (perAdult === null || perAdult === undefined) return null;
  return perAdultRate(
    Math.max(perAdult + plan.adult_supplement, 0),
    sources.maxAdults,
    sources.tiers,
  );
}
