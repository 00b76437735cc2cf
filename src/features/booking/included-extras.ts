import type { BookRoom } from '../../api/contract/reservation.ts';
import type { RoomSearchResponse } from '../../api/contract/rooms.ts';

/**
 * The extras included in the booked plans, as the search answer states them (each room plan's
 * `inclusive_extra_ids`, in the rooms view and the plans view alike), sorted and once each.
 * "Continue" keeps them on the draft, so the guest-detail step's "included in your plan" note
 * needs no `GET hotels/{code}/plans` of its own. Undefined when a booked plan is not in the
 * answer: the extras section then asks the server, as it does for drafts made elsewhere.
 */
export function includedExtraIds(
  answer: Pick<RoomSearchResponse, 'rooms' | 'plans'>,
  rooms: readonly Pick<BookRoom, 'room_plan_code'>[],
): string[] | undefined {
  const byPlan = new Map<string, readonly string[]>();
  for (const room of [...answer.rooms, ...answer.plans.flatMap((plan) => plan.rooms)])
    for (const plan of room.room_plans) byPlan.set(plan.room_plan_code, plan.inclusive_extra_ids);
  const included = new Set<string>();
  for (const { room_plan_code } of rooms) {
    const ids = byPlan.get(room_plan_code);
    if (!ids) return undefined;
    for (const id of ids) included.add(id);
  }
  return [...included].sort();
}
