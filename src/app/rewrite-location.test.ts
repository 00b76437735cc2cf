import { describe, expect, it } from 'vitest';
import { rewriteAddress, rewritePath } from './rewrite-location.ts';

describe('rewriteAddress', () => {
  it('turns legacy hash URLs into plain paths, joining both queries', () => {
    expect(rewriteAddress('/#/search?code=sakuratokyo', '')).toBe('/search?code=sakuratokyo');
    expect(rewriteAddress('/?utm_source=x#/booking/result?adults=2', 'h')).toBe(
      '/booking/result?utm_source=x&adults=2&code=h',
    );
  });
  it('leaves ordinary fragments alone', () => {
    expect(rewriteAddress('/search?code=h#top', 'h')).toBeUndefined();
  });
  it('rewrites a double slash before the query string', () => {
    expect(rewriteAddress('//?code=h', 'h')).toBe('/?code=h');
    expect(rewriteAddress('/booking/result//?code=h', 'h')).toBe('/booking/result/?code=h');
    expect(rewriteAddress('//', 'h')).toBe('//?code=h');
  });
  it('appends the hotel code when neither code nor hotel_code is present', () => {
    expect(rewriteAddress('/booking/result', 'sakuratokyo')).toBe(
      '/booking/result?code=sakuratokyo',
    );
    expect(rewriteAddress('/booking/result?adults=2', 'h')).toBe('/booking/result?adults=2&code=h');
    expect(rewriteAddress('/booking/result?hotel_code=x', 'h')).toBeUndefined();
    expect(rewriteAddress('/booking/result?code=x', 'h')).toBeUndefined();
    expect(rewriteAddress('/booking/result', '')).toBeUndefined();
  });
  it('never re-encodes a query that needs no change', () => {
    expect(rewriteAddress('/booking/result?code=h&filter=a,b&q=a%20b', 'h')).toBeUndefined();
  });
});

describe('rewritePath', () => {
  it('works on wouter path and search', () => {
    expect(rewritePath('/search', '', 'h')).toEqual({ path: '/search', search: 'code=h' });
    expect(rewritePath('/search', 'code=h', 'h')).toBeUndefined();
  });
});
