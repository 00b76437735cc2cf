import { describe, expect, it } from 'vitest';
import { containsEmail, guardPersonalData } from './pii-guard.ts';

describe('PII guard', () => {
  it('finds e-mail-like patterns, also percent-encoded', () => {
    expect(containsEmail('/search?utm_source=guest@example.com')).toBe(true);
    expect(containsEmail('/search?utm_source=guest%40example.com')).toBe(true);
    expect(containsEmail('/search?code=sakuratokyo&adults=2')).toBe(false);
  });
  it('passes clean addresses untouched', () => {
    expect(guardPersonalData('/booking/result?code=h')).toEqual({ leaked: false });
  });
  it('removes listed parameters carrying the pattern and cuts it out of the rest', () => {
    const verdict = guardPersonalData(
      '/booking/result?code=h&utm_source=a.b%40mail.example.com&promo_code=x@y.jp&note=hi%20me@x.org&adults=2',
    );
    expect(verdict.leaked).toBe(true);
    const next = new URL(verdict.redirectTo ?? '', 'https://w.example');
    expect(next.pathname).toBe('/booking/result');
    expect(Object.fromEntries(next.searchParams)).toEqual({ code: 'h', note: 'hi ', adults: '2' });
  });
  it('cleans the path and hash as well', () => {
    const verdict = guardPersonalData('/search/a@b.com?code=h#x@y.com');
    expect(verdict.redirectTo).toBe('/search/?code=h');
  });
  it('does not redirect on /reservation/confirmation but still reports the leak', () => {
    expect(guardPersonalData('/reservation/confirmation/R1?email=guest@example.com')).toEqual({
      leaked: true,
    });
  });
});
