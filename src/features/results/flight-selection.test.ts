import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '../../shared/search/selection.ts';
import { exceedsFlightLimit } from './flight-selection.ts';

const entry = (roomPlanCode: string, quantity: number): SelectedRoom => ({
  roomTypeCode: 'deluxe-twin',
  roomPlanCode,
  numberOfAdults: 2,
  numberOfChildren: 0,
  type: 'rooms',
  quantity,
  salePrice: 1000,
  paymentType: 'pre_paid',
});
const flights = new Set(['twin-flight']);

describe('stay-plus-flight selection limit', () => {
  it('allows a fifth room with a flight plan, not a sixth', () => {
    expect(exceedsFlightLimit([entry('twin-flight', 4)], 'twin-flight', flights)).toBe(false);
    expect(exceedsFlightLimit([entry('twin-flight', 5)], 'twin-flight', flights)).toBe(true);
  });
  it('counts the other rooms of the booking too', () => {
    const mixed = [entry('twin-flight', 1), entry('std-room-only', 4)];
    expect(exceedsFlightLimit(mixed, 'std-room-only', flights)).toBe(true);
    expect(exceedsFlightLimit([entry('std-room-only', 5)], 'twin-flight', flights)).toBe(true);
  });
  it('leaves bookings without a flight alone', () => {
    expect(exceedsFlightLimit([entry('std-room-only', 7)], 'std-room-only', flights)).toBe(false);
  });
});
