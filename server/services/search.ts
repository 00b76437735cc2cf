import type { Kysely } from 'kysely';
import type {
  KidsTierCount,
  PlanSearchResult,
  RoomPlanResult,
  RoomResult,
  RoomSearchQuery,
  RoomSearchResponse,
  SearchRoom,
} from '../../src/api/contract/index.ts';
import { addDays, daysBetween, stayNights } from '../../src/rules/dates.ts';
import type { Database } from '../db/schema.ts';
import { roomsLeftForStay } from '../domain/availability.ts';
import { invalid } from '../domain/errors.ts';
import { childCount, guestsInRoom, resolveKids } from '../domain/kids.ts';
import { type CouponDiscount, priceRoom, priceRooms } from '../domain/pricing.ts';
import { validateStay } from '../domain/stay.ts';
import { keepPlanInTiersMode } from '../domain/tiers-filter.ts';
import {
  type Catalogue,
  type InventoryNight,
  loadCatalogue,
  loadInventory,
  planRate,
  presentImages,
} from './catalogue.ts';
import { findCoupon } from './coupons.ts';
import { type Hotel, hotelToday } from './hotels.ts';

const withPlans = (rooms: RoomResult[]) => ({ rooms, plans: groupByPlan(rooms) });

/** How far `search_next_available_date_if_no_result` looks ahead. */
const NEXT_AVAILABLE_WINDOW_DAYS = 60;

export interface Occupancy {
  adults: number;
  kids: KidsTierCount[];
}

/** The search after reading the query: one stay, N rooms, filters. */
export interface SearchPlan {
  checkin: string | null;
  nights: number;
  rooms: Occupancy[];
  dayUse: boolean;
  includeOccupied: boolean;
  voucher: boolean;
  roomTypeCodes: string[];
  roomPlanCodes: string[];
  hotelPlanCodes: string[];
  filters: string[];
  coupon: CouponDiscount | null;
}

/** Reads the query (JSON `rooms` or the flat shorthand) into one consistent search. */
export function readSearch(hotel: Hotel, q: RoomSearchQuery, today: string): SearchPlan {
  const s = hotel.settings;
  const rooms: SearchRoom[] =
    q.rooms ??
    Array.from({ length: q.room_count ?? 1 }, () => ({
      adults: q.adults ?? 2,
      // The flat shorthand has only a child count; it means the first (oldest) tier.
      ...(q.children
        ? { kids_age_range: [{ code: s.kids_tiers[0]?.code ?? 'A', count: q.children }] }
        : {}),
    }));
  if (rooms.length > 1 && !s.multi_rooms_search_enabled)
    throw invalid('rooms', 'multi-room search is not available at this hotel');
  if (rooms.length > s.multi_rooms_search_limit)
    throw invalid('rooms', `must be at most ${s.multi_rooms_search_limit} rooms`);
  const dayUse = q.is_day_use ?? false;
  if (dayUse && !s.day_use_search_active)
    throw invalid('is_day_use', 'day use is not available at this hotel');
  const undated = q.search_type === 'undated';
  const checkin = undated ? null : (rooms[0]?.checkin_date ?? q.checkin ?? null);
  let checkout = rooms[0]?.checkout_date ?? q.checkout ?? null;
  if (!undated) {
    if (!checkin) throw invalid('checkin', 'is required');
    if (dayUse && !checkout) checkout = addDays(checkin, 1);
    if (!checkout) throw invalid('checkout', 'is required');
    if (
      rooms.some(
        (r) =>
          (r.checkin_date ?? checkin) !== checkin || (r.checkout_date ?? checkout) !== checkout,
      )
    ) {
      throw invalid('rooms', 'must all have the same dates');
    }
    validateStay(checkin, checkout, { today, reservablePeriodMonths: s.reservable_period_months });
    if (dayUse && daysBetween(checkin, checkout) !== 1)
      throw invalid('checkout', 'must be the day after checkin for day use');
  } else if (
    new Set(
      rooms.map((r) => `${r.adults}/${JSON.stringify(r.kids_age_range ?? r.kids_ages ?? [])}`),
    ).size > 1
  ) {
    // product.md §5: undated search is not allowed when rooms differ in guest counts.
    throw invalid('rooms', 'must have the same guests in an undated search');
  }
  const occupancies = rooms.map((r, i) => {
    const kids = resolveKids(
      s.kids_type,
      s.kids_tiers,
      { kids_tiers: r.kids_age_range, kids_ages: r.kids_ages },
      `rooms.${i}`,
    );
    if (kids.length > 0 && !s.kids_accept)
      throw invalid(`rooms.${i}.children`, 'are not accepted by this hotel');
    if (r.children !== undefined && r.children !== childCount(kids)) {
      throw invalid(
        `rooms.${i}.children`,
        'must equal the children in kids_age_range or kids_ages',
      );
    }
    return { adults: r.adults, kids };
  });
  return {
    checkin,
    nights: undated ? (q.nights ?? 1) : daysBetween(checkin ?? '', checkout ?? ''),
    rooms: occupancies,
    dayUse,
    includeOccupied: q.is_including_occupied ?? false,
    voucher: q.mode === 'voucher',
    roomTypeCodes: q.room_type_codes ?? [],
    roomPlanCodes: q.room_plan_codes ?? [],
    hotelPlanCodes: q.hotel_plan_codes ?? [],
    filters: q.room_search_filters ?? [],
    coupon: null,
  };
}

