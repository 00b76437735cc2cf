import { describe, expect, it } from 'vitest';
import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { groupByPlan, selectableRooms } from './plan-view.ts';

const plan = (code: string, extra: Partial<RoomPlanResult> = {}): RoomPlanResult => ({
  room_plan_code: `${code}-R`,
  room_plan_name: `Plan ${code}`,
  hotel_plan_code: code,
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
  plan_stock_count: 8,
  inclusive_extra_ids: [],
  cancellation_policy_code: 'STD',
  price: null,
  total_price: null,
  ...extra,
});

const room = (code: string, plans: RoomPlanResult[], roomCount = 5): RoomResult => ({
  room_type_code: code,
  room_type_name: code,
  description: '',
  capacity: 2,
  size_sqm: 20,
  filters: [],
  room_count: roomCount,
  room_plans: plans,
});

describe('plans view', () => {
  it('groups offers by hotel plan in order of first appearance', () => {
    const groups = groupByPlan([
      room('TWIN', [plan('BB'), plan('RO')]),
      room('DBL', [plan('RO'), plan('HB')]),
    ]);
    expect(
      groups.map((g) => [g.hotelPlanCode, g.offers.map((o) => o.room.room_type_code)]),
    ).toEqual([
      ['BB', ['TWIN']],
      ['RO', ['TWIN', 'DBL']],
      ['HB', ['DBL']],
    ]);
  });

  it('limits selection by sale limit, plan stock and rooms left', () => {
    expect(selectableRooms(room('A', [], 5), plan('X'))).toBe(5);
    expect(selectableRooms(room('A', [], 5), plan('X', { sale_limit: 2 }))).toBe(2);
    expect(
      selectableRooms(room('A', [], 5), plan('X', { sale_limit: 9, plan_stock_count: 3 })),
    ).toBe(3);
    expect(selectableRooms(room('A', [], 0), plan('X'))).toBe(0);
  });
});
