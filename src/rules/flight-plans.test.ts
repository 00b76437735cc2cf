import { describe, expect, it } from 'vitest';
import { FLIGHT_ROOM_LIMIT, flightWithheld } from './flight-plans.ts';

describe('flightWithheld', () => {
  it('offers flight plans in a dated search of up to 5 rooms', () => {
    expect(FLIGHT_ROOM_LIMIT).toBe(5);
    expect(flightWithheld({ undated: false, roomCount: 1 })).toBeNull();
    expect(flightWithheld({ undated: false, roomCount: 5 })).toBeNull();
  });
  it('withholds them from an undated search, whatever the rooms', () => {
    expect(flightWithheld({ undated: true, roomCount: 1 })).toBe('flight_undated');
    expect(flightWithheld({ undated: true, roomCount: 9 })).toBe('flight_undated');
  });
  it('withholds them from a search of more than 5 rooms', () => {
    expect(flightWithheld({ undated: false, roomCount: 6 })).toBe('flight_room_limit');
  });
});
