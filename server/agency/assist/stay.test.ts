import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/rules/locales.ts';
import { normalise } from './normalise.ts';
import { stayOf } from './stay.ts';

/** A Wednesday: this Friday is 11-27, this weekend 11-28, next weekend 12-05. */
const TODAY = '2026-11-25';
const stay = (text: string, nights?: number) => stayOf(normalise(text), TODAY, nights);

describe('the stay a request names', () => {
  // Before issue 37 only the first date was read: every range became one night.
  const ranges: [Locale, string, string, string][] = [
    ['en', 'Osaka from January 15 to January 18', '2027-01-15', '2027-01-18'],
    ['en', 'Kobe, Mar 3-6', '2027-03-03', '2027-03-06'],
    ['ja', '大阪 1月15日〜1月18日', '2027-01-15', '2027-01-18'],
    ['ja', '12/28〜1/3 実家の近くのホテル', '2026-12-28', '2027-01-03'],
    ['ko', '1월 15일부터 18일까지 오사카', '2027-01-15', '2027-01-18'],
    ['zh_Hans', '1月15日到1月18日 大阪', '2027-01-15', '2027-01-18'],
    ['zh_Hant', '1月15日至18日 大阪', '2027-01-15', '2027-01-18'],
    ['id', 'Osaka 15 Januari sampai 18 Januari', '2027-01-15', '2027-01-18'],
    ['id', 'Osaka tanggal 15-18 Januari', '2027-01-15', '2027-01-18'],
    ['th', 'โอซาก้า 15 ม.ค. ถึง 18 ม.ค.', '2027-01-15', '2027-01-18'],
    ['th', 'โอซาก้า 15-18 มกราคม', '2027-01-15', '2027-01-18'],
    ['ar', 'أوساكا من ١٥ يناير إلى ١٨ يناير', '2027-01-15', '2027-01-18'],
    ['ar', 'أوساكا من 15 إلى 18 يناير', '2027-01-15', '2027-01-18'],
  ];
  it.each(ranges)('reads a date range (%s) "%s"', (_, text, checkin, checkout) => {
    expect(stay(text)).toEqual({ checkin, checkout });
  });

  it('rolls a range over the new year and ignores a second day before the first', () => {
    expect(stay('Dec 30 to Jan 2')).toEqual({ checkin: '2026-12-30', checkout: '2027-01-02' });
    // "24 - 2 nights": the 2 is the nights, not a day.
    expect(stay('Dec 24 - 2 nights', 2)).toEqual({
      checkin: '2026-12-24',
      checkout: '2026-12-26',
    });
  });

  const weekdays: [Locale, string, string, string][] = [
    ['en', 'this Thursday to Saturday', '2026-11-26', '2026-11-28'],
    ['en', 'next Thursday to Saturday', '2026-12-03', '2026-12-05'],
    ['en', 'Sunday to Tuesday', '2026-11-29', '2026-12-01'],
    ['ja', '木曜から土曜まで', '2026-11-26', '2026-11-28'],
    ['ja', '来週の木曜日から土曜日', '2026-12-03', '2026-12-05'],
    // Next week's Monday is five days on, not twelve.
    ['ja', '来週の月曜から水曜', '2026-11-30', '2026-12-02'],
    ['en', 'next Monday to Wednesday', '2026-11-30', '2026-12-02'],
    ['ko', '목요일부터 토요일까지', '2026-11-26', '2026-11-28'],
    ['ko', '다음 주 목요일부터 토요일까지', '2026-12-03', '2026-12-05'],
    ['zh_Hans', '周四到周六', '2026-11-26', '2026-11-28'],
    ['zh_Hans', '下周四到周六', '2026-12-03', '2026-12-05'],
    ['zh_Hant', '星期四到星期六', '2026-11-26', '2026-11-28'],
    ['id', 'Kamis sampai Sabtu', '2026-11-26', '2026-11-28'],
    ['id', 'Kamis depan sampai Sabtu', '2026-12-03', '2026-12-05'],
    ['th', 'วันพฤหัสถึงวันเสาร์', '2026-11-26', '2026-11-28'],
    ['th', 'พฤหัสหน้าถึงเสาร์', '2026-12-03', '2026-12-05'],
    ['th', 'อาทิตย์หน้าวันพฤหัสถึงวันเสาร์', '2026-12-03', '2026-12-05'],
    ['ar', 'من الخميس إلى السبت', '2026-11-26', '2026-11-28'],
  ];
  it.each(weekdays)('reads weekday phrases (%s) "%s"', (_, text, checkin, checkout) => {
    expect(stay(text)).toEqual({ checkin, checkout });
  });

  const weekends: [Locale, string, string][] = [
    ['en', 'next weekend', '2026-12-05'],
    ['ja', '来週末', '2026-12-05'],
    ['ko', '다음 주말', '2026-12-05'],
    ['zh_Hans', '下个周末', '2026-12-05'],
    ['zh_Hant', '下個週末', '2026-12-05'],
    ['id', 'akhir pekan depan', '2026-12-05'],
    ['th', 'สุดสัปดาห์หน้า', '2026-12-05'],
    ['ar', 'نهاية الأسبوع القادم', '2026-12-05'],
  ];
  it.each(weekends)(
    'reads "next weekend" (%s) "%s" as its Saturday, a night or as said',
    (_, text, checkin) => {
      expect(stay(text)).toEqual({ checkin, checkout: '2026-12-06' });
      expect(stay(text, 2)).toEqual({ checkin, checkout: '2026-12-07' });
    },
  );

  const daysOnly: [Locale, string, string][] = [
    ['en', 'on the 28th', '2026-11-28'],
    ['en', 'the 3rd', '2026-12-03'],
    ['ja', '3日から', '2026-12-03'],
    ['ko', '28일부터', '2026-11-28'],
    ['zh_Hans', '28号入住', '2026-11-28'],
    ['zh_Hant', '3號入住', '2026-12-03'],
    ['id', 'tanggal 28', '2026-11-28'],
    ['th', 'วันที่ 3', '2026-12-03'],
    ['ar', 'يوم ٢٨', '2026-11-28'],
  ];
  it.each(daysOnly)(
    'reads a day without its month as the next such day (%s) "%s"',
    (_, text, checkin) => {
      expect(stay(text)?.checkin).toBe(checkin);
    },
  );

  it('takes a trip\'s length in days for no date ("1泊2日", "1박 2일", "3日間")', () => {
    expect(stay('1泊2日')).toBeUndefined();
    expect(stay('1박 2일')).toBeUndefined();
    expect(stay('3日間')).toBeUndefined();
  });

  it('reads "minggu" and "อาทิตย์" followed by "this"/"next" as the week, not Sunday', () => {
    expect(stay('minggu depan akhir pekan')?.checkin).toBe('2026-12-05');
    expect(stay('อาทิตย์หน้า')).toBeUndefined();
    expect(stay('วันอาทิตย์นี้')?.checkin).toBe('2026-11-29');
  });
});
