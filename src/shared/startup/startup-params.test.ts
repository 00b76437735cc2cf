import { describe, expect, it } from 'vitest';
import {
  customAuthToken,
  readStartupParams,
  SEARCH_PARAM_NAMES,
  STARTUP_PARAM_NAMES,
} from './startup-params.ts';

describe('readStartupParams', () => {
  it('reads the listed startup and search parameters, dropping empty ones', () => {
    const params = readStartupParams(
      'code=sakura-tokyo&locale=ja&iframe=triplabot&segment_ids=a,%20b,,c&adults=3&checkin=&unlisted=1',
    );
    expect(params.hotelCode).toBe('sakura-tokyo');
    expect(params.raw).toMatchObject({ code: 'sakura-tokyo', locale: 'ja', iframe: 'triplabot' });
    expect(params.inChatbot).toBe(true);
    expect(params.segmentIds).toEqual(['a', 'b', 'c']);
    expect(params.search).toEqual({ adults: '3' });
    expect(params.raw).not.toHaveProperty('unlisted');
  });
  it('prefers hotel_code over code and accessToken over login_token', () => {
    const params = readStartupParams('code=a&hotel_code=b&login_token=L&accessToken=A');
    expect(params.hotelCode).toBe('b');
    expect(params.accessToken).toBe('A');
    expect(readStartupParams('login_token=L').accessToken).toBe('L');
  });
  it("reads the brand token under the facility's own name", () => {
    expect(readStartupParams('my_token=T', 'my_token').brandCustomAuthToken).toBe('T');
    expect(readStartupParams('brand_custom_auth_token=B').brandCustomAuthToken).toBe('B');
  });
  it('knows preview mode and lists every spec parameter once', () => {
    expect(readStartupParams('tripla_preview=true').preview).toBe(true);
    expect(readStartupParams('').preview).toBe(false);
    expect(new Set(STARTUP_PARAM_NAMES).size).toBe(STARTUP_PARAM_NAMES.length);
    expect(new Set(SEARCH_PARAM_NAMES).size).toBe(SEARCH_PARAM_NAMES.length);
    expect(STARTUP_PARAM_NAMES).toHaveLength(42);
  });

  it("finds the brand custom auth token under the facility's own name", () => {
    const params = readStartupParams('code=x&hotel_token=abc123&brand_custom_auth_token=std');
    expect(params.all.hotel_token).toBe('abc123');
    expect(customAuthToken(params, 'hotel_token')).toBe('abc123');
    expect(customAuthToken(params, null)).toBe('std');
    expect(customAuthToken(readStartupParams('code=x'), 'hotel_token')).toBeUndefined();
  });
});
