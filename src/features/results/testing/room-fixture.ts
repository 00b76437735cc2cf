import type { RoomPlanResult, RoomResult } from '../../../api/contract/rooms.ts';

/** A search answer's plan for tests (pay at the hotel, no price), with fields overridden. */
export const planFixture = (over: Partial<RoomPlanResult> = {}): RoomPlanResult => ({
  room_plan_code: 'STD',
  room_plan_name: 'STD',
  hotel_plan_code: 'STD',
  description: '',
  payment_type: 'on_site',
  payment_method: [],
  credit_card_payment: false,
  members_only: false,
  is_day_use: false,
  meal: 'none',
  min_nights: 1,
  matched_search_criteria: {
    adults_count: 2,
    children_count: 0,
    adults_with_companion: 0,
    children_with_kid_tier_A_companion: 0,
  },
  sale_limit: null,
  plan_stock_count: 5,
  inclusive_extra_ids: [],
  cancellation_policy_code: 'STD',
  price: null,
  total_price: null,
  ...over,
});

/** A search answer's room type for tests (five rooms left, no plans), with fields overridden. */
export const roomFixture = (over: Partial<RoomResult> = {}): RoomResult => ({
  room_type_code: 'TWIN',
  room_type_name: 'Twin',
  description: '',
  capacity: 2,
  size_sqm: 20,
  filters: [],
  room_count: 5,
  room_plans: [],
  ...over,
});
