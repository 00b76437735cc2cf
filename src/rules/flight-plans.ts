/**
 * Stay-plus-flight packages (product.md §5, doc 2 §9): a flight needs dates, so an undated
 * search never offers one, and one booking holds at most {@link FLIGHT_ROOM_LIMIT} rooms.
 * The server withholds flight plans from such searches and refuses such bookings; the widget
 * says why with the same reasons.
 */
export const FLIGHT_ROOM_LIMIT = 5;

/** Why flight plans are not offered for a search (null: they are). */
export type FlightWithheld = 'flight_undated' | 'flight_room_limit';

/** Whether a search may offer stay-plus-flight plans, and if not, why. */
export function flightWithheld(search: {
  undated: boolean;
  roomCount: number;
}): FlightWithheld | null {
  if (search.undated) return 'flight_undated';
  if (search.roomCount > FLIGHT_ROOM_LIMIT) return 'flight_room_limit';
  return null;
}
