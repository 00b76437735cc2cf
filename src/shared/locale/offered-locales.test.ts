import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../rules/locales.ts';
import { offeredLocales } from './offered-locales.ts';

describe('offeredLocales', () => {
  it('is the facility languages the widget supports, in the hotel order, once each', () => {
    expect(offeredLocales(['ja', 'en', 'xx', 'ja-JP', 'zh-TW'], undefined)).toEqual([
      'ja',
      'en',
      'zh_Hant',
    ]);
  });

  it('is all eight before settings arrive or when the hotel lists none we support', () => {
    expect(offeredLocales(undefined, undefined)).toEqual(LOCALES);
    expect(offeredLocales(['xx'], undefined)).toEqual(LOCALES);
  });

  it('adds the locale asked for explicitly (attribute, link) after the facility languages', () => {
    const facility = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'];
    expect(offeredLocales(facility, 'ar')).toEqual([...facility, 'ar']);
    // The first offered one is still the facility's: a locale outside the list falls back to it.
    expect(offeredLocales(facility, 'ar')[0]).toBe('en');
    expect(offeredLocales(facility, 'ar-EG')).toContain('ar');
  });

  it('does not repeat a requested locale the facility offers, and ignores unknown ones', () => {
    expect(offeredLocales(['ja', 'en'], 'en')).toEqual(['ja', 'en']);
    expect(offeredLocales(['ja', 'en'], 'xx')).toEqual(['ja', 'en']);
    expect(offeredLocales(undefined, 'ar')).toEqual(LOCALES);
  });
});
