import { describe, expect, it } from 'vitest';
import { manageUrl } from './manage-link.ts';

const parts = { hotelCode: 'sakuratokyo', number: 'R-123', token: 'tok en', locale: 'ar' };

describe('manageUrl', () => {
  it('points at the hosted confirmation page with the hotel code, token and locale', () => {
    const url = new URL(manageUrl('https://book.example.com', parts));
    expect(url.origin).toBe('https://book.example.com');
    expect(url.pathname).toBe('/reservation/confirmation/R-123');
    expect(url.searchParams.get('code')).toBe('sakuratokyo');
    expect(url.searchParams.get('bypass_token')).toBe('tok en');
    expect(url.searchParams.get('locale')).toBe('ar');
    expect(url.searchParams.has('email')).toBe(false);
  });
  it('falls back to English for a locale the mails do not know', () => {
    const url = new URL(manageUrl('https://b.example', { ...parts, locale: 'xx' }));
    expect(url.searchParams.get('locale')).toBe('en');
  });
  it('escapes the number as one path segment', () => {
    expect(manageUrl('https://b.example', { ...parts, number: 'a/b' })).toContain(
      '/confirmation/a%2Fb?',
    );
  });
});
