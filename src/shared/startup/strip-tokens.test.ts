import { describe, expect, it } from 'vitest';
import { withoutTokens } from './strip-tokens.ts';

describe('withoutTokens', () => {
  it('removes every credential parameter and keeps the rest and the hash', () => {
    expect(
      withoutTokens(
        '/booking/result?code=h&accessToken=a&login_token=l&otid=o&one_time_access_token=t&refresh_token=r&brand_custom_auth_token=b&lineLiffToken=x&adults=2#top',
      ),
    ).toBe('/booking/result?code=h&adults=2#top');
  });
  it("removes the facility's own token name", () => {
    expect(withoutTokens('/?code=h&sso=secret', 'sso')).toBe('/?code=h');
  });
  it('returns undefined when there is nothing to strip', () => {
    expect(withoutTokens('/booking/result?code=h')).toBeUndefined();
    expect(withoutTokens('/booking/result')).toBeUndefined();
  });
  it('drops the question mark when only tokens were in the query', () => {
    expect(withoutTokens('/sign-in?refresh_token=r')).toBe('/sign-in');
  });
});
