import type { RoomPrice } from '../../../src/api/contract/index.ts';
import { addDays, stayNights } from '../../../src/rules/dates.ts';
import type { HotelSettings } from '../../db/schema.ts';
import { roomsLeftForStay } from '../../domain/availability.ts';
import { guestsInRoom } from '../../domain/kids.ts';
import { priceRoom, priceRooms, type RoomPriceInput } from '../../domain/pricing.ts';
import { keepPlanInTiersMode } from '../../domain/tiers-filter.ts';
import {
  type Catalogue,
  type InventoryNight,
  type PlanRow,
  planRate,
  type RoomType,
} from '../catalogue.ts';
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
}

function fits(hotel: Rules, capacity: number, room: Occupancy): boolean {
  const guests = guestsInRoom(room.adults, room.kids, hotel.settings.kids_tiers);
  return guests <= capacity && guests <= hotel.settings.max_guests_per_room;
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
      search.rooms.every((r) => fits(hotel, t.capacity, r)),
  );
}

/**
 * Rooms and plans bookable for the stay starting `checkin`. Each room type is offered for all
 * searched rooms together; plans are priced for the first room's occupancy (`price`) and for
 * all rooms (`total`).
 */
export function evaluateStay(
  { hotel, catalogue, inventory }: Evaluated,
  search: SearchPlan,
  checkin: string,
): RoomOffer[] {
  const nights = stayNights(checkin, addDays(checkin, search.nights));
  const tiersMode = hotel.settings.kids_type !== 'ages';
  const results: RoomOffer[] = [];
  for (const type of roomTypesFor(hotel, catalogue, search)) {
    const stock = (inventory.get(type.id) ?? []).filter((n) => nights.includes(n.date));
    const left = roomsLeftForStay(stock, nights);
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
      const rated = nights.map((date) => {
        const night = stock.find((n) => n.date === date);
        return { date, price_per_adult: night ? planRate(p, night) : 0 };
      });
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

/** Undated search: every plan with its lowest "from" price over the loaded nights, no stock check. */
export function evaluateUndated(
  { hotel, catalogue, inventory }: Evaluated,
  search: SearchPlan,
): RoomOffer[] {
  const results: RoomOffer[] = [];
  for (const type of roomTypesFor(hotel, catalogue, search)) {
    const nights = (inventory.get(type.id) ?? []).filter((n) => !n.closed);
    const plans = plansFor(catalogue, type.id, search, search.nights).map((p): PlanOffer => {
      const cheapest = nights.reduce(
        (min, n) => Math.min(min, planRate(p, n)),
        Number.POSITIVE_INFINITY,
      );
      const first = search.rooms[0];
      const price =
        first && Number.isFinite(cheapest)
          ? priceRoom(
              roomInput(
                hotel,
                first,
                Array.from({ length: search.nights }, (_, i) => ({
                  date: `night-${i + 1}`,
                  price_per_adult: cheapest,
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
 * The first check-in after `checkin`, within `windowDays`, for which the search finds a room
 * (null: none). The inventory must cover the window.
 */
export function nextAvailableDate(
  { hotel, catalogue, inventory }: Evaluated,
  search: SearchPlan,
  checkin: string,
  windowDays: number,
): string | null {
  for (let d = 1; d <= windowDays; d++) {
    const day = addDays(checkin, d);
    if (evaluateStay({ hotel, catalogue, inventory }, search, day).length > 0) return day;
  }
  return null;
}