/** The full search: validate, load once, evaluate, and optionally look for the next free date. */
export async function searchRooms(
  db: Kysely<Database>,
  hotel: Hotel,
  q: RoomSearchQuery,
  now: Date,
  publicOrigin: string,
): Promise<RoomSearchResponse> {
  const today = hotelToday(hotel, now);
  const plan = readSearch(hotel, q, today);
  const code = q.coupon_code ?? q.promo_code;
  if (code) plan.coupon = await findCoupon(db, hotel, code, today);
  const loaded = await loadCatalogue(db, hotel.id);
  // Photo URLs made absolute once here, so every room result (and plan grouping) carries them.
  const catalogue: Catalogue = {
    ...loaded,
    roomTypes: loaded.roomTypes.map((t) => ({
      ...t,
      images: presentImages(t.images, publicOrigin),
    })),
  };
  const types = catalogue.roomTypes.map((t) => t.id);
  const base = {
    hotel_code: hotel.code,
    currency: hotel.currency,
    nights: plan.nights,
    next_available_date: null,
  };

  if (plan.checkin === null) {
    const from = addDays(today, hotel.settings.checkin_offset_days);
    const inventory = await loadInventory(db, types, from, addDays(from, 90));
    return {
      ...base,
      checkin_date: null,
      checkout_date: null,
      ...withPlans(
        orderRooms(
          evaluateUndated(hotel, catalogue, inventory, plan),
          q.order ?? 'price_low_to_high',
        ),
      ),
    };
  }
  const checkout = addDays(plan.checkin, plan.nights);
  const wantNext = (q.search_next_available_date_if_no_result ?? false) === true;
  const until = wantNext ? addDays(checkout, NEXT_AVAILABLE_WINDOW_DAYS) : checkout;
  const inventory = await loadInventory(db, types, plan.checkin, until);
  const order = q.order ?? 'price_low_to_high';
  const rooms = orderRooms(evaluateStay(hotel, catalogue, inventory, plan, plan.checkin), order);
  let next: string | null = null;
  if (rooms.length === 0 && wantNext) {
    for (let d = 1; d <= NEXT_AVAILABLE_WINDOW_DAYS && next === null; d++) {
      const day = addDays(plan.checkin, d);
      if (evaluateStay(hotel, catalogue, inventory, plan, day).length > 0) next = day;
    }
  }
  return {
    ...base,
    checkin_date: plan.checkin,
    checkout_date: checkout,
    ...withPlans(rooms),
    next_available_date: next,
  };
}

function fits(hotel: Hotel, capacity: number, room: Occupancy): boolean {
  const guests = guestsInRoom(room.adults, room.kids, hotel.settings.kids_tiers);
  return guests <= capacity && guests <= hotel.settings.max_guests_per_room;
}

function plansFor(catalogue: Catalogue, roomTypeId: number, plan: SearchPlan, nights: number) {
  return catalogue.plans.filter(
    (p) =>
      p.room_type_id === roomTypeId &&
      p.is_day_use === plan.dayUse &&
      nights >= p.min_nights &&
      nights <= p.max_nights &&
      (plan.roomPlanCodes.length === 0 || plan.roomPlanCodes.includes(p.code)) &&
      (plan.hotelPlanCodes.length === 0 || plan.hotelPlanCodes.includes(p.hotel_plan_code)),
  );
}

function roomTypesFor(hotel: Hotel, catalogue: Catalogue, plan: SearchPlan) {
  return catalogue.roomTypes.filter(
    (t) =>
      (plan.roomTypeCodes.length === 0 || plan.roomTypeCodes.includes(t.code)) &&
      plan.filters.every((f) => t.filters.includes(f)) &&
      plan.rooms.every((r) => fits(hotel, t.capacity, r)),
  );
}

