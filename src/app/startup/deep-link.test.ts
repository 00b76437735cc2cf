import { describe, expect, it } from 'vitest';
import { startsPastSearchForm } from './deep-link.ts';

describe('startsPastSearchForm', () => {
  it('is false for the empty search form, however it is reached', () => {
    expect(startsPastSearchForm('/booking/result')).toBe(false);
    expect(startsPastSearchForm('/')).toBe(false);
    expect(startsPastSearchForm('/booking/result?locale=ja#top')).toBe(false);
  });
  it('is true for a search, a later screen and a path of no screen', () => {
    expect(startsPastSearchForm('/booking/result?checkin=2026-12-01&checkout=2026-12-02')).toBe(
      true,
    );
    expect(startsPastSearchForm('/?adults=3')).toBe(true);
    expect(startsPastSearchForm('/reservation/confirmation/ABC123')).toBe(true);
    expect(startsPastSearchForm('/search')).toBe(true);
    expect(startsPastSearchForm('/no-such-page')).toBe(true);
  });
});
