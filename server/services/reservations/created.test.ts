import { describe, expect, it } from 'vitest';
import { manageUrl } from './created.ts';

describe('manageUrl', () => {
  it('points at the hosted confirmation page with the hotel code and token', () => {
    const url = new URL(manageUrl('https://book.example.com', 'sakuratokyo', 'R-123', 'tok en'));
    expect(url.origin).toBe('https://book.example.com');
    expect(url.pathname).toBe('/reservation/confirmation/R-123');
    expect(url.searchParams.get('code')).toBe('sakuratokyo');
    expect(url.searchParams.get('bypass_token')).toBe('tok en');
  });
  it('escapes the number as one path segment', () => {
    expect(manageUrl('https://b.example', 'h', 'a/b', 't')).toContain('/confirmation/a%2Fb?');
  });
});
