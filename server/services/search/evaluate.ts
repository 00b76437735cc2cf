import type { RestrictedPlan, RoomPrice } from '../../../src/api/contract/index.ts';
import { addDays, stayNights } from '../../../src/rules/dates.ts';
import { type OccupancyRate, occupancyPrice } from '../../../src/rules/inventory/rates.ts';
import type { HotelSettings } from '../../db/schema.ts';
import { roomsLeftForStay } from '../../domain/availability.ts';
import { childCount, guestsInRoom } from '../../domain/kids.ts';
import { priceRoom, priceRooms, type RoomPriceInput } from '../../domain/pricing.ts';
import { keepPlanInTiersMode } from '../../domain/tiers-filter.ts';
import type { Catalogue, InventoryNight, PlanRow, RoomType } from '../catalogue.ts';
import type { PlanNights } from '../inventory/plan-nights.ts';
import {
  occupancyFits,
  type PlanContext,
  planRefusal,
  sellsOccupancy,
  stayRates,
} from '../inventory/plan-rules.ts';
import { refusalError } from '../inventory/refusal-codes.ts';
import { couponAppliesTo } from '../wallet/coupons.ts';
import type { Occupancy, SearchPlan } from './query.ts';

/** The hotel settings availability and prices are evaluated with. */
export type EvaluationRules = Pick<
  HotelSettings,
  | 'kids_type'
  | 'kids_tiers'
  | 'max_guests_per_room'
  | 'consumption_tax_percent'
  | 'accommodation_tax'
>;

/** One plan offered: its stock and its price for the first room and for all rooms. */
export interface PlanOffer {
  plan: PlanRow;
  left: number;
  /** The first searched room's price (null in an undated search). */
  price: RoomPrice | null;
  /** All searched rooms together (null when no night has a rate). */
  total: number | null;
}

/** One room type offered with the plans that can be booked for the search. */
export interface RoomOffer {
  type: RoomType;
  left: number;
  plans: PlanOffer[];
}

type Rules = { settings: EvaluationRules };

/** What a search is evaluated against: the hotel's rules, its catalogue and the loaded nights. */
export interface Evaluated {
  hotel: Rules;
  catalogue: Catalogue;
  /** Stock and rates per room type id, for the nights the search may look at. */
  inventory: Map<number, InventoryNight[]>;
  /** The plans' own rates and restrictions of those nights (and the day after). */
  planNights: PlanNights;
  /** The hotel's today: sale periods and booking windows count from it. */
  today: string;
}

/** What resolving a plan's rates needs for one room type. */
function planContext(
  data: Evaluated,
  type: RoomType,
  stock: readonly InventoryNight[],
): PlanContext {
  return {
    plans: data.catalogue.plans,
    nights: data.planNights,
    stock,
    type,
    tiers: data.hotel.settings.kids_tiers,
  };
}

function fits(hotel: Rules, type: RoomType, room: Occupancy): boolean {
  const guests = guestsInRoom(room.adults, room.kids, hotel.settings.kids_tiers);
  return (
    guests <= type.capacity &&
    guests <= hotel.settings.max_guests_per_room &&
    occupancyFits(type, room.adults, childCount(room.kids))
  );
}

/** One searched room priced over `nights` with the hotel's kids tiers and taxes. */
function roomInput(
  hotel: Rules,
  room: Occupancy,
  nights: RoomPriceInput['nights'],
): Omit<RoomPriceInput, 'coupon'> {
  return {
    nights,
    adults: room.adults,
    kids: room.kids,
    tiers: hotel.settings.kids_tiers,
    taxes: hotel.settings,
  };
}

function plansFor(catalogue: Catalogue, roomTypeId: number, search: SearchPlan, nights: number) {
  return catalogue.plans.filter(
    (p) =>
      p.room_type_id === roomTypeId &&
      p.is_day_use === search.dayUse &&
      nights >= p.min_nights &&
      nights <= p.max_nights &&
      (search.roomPlanCodes.length === 0 || search.roomPlanCodes.includes(p.code)) &&
      (search.hotelPlanCodes.length === 0 || search.hotelPlanCodes.includes(p.hotel_plan_code)),
  );
}

function roomTypesFor(hotel: Rules, catalogue: Catalogue, search: SearchPlan) {
  return catalogue.roomTypes.filter(
    (t) =>
      (search.roomTypeCodes.length === 0 || search.roomTypeCodes.includes(t.code)) &&
      search.filters.every((f) => t.filters.includes(f)) &&
      search.rooms.every((r) => fits(hotel, t, r)),
  );
}

/**
 * Rooms and plans bookable for the stay starting `checkin`. Each room type is offered for all
 * searched rooms together; plans are priced for the first room's occupancy (`price`) and for
 * all rooms (`total`).
 */
