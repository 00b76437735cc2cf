import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { planLimit } from '../../rules/plan-limit.ts';

/**
 * How many rooms of this offering a guest may select: the plan's limit (the smaller of
 * sale_limit and plan_stock_count; unlimited without sale_limit, spec §5) and the room type's
 * rooms left.
 */
export function selectableRooms(room: RoomResult, plan: RoomPlanResult): number {
  return Math.max(0, Math.min(planLimit(plan.sale_limit, plan.plan_stock_count), room.room_count));
}
