import { describe, expect, it } from 'vitest';
import { FailedLookupLimiter, LookupLimited } from './failed-lookup-limit.ts';

describe('FailedLookupLimiter', () => {
  it('refuses after max failures per key, for the rest of the sliding window', () => {
    let t = 1_000_000;
    const limiter = new FailedLookupLimiter({ max: 3, windowMs: 60_000, now: () => t });
    for (let i = 0; i < 3; i++) {
      limiter.check(['ip:a']);
      limiter.fail(['ip:a']);
      t += 10_000;
    }
    const refused = (() => {
      try {
        limiter.check(['ip:a', 'number:X']);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(LookupLimited);
    // The first failure was 30 s ago: it leaves the window in 30 s.
    expect((refused as LookupLimited).retryAfter).toBe(30);
    expect(() => limiter.check(['ip:b'])).not.toThrow();
    t += 30_000;
    expect(() => limiter.check(['ip:a'])).not.toThrow();
  });

  it('forgets the least recently failing keys beyond maxKeys', () => {
    const limiter = new FailedLookupLimiter({ max: 1, windowMs: 60_000, now: () => 0, maxKeys: 2 });
    limiter.fail(['a']);
    limiter.fail(['b']);
    limiter.fail(['c']);
    expect(() => limiter.check(['a'])).not.toThrow();
    expect(() => limiter.check(['c'])).toThrow(LookupLimited);
  });
});
