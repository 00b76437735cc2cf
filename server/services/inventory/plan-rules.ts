import type { KidsTier } from '../../../src/api/contract/index.ts';
import {
  type Derivation,
  type OccupancyRate,
  occupancyPrice,
  type RatePlan,
  resolveRate,
} from '../../../src/rules/inventory/rates.ts';
import {
  type PlanLimits,
  refuseStay,
  type StayRefusal,
} from '../../../src/rules/inventory/restrictions.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Catalogue, InventoryNight, PlanRow, RoomType } from '../catalogue.ts';
import type { PlanNights } from './plan-nights.ts';
import { refusalError } from './refusal-codes.ts';

/**
 * The server's bridge from stored rows to the pure rules of src/rules/inventory: a plan row as
 * a rate plan and as limits, and a stay's nightly rates and refusal for one plan, with what a
 * search, the calendar or a booking has loaded.
 */

/** A plan row's derivation (null: priced on its own). */
export function derivationOf(plan: PlanRow): Derivation | null {
  if (plan.parent_plan_id === null || plan.derive_kind === null) return null;
  return {
    kind: plan.derive_kind,
    value: plan.derive_value,
    step: plan.derive_round_step,
    mode: plan.derive_round_mode,
  };
}

export function ratePlanOf(plan: PlanRow): RatePlan {
  return {
    id: plan.id,
    parent_plan_id: plan.parent_plan_id,
    derivation: derivationOf(plan),
    adult_supplement: plan.adult_supplement,
  };
}

/** What one plan's stay is evaluated with. */
export interface PlanContext {
  plans: Catalogue['plans'];
  nights: PlanNights;
  /** The room type's nights as loaded (stock and per-adult rate). */
  stock: readonly InventoryNight[];
  type: Pick<RoomType, 'capacity' | 'max_adults'>;
  tiers: readonly KidsTier[];
}

/** The plan's rate on each night of the stay, or null when a night has none. */
export function stayRates(
  plan: PlanRow,
  nights: readonly string[],
  ctx: PlanContext,
): { date: string; rate: OccupancyRate }[] | null {
  const perAdult = new Map(ctx.stock.map((n) => [n.date, n.price_per_adult]));
  const sources = {
    own: (id: number, date: string) => ctx.nights.rates.get(id)?.get(date),
    roomTypePerAdult: (date: string) => perAdult.get(date),
    plan: (id: number) => {
      const row = ctx.plans.find((p) => p.id === id);
      return row ? ratePlanOf(row) : undefined;
    },
    maxAdults: ctx.type.max_adults ?? ctx.type.capacity,
    tiers: ctx.tiers,
  };
  const rated: { date: string; rate: OccupancyRate }[] = [];
  const self = ratePlanOf(plan);
  for (const date of nights) {
    const rate = resolveRate(self, date, sources);
    if (!rate) return null;
    rated.push({ date, rate });
  }
  return rated;
}

/** Whether every night's rate sells a room for this occupancy. */
export function sellsOccupancy(
  rates: readonly { rate: OccupancyRate }[],
  adults: number,
  kids: readonly { code: string; count: number }[],
): boolean {
  return rates.every((n) => occupancyPrice(n.rate, adults, kids) !== null);
}

/** The room type's occupancy limits (NULL maxima: up to its capacity). */
export function occupancyFits(
  type: Pick<RoomType, 'capacity' | 'min_adults' | 'max_adults' | 'max_children'>,
  adults: number,
  children: number,
): boolean {
  return (
    adults >= type.min_adults &&
    adults <= (type.max_adults ?? type.capacity) &&
    children <= (type.max_children ?? type.capacity)
  );
}

export function limitsOf(plan: PlanRow): PlanLimits {
  return plan;
}

/**
 * The quote, booking, change and room price refuse a stay the plan's restrictions refuse: 422
 * with the reason's code (refusal-codes.ts) and its values as payload.
 */
export function checkPlanStay(
  plan: PlanRow,
  stay: { checkin: string; checkout: string; today: string },
  nights: PlanNights,
): void {
  const refusal = planRefusal(plan, stay, nights);
  if (!refusal) return;
  const { code, payload, message } = refusalError(refusal);
  throw new DomainError(code, 422, message, 'checkin_date', payload);
}

/** Why the plan's restrictions refuse the stay (null: they allow it). */
export function planRefusal(
  plan: PlanRow,
  stay: { checkin: string; checkout: string; today: string },
  nights: PlanNights,
): StayRefusal | null {
  const rows = nights.restrictions.get(plan.id);
  return refuseStay(stay, limitsOf(plan), (date) => rows?.get(date));
}
