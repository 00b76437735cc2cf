import { describe, expect, it } from 'vitest';
import {
  FACILITY_BOOKING_LOCALES,
  facilityBookingLocales,
  hotelLocale,
  isLocale,
  LOCALES,
  textDirection,
  toBcp47,
  toLocale,
} from './locales.ts';

describe('locales', () => {
  it('lists the eight locales and the five facility booking locales', () => {
    expect(LOCALES).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar']);
    expect(FACILITY_BOOKING_LOCALES).toEqual(['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko']);
  });

  it('recognises exact locale ids only', () => {
    for (const l of LOCALES) expect(isLocale(l)).toBe(true);
    expect(isLocale('zh-Hans')).toBe(false);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(3)).toBe(false);
  });

  it('converts to BCP 47 and knows the writing direction', () => {
    expect(toBcp47('zh_Hans')).toBe('zh-Hans');
    expect(toBcp47('zh_Hant')).toBe('zh-Hant');
    expect(toBcp47('ja')).toBe('ja');
    expect(textDirection('ar')).toBe('rtl');
    for (const l of LOCALES.filter((x) => x !== 'ar')) expect(textDirection(l)).toBe('ltr');
  });

  it.each([
    ['ja-JP', 'ja'],
    ['JA', 'ja'],
    ['en-GB', 'en'],
    ['zh-TW', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh-MO', 'zh_Hant'],
    ['zh-Hant', 'zh_Hant'],
    ['zh-Hant-TW', 'zh_Hant'],
    ['zh_Hant', 'zh_Hant'],
    ['zh-CN', 'zh_Hans'],
    ['zh', 'zh_Hans'],
    ['zh-Hans', 'zh_Hans'],
    ['zh-Hans-HK', 'zh_Hans'],
    ['zh-SG', 'zh_Hans'],
    ['ko-KR', 'ko'],
    ['id-ID', 'id'],
    ['in', 'id'],
    ['th-TH', 'th'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['ar_SA', 'ar'],
  ])('maps %s to %s', (tag, expected) => {
    expect(toLocale(tag)).toBe(expected);
  });

  it('returns undefined for unsupported or empty tags', () => {
    expect(toLocale('fr-FR')).toBeUndefined();
    expect(toLocale('')).toBeUndefined();
    expect(toLocale(null)).toBeUndefined();
    expect(toLocale(undefined)).toBeUndefined();
  });

  it('limits facility booking languages to the five, keeping configured order', () => {
    expect(facilityBookingLocales(['en', 'th', 'ko', 'en'])).toEqual(['en', 'ko']);
    expect(facilityBookingLocales(['zh-TW', 'ja'])).toEqual(['zh_Hant', 'ja']);
    expect(facilityBookingLocales(['ar'])).toEqual(FACILITY_BOOKING_LOCALES);
    expect(facilityBookingLocales(undefined)).toEqual(FACILITY_BOOKING_LOCALES);
  });

  it('uses the hotel locale only when it is ko or zh_Hant', () => {
    expect(hotelLocale('ko')).toBe('ko');
    expect(hotelLocale('zh_Hant')).toBe('zh_Hant');
    expect(hotelLocale('en')).toBe('ja');
    expect(hotelLocale('zh_Hans')).toBe('ja');
    expect(hotelLocale(undefined)).toBe('ja');
  });
});
