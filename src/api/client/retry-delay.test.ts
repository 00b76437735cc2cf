import { describe, expect, it } from 'vitest';
import { defaultRetryDelayMs, MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-delay.ts';

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('0.5')).toBe(500);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-1')).toBeUndefined();
  });
});

describe('defaultRetryDelayMs', () => {
  it('waits 1 s, or Retry-After capped', () => {
    expect(defaultRetryDelayMs(1)).toBe(1000);
    expect(defaultRetryDelayMs(1, 2500)).toBe(2500);
    expect(defaultRetryDelayMs(1, 3_600_000)).toBe(MAX_RETRY_AFTER_MS);
  });
});
