import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { messageIdFor, messageValuesFor } from './message-id.ts';

const refusal = (payload: Record<string, unknown>): ApiError =>
  new ApiError({ title: 'not_allowed', status: 422, code: 9422, payload, local: false });

describe('stay-plus-flight refusals', () => {
  it('name their own translated message with the room limit', () => {
    const error = refusal({ reason: 'flight_room_limit', room_limit: 5 });
    expect(messageIdFor(error)).toBe('booking.flight.flight_room_limit');
    expect(messageValuesFor(error)).toEqual({ limit: 5 });
    expect(messageIdFor(refusal({ reason: 'flight_undated' }))).toBe(
      'booking.flight.flight_undated',
    );
  });
  it('leave other refusals to the generic message', () => {
    expect(messageIdFor(refusal({ reason: 'too_late' }))).toBe('error.generic.processing');
  });
});
