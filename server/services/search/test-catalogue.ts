import type { KidsTier } from '../../../src/api/contract/index.ts';
import { stayNights } from '../../../src/rules/dates.ts';
import type { Catalogue, InventoryNight, PlanRow, PolicyRow, RoomType } from '../catalogue.ts';
import { PLAN_MODEL_DEFAULTS, ROOM_TYPE_MODEL_DEFAULTS } from '../inventory/defaults.ts';
import type { EvaluationRules } from './evaluate.ts';
import type { QueryRules, SearchPlan } from './query.ts';

/** Test fixtures for the pure search steps: a small hotel without a database. */

export const TIERS: KidsTier[] = [
  {
    code: 'A',
    name: { en: 'Child' },
    age_min: 6,
    age_max: 12,
    rate_percent: 50,
    counts_as_guest: true,
  },
  {
    code: 'B',
    name: { en: 'Infant' },
    age_min: 0,
    age_max: 5,
    rate_percent: 0,
    counts_as_guest: false,
  },
];

/** Settings of a hotel that offers everything, tax-free so prices are easy to read. */
export const RULES: QueryRules & EvaluationRules = {
  kids_type: 'tiers',
  kids_accept: true,
  kids_tiers: TIERS,
  max_guests_per_room: 4,
  multi_rooms_search_enabled: true,
  multi_rooms_search_limit: 3,
  day_use_search_active: true,
  reservable_period_months: 12,
  consumption_tax_percent: 0,
  accommodation_tax: [],
};

export function roomType(id: number, code: string, over: Partial<RoomType> = {}): RoomType {
  return {
    id,
    hotel_id: 1,
    code,
    name: code,
    description: '',
    capacity: 2,
    size_sqm: 20,
    filters: [],
    total_rooms: 10,
    base_price: 10000,
    position: id,
    images: [],
    ...ROOM_TYPE_MODEL_DEFAULTS,
    ...over,
  };
}

export function planRow(
  id: number,
  roomTypeId: number,
  code: string,
  over: Partial<PlanRow> = {},
): PlanRow {
  return {
    id,
    hotel_id: 1,
    room_type_id: roomTypeId,
    code,
    hotel_plan_code: code,
    name: code,
    description: '',
    payment_type: 'on_site',
    members_only: false,
    program_id: null,
    organization_id: null,
    published: true,
    includes_flight: false,
    is_day_use: false,
    meal: 'none',
    min_nights: 1,
    max_nights: 14,
    sale_limit: null,
    adult_supplement: 0,
    cancellation_policy_id: 1,
    inclusive_extra_ids: [],
    position: id,
    ...PLAN_MODEL_DEFAULTS,
    ...over,
  };
}

const policy: PolicyRow = {
  id: 1,
  hotel_id: 1,
  code: 'flex',
  title: 'Flexible',
  parts: [],
  no_show_percentage: 100,
};

export function catalogue(roomTypes: RoomType[], plans: PlanRow[]): Catalogue {
  return { roomTypes, plans, policies: new Map([[policy.id, policy]]) };
}

/** Nights `from` ≤ date < `to` at one rate, `remaining` rooms each (overridable per date). */
export function nights(
  from: string,
  to: string,
  rate: number,
  remaining: number,
  byDate: Record<string, Partial<InventoryNight>> = {},
): InventoryNight[] {
  return stayNights(from, to).map((date) => ({
    date,
    total: 10,
    remaining,
    price_per_adult: rate,
    closed: false,
    ...byDate[date],
  }));
}

/** A dated search for two adults in one room; override what a test varies. */
export function search(over: Partial<SearchPlan> = {}): SearchPlan {
  return {
    checkin: '2030-01-10',
    nights: 2,
    rooms: [{ adults: 2, kids: [] }],
    dayUse: false,
    includeOccupied: false,
    voucher: false,
    roomTypeCodes: [],
    roomPlanCodes: [],
    hotelPlanCodes: [],
    filters: [],
    coupon: null,
    ...over,
  };
}
