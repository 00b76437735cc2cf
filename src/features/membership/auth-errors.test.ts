import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/api-error.ts';
import { fieldOfError, isBlocked, isThrottled, waitMinutes } from './auth-errors.ts';

const error = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 400, title: 't', local: false, ...init });

describe('membership refusals', () => {
  it('reads a throttled sign-in and its wait in whole minutes', () => {
    expect(isThrottled(error({ status: 429, payload: { retry_after: 61 } }))).toBe(true);
    expect(isThrottled(error({ status: 423, code: 1301 }))).toBe(true);
    expect(isThrottled(error({ status: 401, code: 9401 }))).toBe(false);
    expect(waitMinutes(error({ status: 429, payload: { retry_after: 61 } }))).toBe(2);
    expect(waitMinutes(error({ status: 429, payload: { retry_after: 5 } }))).toBe(1);
    expect(waitMinutes(error({ status: 429 }))).toBeUndefined();
  });
  it('tells an account the hotel blocked (1301, reason blocked) from a throttled one', () => {
    const blocked = error({ status: 403, code: 1301, payload: { reason: 'blocked' } });
    expect(isBlocked(blocked)).toBe(true);
    expect(isThrottled(blocked)).toBe(false);
    expect(isBlocked(error({ status: 423, code: 1301 }))).toBe(false);
  });
  it('finds the form field a server refusal names', () => {
    const fields = ['email', 'password'] as const;
    expect(fieldOfError(error({ payload: { field: 'email' } }), fields)).toBe('email');
    expect(fieldOfError(error({ payload: { field: 'phone' } }), fields)).toBeUndefined();
    expect(fieldOfError(error({}), fields)).toBeUndefined();
  });
});
