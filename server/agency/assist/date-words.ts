/**
 * How guests say when, beyond what Intl spells (month names come from Intl): range words
 * between two dates, weekday names, and words that make a weekday this week's or the next.
 */

/** Between the first and the last day of a stay: "to", "〜", "까지", "到", "sampai", "ถึง", "إلى". */
export const RANGE_WORDS =
  '(?:-|–|—|~|〜|to|through|thru|till|until|から|より|부터|에서|到|至|sampai|hingga|s/d|s\\.d\\.|ถึง|จนถึง|الي|حتي)';

/** Weekday names (0 = Sunday), matched as written; Latin ones as whole words. */
export const WEEKDAY_WORDS: readonly (readonly [string, number])[] = [
  ['sunday', 0],
  ['monday', 1],
  ['tuesday', 2],
  ['wednesday', 3],
  ['thursday', 4],
  ['friday', 5],
  ['saturday', 6],
  ['sun', 0],
  ['mon', 1],
  ['tue', 2],
  ['tues', 2],
  ['wed', 3],
  ['thu', 4],
  ['thur', 4],
  ['thurs', 4],
  ['fri', 5],
  ['sat', 6],
  ['minggu', 0],
  ['senin', 1],
  ['selasa', 2],
  ['rabu', 3],
  ['kamis', 4],
  ['jumat', 5],
  ["jum'at", 5],
  ['sabtu', 6],
  ['อาทิตย์', 0],
  ['จันทร์', 1],
  ['อังคาร', 2],
  ['พุธ', 3],
  ['พฤหัสบดี', 4],
  ['พฤหัส', 4],
  ['ศุกร์', 5],
  ['เสาร์', 6],
  ['الأحد', 0],
  ['الاثنين', 1],
  ['الإثنين', 1],
  ['الثلاثاء', 2],
  ['الأربعاء', 3],
  ['الخميس', 4],
  ['الجمعة', 5],
  ['السبت', 6],
];

/** CJK weekdays by their one-character day: 日 月 火 水 木 金 土, 일 월 화 …, 日/天 一 二 …. */
export const CJK_WEEKDAYS: readonly (readonly [RegExp, string])[] = [
  [/([日月火水木金土])曜/g, '日月火水木金土'],
  [/([일월화수목금토])요일/g, '일월화수목금토'],
  [/(?:周|週|星期|礼拜|禮拜)([日一二三四五六])/g, '日一二三四五六'],
  [/(?:周|週|星期|礼拜|禮拜)(天)/g, '天'],
];

/**
 * Said before a weekday, it is next week's ("next Friday", "来週の金曜", "下周五": the weekday
 * is read from 周, so 下 is what comes before it; "下个星期五" drops its 个 first).
 */
export const NEXT_WEEK_BEFORE = [
  'next',
  'next week',
  '来週',
  '다음 주',
  '다음주',
  '下',
  'minggu depan',
  'อาทิตย์หน้า',
  'สัปดาห์หน้า',
  'الأسبوع القادم',
];
/** Said after a weekday, it is next week's ("Jumat depan", "ศุกร์หน้า"). */
export const NEXT_WEEK_AFTER = ['depan', 'หน้า', 'next week', 'of next week'];
/** After "minggu" or "อาทิตย์", these make it "week", not Sunday ("minggu ini", "อาทิตย์หน้า"). */
export const WEEK_NOT_SUNDAY_AFTER = ['ini', 'depan', 'lalu', 'หน้า', 'นี้', 'ที่แล้ว'];
