import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIntl } from '../money/test-intl.ts';
import { LOCALES } from '../rules/locales.ts';
import { hotelTime } from './hotel-time.ts';

// 06:12 UTC is 15:12 at a Tokyo hotel and 13:12 at a Bangkok one.
const MOMENT = '2026-12-13T06:12:06.000Z';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hotelTime', () => {
  it("shows the hotel's clock with its zone named", () => {
    expect(hotelTime(testIntl('en'), MOMENT, 'Asia/Tokyo')).toBe('Dec 13, 2026, 3:12 PM GMT+9');
    expect(hotelTime(testIntl('ja'), MOMENT, 'Asia/Tokyo')).toBe('2026年12月13日 15:12 JST');
    expect(hotelTime(testIntl('en'), MOMENT, 'Asia/Bangkok')).toBe('Dec 13, 2026, 1:12 PM GMT+7');
  });

  it('formats in every locale without a formatting error or the raw date', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const locale of LOCALES) {
      const shown = hotelTime(testIntl(locale), MOMENT, 'Asia/Tokyo');
      expect(shown, locale).not.toMatch(/GMT\+0000|Coordinated Universal Time|T06:12/);
      // The hotel's hour (15, or 3 on a 12-hour clock), in Latin or Arabic-Indic digits.
      expect(shown, locale).toMatch(/(15|3|١٥|٣)[:.٫]?\s?(12|١٢)/);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
