import type {
  PlanSearchResult,
  RoomPlanResult,
  RoomResult,
  RoomSearchQuery,
  RoomSearchResponse,
} from '../../../src/api/contract/index.ts';
import { childCount } from '../../domain/kids.ts';
import type { Catalogue } from '../catalogue.ts';
import type { PlanOffer, RoomOffer } from './evaluate.ts';
import type { SearchPlan } from './query.ts';

/** Whether the viewer may book a plan (members-only plans: services/members/members-only.ts). */
export type PlanBookable = (plan: PlanOffer['plan']) => boolean;

const guestView: PlanBookable = (plan) => !plan.members_only;

function presentPlan(
  offer: PlanOffer,
  catalogue: Catalogue,
  search: SearchPlan,
  bookable: PlanBookable,
): RoomPlanResult {
  const { plan: p } = offer;
  const first = search.rooms[0] ?? { adults: 0, kids: [] };
  return {
    room_plan_code: p.code,
    room_plan_name: p.name,
    hotel_plan_code: p.hotel_plan_code,
    description: p.description,
    payment_type: p.payment_type,
    payment_method: p.payment_type === 'pre_paid' ? ['credit_card'] : [p.payment_type],
    credit_card_payment:
      p.payment_type === 'pre_paid' || p.payment_type === 'on_site_credit_card_required',
    members_only: p.members_only,
    // A members-only plan is shown to everyone (marked) but bookable only by a signed-in member
    // of its program (booking it otherwise answers 2304), so guests see "members only".
    bookable: bookable(p),
    is_day_use: p.is_day_use,
    meal: p.meal,
    min_nights: p.min_nights,
    matched_search_criteria: {
      adults_count: first.adults,
      children_count: childCount(first.kids),
      adults_with_companion: 0,
      children_with_kid_tier_A_companion: 0,
    },
    sale_limit: p.sale_limit,
    plan_stock_count: offer.left,
    inclusive_extra_ids: p.inclusive_extra_ids,
    cancellation_policy_code: catalogue.policies.get(p.cancellation_policy_id)?.code ?? '',
    price: offer.price,
    total_price: offer.total,
    ...(p.includes_flight ? { includes_flight: true } : {}),
    ...(p.published ? {} : { preview: true }),
  };
}

/** Offers in the contract's room result shape. */
export function presentRooms(
  offers: readonly RoomOffer[],
  catalogue: Catalogue,
  search: SearchPlan,
  bookable: PlanBookable = guestView,
): RoomResult[] {
  return offers.map(({ type, left, plans }) => ({
    room_type_code: type.code,
    room_type_name: type.name,
    description: type.description,
    capacity: type.capacity,
    size_sqm: type.size_sqm,
    filters: type.filters,
    room_count: left,
    room_plans: plans.map((offer) => presentPlan(offer, catalogue, search, bookable)),
    images: type.images ?? [],
  }));
}

/** Regroups room results by hotel plan for plan search, keeping the given order. */
export function groupByPlan(rooms: readonly RoomResult[]): PlanSearchResult[] {
  const plans = new Map<string, PlanSearchResult>();
  for (const room of rooms) {
    for (const p of room.room_plans) {
      let entry = plans.get(p.hotel_plan_code);
      if (!entry) {
        entry = {
          hotel_plan_code: p.hotel_plan_code,
          name: p.room_plan_name,
          description: p.description,
          booking_start_date: null,
          sale_limit: p.sale_limit,
          inclusive_extra_ids: p.inclusive_extra_ids,
          lowest_total_price: null,
          rooms: [],
        };
        plans.set(p.hotel_plan_code, entry);
      }
      entry.rooms.push({ ...room, room_plans: [p] });
      if (p.total_price !== null) {
        entry.lowest_total_price = Math.min(
          entry.lowest_total_price ?? Number.POSITIVE_INFINITY,
          p.total_price,
        );
      }
    }
  }
  return [...plans.values()];
}

/** Orders results by their cheapest plan, or keeps the hotel's order for `recommended`. */
export function orderRooms(rooms: RoomResult[], order: RoomSearchQuery['order']): RoomResult[] {
  if (!order || order === 'recommended') return rooms;
  const cheapest = (r: RoomResult): number =>
    r.room_plans.reduce(
      (min, p) => Math.min(min, p.total_price ?? Number.POSITIVE_INFINITY),
      Number.POSITIVE_INFINITY,
    );
  const sign = order === 'price_low_to_high' ? 1 : -1;
  return rooms
    .map((r) => ({
      ...r,
      room_plans: [...r.room_plans].sort(
        (a, b) => sign * ((a.total_price ?? 0) - (b.total_price ?? 0)),
      ),
    }))
    .sort((a, b) => sign * (cheapest(a) - cheapest(b)));
}

/** The stay a search answered for: its dates (null when undated) and the next free check-in. */
export interface AnsweredStay {
  checkin: string | null;
  checkout: string | null;
  next: string | null;
}

/**
 * The search answer: results in the asked order, the same results grouped by hotel plan
 * (`plans`, so the widget never regroups them), and the stay they are for.
 */
export function searchAnswer(
  hotel: { code: string; currency: string },
  search: SearchPlan,
  rooms: RoomResult[],
  order: RoomSearchQuery['order'],
  stay: AnsweredStay,
): RoomSearchResponse {
  const ordered = orderRooms(rooms, order);
  return {
    hotel_code: hotel.code,
    currency: hotel.currency,
    nights: search.nights,
    next_available_date: stay.next,
    checkin_date: stay.checkin,
    checkout_date: stay.checkout,
    rooms: ordered,
    plans: groupByPlan(ordered),
  };
}
