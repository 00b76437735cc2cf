import { describe, expect, it } from 'vitest';
import { allowedReturnTo, withParams } from './return-to.ts';

describe('allowedReturnTo', () => {
  const own = 'https://book.test';
  it('accepts the server origin and listed origins only', () => {
    expect(allowedReturnTo('https://book.test/sso/custom/callback', own, '*')).toBe(true);
    expect(allowedReturnTo('https://hotel.example/x', own, ['https://hotel.example'])).toBe(true);
    expect(allowedReturnTo('https://evil.example/x', own, '*')).toBe(false);
    expect(allowedReturnTo('https://evil.example/x', own, ['https://hotel.example'])).toBe(false);
  });
  it('refuses look-alikes, credentials and other schemes', () => {
    expect(allowedReturnTo('https://book.test.evil.example/', own, '*')).toBe(false);
    expect(allowedReturnTo('https://user:pw@book.test/', own, '*')).toBe(false);
    expect(allowedReturnTo('http://book.test/', own, '*')).toBe(false);
    expect(allowedReturnTo('javascript:alert(1)', own, '*')).toBe(false);
    expect(allowedReturnTo('not a url', own, '*')).toBe(false);
  });
});

describe('withParams', () => {
  it('keeps the query and sets ours', () => {
    expect(withParams('https://book.test/cb?a=1&error=x', { error: 'expired' })).toBe(
      'https://book.test/cb?a=1&error=expired',
    );
  });
});
