import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { FLIGHT_ROOM_LIMIT } from '../../rules/flight-plans.ts';
import { planLimit } from '../../rules/plan-limit.ts';

/**
 * How many rooms of this offering a guest may select: the plan's limit (the smaller of
 * sale_limit and plan_stock_count; unlimited without sale_limit, spec §5) and the room type's
 * rooms left.
 */
export function selectableRooms(room: RoomResult, plan: RoomPlanResult): number {
  const limit = Math.min(planLimit(plan.sale_limit, plan.plan_stock_count), room.room_count);
  // A stay-plus-flight plan books at most 5 rooms (product.md §5).
  return Math.max(0, plan.includes_flight ? Math.min(limit, FLIGHT_ROOM_LIMIT) : limit);
}
