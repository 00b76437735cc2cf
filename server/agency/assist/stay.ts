import { addDays, dayOfWeek } from '../../../src/rules/dates.ts';
import { LOCALES, toBcp47 } from '../../../src/rules/locales.ts';
import {
  CJK_WEEKDAYS,
  NEXT_WEEK_AFTER,
  NEXT_WEEK_BEFORE,
  RANGE_WORDS,
  WEEK_NOT_SUNDAY_AFTER,
  WEEKDAY_WORDS,
} from './date-words.ts';
import { escapeRegExp } from './matching.ts';
import { fold } from './normalise.ts';
import { DAY_WORDS } from './words.ts';

/** A day the request names, where it names it. */
type Mention = { index: number; end: number } & (
  | { kind: 'date'; month: number; day: number }
  | { kind: 'iso'; date: string }
  | { kind: 'day'; day: number }
  | { kind: 'weekday'; weekday: number; nextWeek: boolean }
  | { kind: 'relative'; when: (typeof DAY_WORDS)[number][1] }
);

const latin = (word: string): boolean => /^[a-z][a-z .'-]*$/.test(word);
/** A word as an expression: whole words for Latin script, anywhere for the others. */
const wordSource = (word: string): string => {
  const w = escapeRegExp(fold(word));
  return latin(fold(word)) ? `(?<![a-z])${w}(?![a-z])` : w;
};

/** Month names in every language (long and short forms through Intl), to month numbers. */
const MONTHS: readonly (readonly [string, number])[] = (() => {
  const names = new Map<string, number>();
  for (const locale of LOCALES)
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(toBcp47(locale), { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = fold(format.format(new Date(Date.UTC(2001, m, 15))));
        // Numeric forms ("12月", "12월") are matched by the date patterns instead.
        if (!/\d/.test(name) && name.length >= 3) names.set(name, m + 1);
      }
    }
  return [...names].sort((a, b) => b[0].length - a[0].length);
})();

const DAY = '(\\d{1,2})(?!\\d)(?:st|nd|rd|th)?';
const RANGE = `\\s*${RANGE_WORDS}\\s*`;
/** Not a second day but a count: "Dec 24 - 2 nights", "4 ก.พ. 2 คน". */
const NOT_A_DAY =
  '(?!\\s*(?:nights?|people|persons?|adults?|kids?|child|malam|orang|dewasa|anak|คืน|คน|泊|박|晚|夜|명|人|名|位|个|個|ليال|ليله|اشخاص|شخص))';

/** Days named without a month; not the days of a trip's length ("1泊2日", "1박 2일"). */
const DAY_ONLY: readonly RegExp[] = [
  /(?<![\d/])(\d{1,2})(?:st|nd|rd|th)(?![a-z])/g,
  /(?<![a-z])the\s*(\d{1,2})(?!\d)(?!\s*(?:nights?|people|adults?|of us))/g,
  /(?<![月\d泊])(\d{1,2})\s*(?:日|号|號)(?![本間间游遊])/g,
  /(?<![월\d]\s*)(?<!박\s*)(\d{1,2})\s*일/g,
  /(?:tanggal|tgl\.?)\s*(\d{1,2})(?!\d)/g,
  /วันที่\s*(\d{1,2})(?!\d)/g,
  /يوم\s*(\d{1,2})(?!\d)/g,
];

const overlaps = (a: Mention[], index: number, end: number): boolean =>
  a.some((m) => index < m.end && m.index < end);

/** Dates written out: ISO, CJK (月日, 월일), month names either side of the day, M/D. */
function dateMentions(text: string): Mention[] {
  const found: Mention[] = [];
  const add = (mention: Mention) => {
    if (!overlaps(found, mention.index, mention.end)) found.push(mention);
  };
  for (const m of text.matchAll(/(20\d\d)-(\d\d)-(\d\d)/g))
    add({ kind: 'iso', date: m[0], index: m.index, end: m.index + m[0].length });
  const cjk = /(\d{1,2})\s*(?:月|월)\s*(\d{1,2})\s*(?:日|일|号|號)?/g;
  for (const m of text.matchAll(cjk)) {
    const month = Number(m[1]);
    const end = m.index + m[0].length;
    add({ kind: 'date', month, day: Number(m[2]), index: m.index, end });
    // "12月24日至26日", "3월 5일부터 7일까지": the last day without its month.
    const bare = new RegExp(`^${RANGE}(\\d{1,2})\\s*(?:日|일|号|號)`).exec(text.slice(end));
    if (bare?.[1] && Number(bare[1]) > Number(m[2]))
      add({ kind: 'date', month, day: Number(bare[1]), index: end, end: end + bare[0].length });
  }
  for (const [name, month] of MONTHS) {
    const pattern = new RegExp(wordSource(name), 'g');
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(found, start, end)) continue;
      const before = text.slice(0, start);
      const after = text.slice(end);
      // "20-23 ธ.ค.", "من ٢٠ إلى ٢٣ ديسمبر", "10-12 Januari": both days before the month.
      const rangeBefore = new RegExp(`${DAY}${RANGE}${DAY}\\s*(?:of\\s*)?$`).exec(before);
      const dayBefore = new RegExp(`${DAY}\\s*(?:of\\s*)?$`).exec(before);
      // "Dec 20-23", "March 12 to 14": both after it.
      const rangeAfter = new RegExp(`^\\s*${DAY}${RANGE}${DAY}${NOT_A_DAY}`).exec(after);
      const dayAfter = new RegExp(`^\\s*${DAY}`).exec(after);
      // The day before the month first: in "24 desember 3 malam" the 3 is the nights.
      if (rangeBefore && Number(rangeBefore[2]) > Number(rangeBefore[1])) {
        const from = start - rangeBefore[0].length;
        add({ kind: 'date', month, day: Number(rangeBefore[1]), index: from, end: from + 1 });
        add({ kind: 'date', month, day: Number(rangeBefore[2]), index: from + 1, end });
      } else if (dayBefore) {
        const from = start - dayBefore[0].length;
        add({ kind: 'date', month, day: Number(dayBefore[1]), index: from, end });
      } else if (rangeAfter && Number(rangeAfter[2]) > Number(rangeAfter[1])) {
        add({ kind: 'date', month, day: Number(rangeAfter[1]), index: start, end: end + 1 });
        const last = end + rangeAfter[0].length;
        add({ kind: 'date', month, day: Number(rangeAfter[2]), index: end + 1, end: last });
      } else if (dayAfter) {
        const last = end + dayAfter[0].length;
        add({ kind: 'date', month, day: Number(dayAfter[1]), index: start, end: last });
      }
    }
  }
  for (const m of text.matchAll(/(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/g))
    add({
      kind: 'date',
      month: Number(m[1]),
      day: Number(m[2]),
      index: m.index,
      end: m.index + m[0].length,
    });
  // A day without its month ("the 28th", "28日から", "28일부터", "tanggal 28", "วันที่ 28"):
  // the next such day, this month or the next.
  for (const pattern of DAY_ONLY)
    for (const m of text.matchAll(pattern)) {
      const end = m.index + m[0].length;
      if (m[1] && !overlaps(found, m.index, end))
        found.push({ kind: 'day', day: Number(m[1]), index: m.index, end });
    }
  return found;
}