/**
 * Rooms and plans bookable for the stay starting `checkin`. Each room type is offered for all
 * searched rooms together; plans are priced for the first room's occupancy (`price`) and for
 * all rooms (`total_price`).
 */
export function evaluateStay(
  hotel: Hotel,
  catalogue: Catalogue,
  inventory: Map<number, InventoryNight[]>,
  plan: SearchPlan,
  checkin: string,
): RoomResult[] {
  const nights = stayNights(checkin, addDays(checkin, plan.nights));
  const tiersMode = hotel.settings.kids_type !== 'ages';
  const results: RoomResult[] = [];
  for (const type of roomTypesFor(hotel, catalogue, plan)) {
    const stock = (inventory.get(type.id) ?? []).filter((n) => nights.includes(n.date));
    const left = roomsLeftForStay(stock, nights);
    const plans: RoomPlanResult[] = [];
    for (const p of plansFor(catalogue, type.id, plan, nights.length)) {
      const keep = tiersMode
        ? keepPlanInTiersMode({
            roomCount: plan.rooms.length,
            saleLimit: p.sale_limit,
            planStockCount: left,
            roomTypeRoomCount: left,
            includeOccupied: plan.includeOccupied,
            undated: false,
            voucher: plan.voucher,
          })
        : plan.includeOccupied || plan.rooms.length <= Math.min(left, p.sale_limit ?? left);
      if (!keep || stock.length < nights.length) continue;
      const rated = nights.map((date) => {
        const night = stock.find((n) => n.date === date);
        return { date, price_per_adult: night ? planRate(p, night) : 0 };
      });
      const prices = priceRooms(
        plan.rooms.map((r) => ({
          nights: rated,
          adults: r.adults,
          kids: r.kids,
          tiers: hotel.settings.kids_tiers,
          taxes: hotel.settings,
        })),
        plan.coupon,
      );
      plans.push(
        presentPlan(
          p,
          catalogue,
          plan,
          left,
          prices[0] ?? null,
          prices.reduce((sum, r) => sum + r.total_price, 0),
        ),
      );
    }
    if (plans.length > 0) results.push(presentRoomType(type, left, plans));
  }
  return results;
}

/** Undated search: every plan with its lowest "from" price over the next 90 days, no stock check. */
export function evaluateUndated(
  hotel: Hotel,
  catalogue: Catalogue,
  inventory: Map<number, InventoryNight[]>,
  plan: SearchPlan,
): RoomResult[] {
  const results: RoomResult[] = [];
  for (const type of roomTypesFor(hotel, catalogue, plan)) {
    const nights = (inventory.get(type.id) ?? []).filter((n) => !n.closed);
    const plans = plansFor(catalogue, type.id, plan, plan.nights).map((p) => {
      const cheapest = nights.reduce(
        (min, n) => Math.min(min, planRate(p, n)),
        Number.POSITIVE_INFINITY,
      );
      const first = plan.rooms[0];
      const price =
        first && Number.isFinite(cheapest)
          ? priceRoom({
              nights: Array.from({ length: plan.nights }, (_, i) => ({
                date: `night-${i + 1}`,
                price_per_adult: cheapest,
              })),
              adults: first.adults,
              kids: first.kids,
              tiers: hotel.settings.kids_tiers,
              taxes: hotel.settings,
            })
          : null;
      return presentPlan(
        p,
        catalogue,
        plan,
        type.total_rooms,
        null,
        price ? price.total_price * plan.rooms.length : null,
      );
    });
    if (plans.length > 0) results.push(presentRoomType(type, type.total_rooms, plans));
  }
  return results;
}

function presentRoomType(
  type: Catalogue['roomTypes'][number],
  left: number,
  plans: RoomPlanResult[],
): RoomResult {
  return {
    room_type_code: type.code,
    room_type_name: type.name,
    description: type.description,
    capacity: type.capacity,
    size_sqm: type.size_sqm,
    filters: type.filters,
    room_count: left,
    room_plans: plans,
    images: type.images ?? [],
  };
}

function presentPlan(
  p: Catalogue['plans'][number],
  catalogue: Catalogue,
  plan: SearchPlan,
  left: number,
  price: RoomPlanResult['price'],
  total: number | null,
): RoomPlanResult {
  const first = plan.rooms[0] ?? { adults: 0, kids: [] };
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
    // Search has no signed-in member: a members-only plan is shown (marked) but not bookable
    // (booking it answers 2304), so the widget can show it as "members only" without a button.
    bookable: !p.members_only,
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
    plan_stock_count: left,
    inclusive_extra_ids: p.inclusive_extra_ids,
    cancellation_policy_code: catalogue.policies.get(p.cancellation_policy_id)?.code ?? '',
    price,
    total_price: total,
  };
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
