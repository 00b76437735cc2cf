import { describe, expect, it } from 'vitest';
import { checkFlightRooms, flightRefused } from './flight.ts';

describe('stay-plus-flight booking rule', () => {
  const flight = { includes_flight: true };
  const stay = { includes_flight: false };

  it('allows up to 5 rooms with a flight plan, and any number without', () => {
    expect(() => checkFlightRooms([flight], 5)).not.toThrow();
    expect(() => checkFlightRooms([stay], 9)).not.toThrow();
  });

  it('refuses a sixth room when any plan includes a flight (422, reason for the widget)', () => {
    expect(() => checkFlightRooms([stay, flight], 6)).toThrow(
      expect.objectContaining({
        code: 9422,
        status: 422,
        payload: { reason: 'flight_room_limit', room_limit: 5 },
      }),
    );
  });

  it('names the undated refusal', () => {
    expect(flightRefused('flight_undated').payload).toEqual({
      reason: 'flight_undated',
      room_limit: 5,
    });
  });
});
