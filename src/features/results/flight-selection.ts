import type { RoomSearchResponse } from '../../api/contract/rooms.ts';
import { FLIGHT_ROOM_LIMIT } from '../../rules/flight-plans.ts';
import type { SelectedRoom } from '../../shared/search/selection.ts';

/** The room plan codes of the answer's stay-plus-flight plans. */
export function flightPlanCodes(result: Pick<RoomSearchResponse, 'rooms'>): Set<string> {
  return new Set(
    result.rooms
      .flatMap((r) => r.room_plans.filter((p) => p.includes_flight))
      .map((p) => p.room_plan_code),
  );
}

/**
 * Whether one more room of `planCode` would break the stay-plus-flight limit (product.md §5):
 * a booking with any flight plan holds at most {@link FLIGHT_ROOM_LIMIT} rooms in all.
 */
export function exceedsFlightLimit(
  selection: readonly SelectedRoom[],
  planCode: string,
  flightCodes: ReadonlySet<string>,
): boolean {
  const rooms = selection.reduce((sum, entry) => sum + entry.quantity, 0) + 1;
  const withFlight =
    flightCodes.has(planCode) || selection.some((entry) => flightCodes.has(entry.roomPlanCode));
  return withFlight && rooms > FLIGHT_ROOM_LIMIT;
}
