import { describe, expect, it } from 'vitest';
import { columnOf, fallbackWeekStart, weekdayOrder, weekStartFor } from './week-start.ts';

describe('week start', () => {
  it('falls back to Sunday for en/ja/ko/zh/th/id and Saturday for ar', () => {
    for (const tag of ['en', 'ja', 'ko', 'zh-Hans', 'zh_Hant', 'th', 'id']) {
      expect(fallbackWeekStart(tag), tag).toBe(0);
    }
    expect(fallbackWeekStart('ar')).toBe(6);
    expect(fallbackWeekStart('AR-eg')).toBe(6);
  });

  it('uses Intl week info where the engine has it', () => {
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor('ja')).toBe(0);
    expect(weekStartFor('ar')).toBe(6);
    // CLDR: weeks in mainland China start on Monday; the fallback would say Sunday.
    const hasWeekInfo =
      'weekInfo' in new Intl.Locale('zh-Hans') || 'getWeekInfo' in Intl.Locale.prototype;
    expect(weekStartFor('zh-Hans')).toBe(hasWeekInfo ? 1 : 0);
  });

  it('survives a tag Intl rejects', () => {
    expect(weekStartFor('not a tag')).toBe(0);
  });

  it('orders weekdays from the week start and finds columns', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    // 2030-05-18 is a Saturday: last column from Sunday, first from Saturday.
    expect(columnOf('2030-05-18', 0)).toBe(6);
    expect(columnOf('2030-05-18', 6)).toBe(0);
    expect(columnOf('2030-05-18', 1)).toBe(5);
  });
});
