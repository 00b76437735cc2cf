import type { RoomPlanResult, RoomResult } from '../../api/contract/rooms.ts';
import { planLimit } from '../../rules/plan-limit.ts';

/** One plan across the room types that sell it (the "plans" view of the results). */
export interface PlanGroup {
  hotelPlanCode: string;
  name: string;
  description: string;
  offers: { room: RoomResult; plan: RoomPlanResult }[];
}

/** Regroups room-type results by hotel plan, keeping the server's order of first appearance. */
export function groupByPlan(rooms: readonly RoomResult[]): PlanGroup[] {
  const groups = new Map<string, PlanGroup>();
  for (const room of rooms) {
    for (const plan of room.room_plans) {
      let group = groups.get(plan.hotel_plan_code);
      if (!group) {
        group = {
          hotelPlanCode: plan.hotel_plan_code,
          name: plan.room_plan_name,
          description: plan.description,
          offers: [],
        };
        groups.set(plan.hotel_plan_code, group);
      }
      group.offers.push({ room, plan });
    }
  }
  return [...groups.values()];
}

/**
 * How many rooms of this offering a guest may select: the plan's limit (the smaller of
 * sale_limit and plan_stock_count; unlimited without sale_limit, spec §5) and the room type's
 * rooms left.
 */
export function selectableRooms(room: RoomResult, plan: RoomPlanResult): number {
  return Math.max(0, Math.min(planLimit(plan.sale_limit, plan.plan_stock_count), room.room_count));
}
