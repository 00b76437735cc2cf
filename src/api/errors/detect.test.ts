import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isIdentityExpired, isInvalidClientSession } from './detect.ts';

const error = (status: number, title: string, code?: number | string, local = false): ApiError =>
  new ApiError({ status, title, local, ...(code === undefined ? {} : { code }) });

describe('isIdentityExpired', () => {
  it('accepts the code in both spellings, on any status', () => {
    expect(isIdentityExpired(error(403, 'x', 'IDP_EXPIRED'))).toBe(true);
    expect(isIdentityExpired(error(401, 'x', 4000))).toBe(true);
    expect(isIdentityExpired(error(403, 'x', 'idp_expired'))).toBe(true);
  });
  it('accepts a 403 whose title says the identity expired', () => {
    expect(isIdentityExpired(error(403, 'IDP expired'))).toBe(true);
    expect(isIdentityExpired(error(403, 'Identity token expired'))).toBe(true);
    expect(isIdentityExpired(error(400, 'Identity token expired'))).toBe(false);
    expect(isIdentityExpired(error(403, 'Forbidden'))).toBe(false);
  });
});

describe('isInvalidClientSession', () => {
  it('compares the title case-insensitively and ignores local errors', () => {
    expect(isInvalidClientSession(error(401, 'Invalid client session'))).toBe(true);
    expect(isInvalidClientSession(error(403, ' INVALID CLIENT SESSION '))).toBe(true);
    expect(isInvalidClientSession(error(401, 'Invalid client session', undefined, true))).toBe(
      false,
    );
    expect(isInvalidClientSession(error(401, 'Unauthorized'))).toBe(false);
  });
});
