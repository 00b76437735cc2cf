import { ErrorCode } from '../../src/api/contract/index.ts';
import { FLIGHT_ROOM_LIMIT, type FlightWithheld } from '../../src/rules/flight-plans.ts';
import { DomainError } from './errors.ts';

const MESSAGES: Record<FlightWithheld, string> = {
  flight_undated: 'Stay-plus-flight plans need dates; an undated search cannot include a flight.',
  flight_room_limit: `Stay-plus-flight plans can be booked for at most ${FLIGHT_ROOM_LIMIT} rooms.`,
};

/** 422 (9422) with `payload.reason`, which the widget translates. */
export function flightRefused(reason: FlightWithheld): DomainError {
  return new DomainError(ErrorCode.notAllowed, 422, MESSAGES[reason], 'rooms', {
    reason,
    room_limit: FLIGHT_ROOM_LIMIT,
  });
}

/** A booking with a stay-plus-flight plan holds at most 5 rooms in all (doc 2 §9). */
export function checkFlightRooms(
  plans: readonly { includes_flight: boolean }[],
  roomCount: number,
): void {
  if (plans.some((p) => p.includes_flight) && roomCount > FLIGHT_ROOM_LIMIT)
    throw flightRefused('flight_room_limit');
}
