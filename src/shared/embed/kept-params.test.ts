import { describe, expect, it } from 'vitest';
import { withKeptParams } from './kept-params.ts';

describe('withKeptParams', () => {
  it('adds the page’s hotel and language to a link that names neither', () => {
    expect(withKeptParams('/forgot-password', 'code=sakura-tokyo&locale=ja')).toBe(
      '/forgot-password?code=sakura-tokyo&locale=ja',
    );
    expect(withKeptParams('/sign-up?redirect=%2Fmy-account', 'hotel_code=sakura-tokyo')).toBe(
      '/sign-up?redirect=%2Fmy-account&code=sakura-tokyo',
    );
    expect(withKeptParams('/sign-in#top', 'code=a%20b')).toBe('/sign-in?code=a%20b#top');
  });

  it('keeps what the link says itself, and adds nothing the page does not have', () => {
    expect(withKeptParams('/search?code=other&locale=en', 'code=sakura-tokyo&locale=ja')).toBe(
      '/search?code=other&locale=en',
    );
    expect(withKeptParams('/x?hotel_code=other', 'code=sakura-tokyo')).toBe('/x?hotel_code=other');
    expect(withKeptParams('/sign-in', '')).toBe('/sign-in');
    expect(withKeptParams('/sign-in', 'checkin=2027-01-08')).toBe('/sign-in');
  });
});