const followedBy = (text: string, end: number, words: readonly string[]): boolean =>
  words.some((w) => text.slice(end).trimStart().startsWith(fold(w)));
const precededBy = (text: string, index: number, words: readonly string[]): boolean => {
  // "来週の金曜", "下个星期五", "อาทิตย์หน้าวันศุกร์", "minggu depan hari Jumat", "يوم الجمعة".
  const before = text
    .slice(Math.max(0, index - 16), index)
    .replace(/\s*(?:の|的|个|個|วัน|hari|يوم)?\s*$/, '');
  return words.some((w) => before.endsWith(fold(w)));
};

/** Weekdays: names in every language, with "next" before or after them. */
function weekdayMentions(text: string): Mention[] {
  const found: Mention[] = [];
  const add = (weekday: number, index: number, end: number) => {
    if (overlaps(found, index, end)) return;
    const nextWeek =
      precededBy(text, index, NEXT_WEEK_BEFORE) || followedBy(text, end, NEXT_WEEK_AFTER);
    found.push({ kind: 'weekday', weekday, nextWeek, index, end });
  };
  for (const [pattern, days] of CJK_WEEKDAYS)
    for (const m of text.matchAll(pattern)) {
      const day = days === '天' ? 0 : days.indexOf(m[1] ?? '');
      if (day >= 0) add(day, m.index, m.index + m[0].length);
    }
  const words = [...WEEKDAY_WORDS].sort((a, b) => b[0].length - a[0].length);
  for (const [word, weekday] of words)
    for (const m of text.matchAll(new RegExp(wordSource(word), 'g'))) {
      const end = m.index + m[0].length;
      // "minggu ini", "อาทิตย์หน้า": the week, not Sunday (unless "วันอาทิตย์").
      const saysDay = text.slice(Math.max(0, m.index - 3), m.index) === 'วัน';
      if (weekday === 0 && !saysDay && followedBy(text, end, WEEK_NOT_SUNDAY_AFTER)) continue;
      add(weekday, m.index, end);
    }
  return found;
}

function relativeMentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const [word, when] of DAY_WORDS)
    for (const m of text.matchAll(new RegExp(wordSource(word), 'g'))) {
      const end = m.index + m[0].length;
      if (!overlaps(found, m.index, end))
        found.push({ kind: 'relative', when, index: m.index, end });
    }
  return found;
}

/** The first date on or after `from` with this month and day. */
function onOrAfter(from: string, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const year = Number(from.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const t = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(t) || !new Date(t).toISOString().startsWith(date)) return undefined;
    if (date >= from) return date;
  }
  return undefined;
}

/** A mention as a date on or after `from` (weekdays: the coming one, or next week's). */
function resolve(mention: Mention, from: string, today: string): string | undefined {
  switch (mention.kind) {
    case 'iso':
      return mention.date;
    case 'date':
      return onOrAfter(from, mention.month, mention.day);
    case 'day': {
      // This month's day when it is still to come, else next month's.
      const month = Number(from.slice(5, 7));
      const thisMonth = onOrAfter(from, month, mention.day);
      return thisMonth?.slice(0, 7) === from.slice(0, 7)
        ? thisMonth
        : onOrAfter(from, (month % 12) + 1, mention.day);
    }
    case 'weekday': {
      // "next Monday" (下周一, 来週の月曜) is the Monday of next week (weeks start on Monday):
      // said on a Wednesday, the Monday five days on, and "next Friday" the one after this one.
      if (mention.nextWeek) {
        const monday = addDays(from, 7 - ((dayOfWeek(from) + 6) % 7));
        return addDays(monday, (mention.weekday + 6) % 7);
      }
      return addDays(from, (mention.weekday - dayOfWeek(from) + 7) % 7);
    }
    case 'relative': {
      // The coming Saturday (today when it is Saturday); "next weekend" the one after.
      const saturday = addDays(today, (6 - dayOfWeek(today) + 7) % 7);
      return {
        today,
        tomorrow: addDays(today, 1),
        this_weekend: saturday,
        next_weekend: addDays(saturday, 7),
      }[mention.when];
    }
  }
}

/**
 * The stay a request names: its first day named is the check-in; a second day named (a range:
 * "Feb 4 to 8", "3月5日〜3月7日", "Friday to Sunday", "ศุกร์นี้ถึงอาทิตย์") the check-out,
 * else `nights` (one unless said) after the check-in.
 */
export function stayOf(
  text: string,
  today: string,
  nights: number | undefined,
): { checkin: string; checkout: string } | undefined {
  const mentions = [
    ...dateMentions(text),
    ...weekdayMentions(text),
    ...relativeMentions(text),
  ].sort((a, b) => a.index - b.index);
  const [first, second] = mentions;
  if (!first) return undefined;
  const checkin = resolve(first, today, today);
  if (!checkin) return undefined;
  const last = second && resolve(second, addDays(checkin, 1), today);
  const checkout = last && last <= addDays(checkin, 60) ? last : addDays(checkin, nights ?? 1);
  return { checkin, checkout };
}