export function evaluateStay(data: Evaluated, search: SearchPlan, checkin: string): RoomOffer[] {
  const { hotel, catalogue, inventory } = data;
  const checkout = addDays(checkin, search.nights);
  const nights = stayNights(checkin, checkout);
  const tiersMode = hotel.settings.kids_type !== 'ages';
  const results: RoomOffer[] = [];
  for (const type of roomTypesFor(hotel, catalogue, search)) {
    const stock = (inventory.get(type.id) ?? []).filter((n) => nights.includes(n.date));
    const left = roomsLeftForStay(stock, nights);
    const ctx = planContext(data, type, stock);
    const plans: PlanOffer[] = [];
    for (const p of plansFor(catalogue, type.id, search, nights.length)) {
      const keep = tiersMode
        ? keepPlanInTiersMode({
            roomCount: search.rooms.length,
            saleLimit: p.sale_limit,
            planStockCount: left,
            roomTypeRoomCount: left,
            includeOccupied: search.includeOccupied,
            undated: false,
            voucher: search.voucher,
          })
        : search.includeOccupied || search.rooms.length <= Math.min(left, p.sale_limit ?? left);
      if (!keep || stock.length < nights.length) continue;
      // A night without a rate, a restriction, or an occupancy the rate does not sell leaves
      // the plan out (src/rules/inventory).
      const rated = stayRates(p, nights, ctx);
      if (!rated || planRefusal(p, { checkin, checkout, today: data.today }, data.planNights))
        continue;
      if (!search.rooms.every((r) => sellsOccupancy(rated, r.adults, r.kids))) continue;
      // A card-payment promotion shows its discount only on the plans it applies to.
      const coupon = search.coupon && couponAppliesTo(search.coupon, p) ? search.coupon : null;
      const prices = priceRooms(
        search.rooms.map((r) => roomInput(hotel, r, rated)),
        coupon,
      );
      plans.push({
        plan: p,
        left,
        price: prices[0] ?? null,
        total: prices.reduce((sum, r) => sum + r.total_price, 0),
      });
    }
    if (plans.length > 0) results.push({ type, left, plans });
  }
  return results;
}

/**
 * The plans of room types that fit the search which their restrictions leave out of the stay
 * starting `checkin`, with the code and values a quote would refuse them with: the widget
 * says why a plan it might expect is missing (a one-night stay on a two-night minimum).
 */
export function restrictedPlans(
  data: Evaluated,
  search: SearchPlan,
  checkin: string,
): RestrictedPlan[] {
  const checkout = addDays(checkin, search.nights);
  const out: RestrictedPlan[] = [];
  for (const type of roomTypesFor(data.hotel, data.catalogue, search))
    for (const p of plansFor(data.catalogue, type.id, search, search.nights)) {
      const refusal = planRefusal(p, { checkin, checkout, today: data.today }, data.planNights);
      if (!refusal) continue;
      const { code, payload } = refusalError(refusal);
      out.push({
        room_type_code: type.code,
        room_plan_code: p.code,
        room_plan_name: p.name,
        code,
        payload,
      });
    }
  return out;
}

/** Undated search: every plan with its lowest "from" price over the loaded nights, no stock check. */
export function evaluateUndated(data: Evaluated, search: SearchPlan): RoomOffer[] {
  const { hotel, catalogue, inventory } = data;
  const results: RoomOffer[] = [];
  for (const type of roomTypesFor(hotel, catalogue, search)) {
    const open = (inventory.get(type.id) ?? []).filter((n) => !n.closed);
    const ctx = planContext(data, type, open);
    const plans = plansFor(catalogue, type.id, search, search.nights).map((p): PlanOffer => {
      const first = search.rooms[0];
      const cheapest = first ? cheapestNight(p, open, ctx, first, data) : null;
      const price =
        first && cheapest
          ? priceRoom(
              roomInput(
                hotel,
                first,
                Array.from({ length: search.nights }, (_, i) => ({
                  date: `night-${i + 1}`,
                  rate: cheapest,
                })),
              ),
            )
          : null;
      return {
        plan: p,
        left: type.total_rooms,
        price: null,
        total: price ? price.total_price * search.rooms.length : null,
      };
    });
    if (plans.length > 0) results.push({ type, left: type.total_rooms, plans });
  }
  return results;
}

/**
 * The plan's cheapest rate for `room` over the loaded nights that sell it (not stopped, within
 * its sale period and stay period), or null: an undated search's "from" price.
 */
function cheapestNight(
  plan: PlanRow,
  open: readonly InventoryNight[],
  ctx: PlanContext,
  room: Occupancy,
  data: Evaluated,
): OccupancyRate | null {
  if (plan.sale_from && data.today < plan.sale_from) return null;
  if (plan.sale_until && data.today > plan.sale_until) return null;
  const stops = data.planNights.restrictions.get(plan.id);
  let best: { rate: OccupancyRate; price: number } | null = null;
  for (const night of open) {
    if (stops?.get(night.date)?.stop_sell) continue;
    if (plan.stay_from && night.date < plan.stay_from) continue;
    if (plan.stay_until && night.date > plan.stay_until) continue;
    const [rated] = stayRates(plan, [night.date], ctx) ?? [];
    const price = rated ? occupancyPrice(rated.rate, room.adults, room.kids) : null;
    if (rated && price !== null && (!best || price < best.price))
      best = { rate: rated.rate, price };
  }
  return best?.rate ?? null;
}

/**
 * The first check-in after `checkin`, within `windowDays`, for which the search finds a room
 * (null: none). The inventory must cover the window.
 */
export function nextAvailableDate(
  data: Evaluated,
  search: SearchPlan,
  checkin: string,
  windowDays: number,
): string | null {
  for (let d = 1; d <= windowDays; d++) {
    const day = addDays(checkin, d);
    if (evaluateStay(data, search, day).length > 0) return day;
  }
  return null;
}
