import type { AssistFilters } from '../../../src/api/contract/agency.ts';
import {
  AMENITIES,
  AMENITY_NAMES,
  type Amenity,
  AREAS,
  HOTEL_KINDS,
  type HotelKind,
  KIND_NAMES,
} from '../../../src/rules/agency-vocabulary.ts';
import { addDays, dayOfWeek } from '../../../src/rules/dates.ts';
import { LOCALES, type Locale, toBcp47 } from '../../../src/rules/locales.ts';
import {
  AMENITY_WORDS,
  BUDGET_WORDS,
  CURRENCY_MARKS,
  DAY_WORDS,
  GUEST_PATTERNS,
  GUEST_PHRASES,
  KIND_WORDS,
  NIGHT_PATTERNS,
  NIGHT_PHRASES,
  NUMBER_WORDS,
} from './words.ts';

/** The currency an amount without a marker is in, by the language it is written in. */
const LOCALE_CURRENCY: Readonly<Record<Locale, string>> = {
  en: 'JPY',
  ja: 'JPY',
  ko: 'KRW',
  zh_Hans: 'CNY',
  zh_Hant: 'TWD',
  id: 'IDR',
  th: 'THB',
  ar: 'SAR',
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const latin = (word: string): boolean => /^[a-z][a-z .'-]*$/.test(word);

/** `word` occurs in `text`: whole words for Latin script, anywhere for the others. */
function has(text: string, word: string): boolean {
  // Folded like the text (NFKC splits Thai ำ, for one).
  const w = word.normalize('NFKC').toLowerCase();
  return latin(w)
    ? new RegExp(`(^|[^a-z])${escapeRegExp(w)}($|[^a-z])`).test(text)
    : text.includes(w);
}

/**
 * Digits in any script to ASCII, full-width forms folded (NFKC), lower case, thousands
 * separators dropped, and counting units (万, 만, k, ribu, juta, พัน, หมื่น, ألف) multiplied out.
 */
export function normalise(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  t = t.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
  t = t.replace(/\d{1,3}(?:[.,]\d{3})+(?![\d])/g, (n) => n.replace(/[.,]/g, ''));
  // "1万5千" is 15,000: the compound first.
  t = t.replace(/(\d+)\s*(?:万|만)\s*(\d+)\s*(?:千|천)/g, (_, a: string, b: string) =>
    String(Number(a) * 10_000 + Number(b) * 1_000),
  );
  const units: [RegExp, number][] = [
    [/(\d+(?:\.\d+)?)\s*(?:万|만|หมื่น)/g, 10_000],
    [/(\d+(?:\.\d+)?)\s*(?:千|천|พัน|ألف|k(?![a-z]))/g, 1_000],
    [/(\d+(?:\.\d+)?)\s*ribu/g, 1_000],
    [/(\d+(?:\.\d+)?)\s*juta/g, 1_000_000],
  ];
  for (const [pattern, factor] of units)
    t = t.replace(pattern, (_, n: string) => String(Math.round(Number(n) * factor)));
  return t;
}

const NUMBER = `(\\d{1,2}|${NUMBER_WORDS.map(([w]) => escapeRegExp(w)).join('|')})`;
const numberValue = (token: string): number =>
  /^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS.find(([w]) => w === token)?.[1] ?? 0);

/** The first count a pattern list finds (`(N)` marks the number), or a phrase's count. */
function count(
  text: string,
  patterns: readonly string[],
  phrases: readonly (readonly [string, number])[],
): number | undefined {
  for (const p of patterns) {
    const [before = '', after = ''] = p.split('(N)');
    const match = new RegExp(`${escapeRegExp(before)}${NUMBER}${escapeRegExp(after)}`).exec(text);
    const n = match?.[1] ? numberValue(match[1]) : 0;
    if (n > 0) return n;
  }
  for (const [phrase, n] of phrases) if (has(text, phrase)) return n;
  return undefined;
}

/** The text with every "N nights" taken out. */
function withoutNights(text: string): string {
  let t = text;
  for (const p of NIGHT_PATTERNS) {
    const [before = '', after = ''] = p.split('(N)');
    t = t.replace(new RegExp(`${escapeRegExp(before)}${NUMBER}${escapeRegExp(after)}`, 'g'), ' ');
  }
  return t;
}

/** Month names in every language (long and short forms through Intl), to month numbers. */
const MONTHS: readonly (readonly [string, number])[] = (() => {
  const names = new Map<string, number>();
  for (const locale of LOCALES)
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(toBcp47(locale), { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        const name = format
          .format(new Date(Date.UTC(2001, m, 15)))
          .normalize('NFKC')
          .toLowerCase();
        // Numeric forms ("12月", "12월") are matched by the date patterns instead.
        if (!/\d/.test(name) && name.length >= 3) names.set(name, m + 1);
      }
    }
  return [...names].sort((a, b) => b[0].length - a[0].length);
})();

/** The next date on or after `today` with this month and day. */
function nextDate(today: string, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const t = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(t) || !new Date(t).toISOString().startsWith(date)) return undefined;
    if (date >= today) return date;
  }
  return undefined;
}

function checkinOf(text: string, today: string): string | undefined {
  const iso = /(20\d\d)-(\d\d)-(\d\d)/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const cjk = /(\d{1,2})\s*(?:月|월)\s*(\d{1,2})\s*(?:日|일|号|號)?/.exec(text);
  if (cjk) return nextDate(today, Number(cjk[1]), Number(cjk[2]));
  for (const [name, month] of MONTHS) {
    const at = text.indexOf(name);
    if (at < 0) continue;
    const after = /^\s*(\d{1,2})(?!\d)/.exec(text.slice(at + name.length));
    const before = /(\d{1,2})\s*(?:th|st|nd|rd)?\s*(?:of\s*)?$/.exec(text.slice(0, at));
    // "24 December" before "December 24": in "24 desember 3 malam" the 3 is the nights.
    const day = before?.[1] ?? after?.[1];
    if (day) return nextDate(today, month, Number(day));
  }
  const slash = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?![\d/])/.exec(text);
  if (slash) return nextDate(today, Number(slash[1]), Number(slash[2]));
  for (const [word, when] of DAY_WORDS) {
    if (!has(text, word)) continue;
    // The coming Saturday (today when it is Saturday); "next weekend" the one after.
    const saturday = addDays(today, (6 - dayOfWeek(today) + 7) % 7);
    return {
      today,
      tomorrow: addDays(today, 1),
      this_weekend: saturday,
      next_weekend: addDays(saturday, 7),
    }[when];
  }
  return undefined;
}

function budgetOf(text: string, locale: Locale): AssistFilters['budget'] {
  const amounts = [...text.matchAll(/\d+(?:\.\d+)?/g)];
  for (const m of amounts) {
    const value = Number(m[0]);
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const near = `${text.slice(Math.max(0, start - 4), start)}|${text.slice(end, end + 9)}`;
    const [left = '', right = ''] = near.split('|');
    const mark = CURRENCY_MARKS.find(([sign]) => {
      const l = left.trimEnd();
      const r = right.trimStart();
      // A sign spelt in letters must be a word of its own ("ين" is not the end of "ليلتين").
      const wordy = /^[\p{Script=Latin}\p{Script=Arabic}]+$/u.test(sign);
      const letter = /[\p{Script=Latin}\p{Script=Arabic}]/u;
      const leftOk = l.endsWith(sign) && !(wordy && letter.test(l.at(-sign.length - 1) ?? ''));
      const rightOk = r.startsWith(sign) && !(wordy && letter.test(r.charAt(sign.length)));
      return leftOk || rightOk;
    });
    const marked = mark?.[1];
    const yuan = /^\s*(元|圓)/.test(text.slice(end))
      ? locale === 'zh_Hant'
        ? 'TWD'
        : 'CNY'
      : undefined;
    const currency = marked ?? yuan;
    const window = text.slice(Math.max(0, start - 14), end + 10);
    const saysLimit = BUDGET_WORDS.some((w) => has(window, w));
    if (currency && value > 0) return { amount: value, currency };
    if (saysLimit && value >= 100) return { amount: value, currency: LOCALE_CURRENCY[locale] };
  }
  return undefined;
}

function kindOf(text: string): HotelKind | undefined {
  // Kinds by their specific words first: "business hotel" is a business hotel, not a hotel.
  for (const kind of HOTEL_KINDS) {
    if (kind === 'hotel') continue;
    const words = [...KIND_WORDS[kind], ...Object.values(KIND_NAMES[kind])];
    if (words.some((w) => has(text, w))) return kind;
  }
  return undefined;
}

function amenitiesOf(text: string): Amenity[] {
  return AMENITIES.filter((a) =>
    [...AMENITY_WORDS[a], ...Object.values(AMENITY_NAMES[a])].some((w) => has(text, w)),
  );
}

function areaOf(text: string): string | undefined {
  let best: { code: string; length: number } | undefined;
  for (const area of AREAS)
    for (const name of Object.values(area.names)) {
      const n = name.toLowerCase();
      if (has(text, n) && n.length > (best?.length ?? 0))
        best = { code: area.code, length: n.length };
    }
  return best?.code;
}

/**
 * The built-in interpreter: a guest's request in any of the eight languages to structured
 * filters, offline. It reads the area, kind and amenities through the catalogue's own names
 * (every language) and everyday words for them; guests, nights and dates through counters and
 * Intl's month names; a budget through currency signs or "at most" words near an amount. What
 * it does not find stays unset.
 */
export function interpret(request: string, locale: Locale, today: string): AssistFilters {
  const text = normalise(request);
  const filters: AssistFilters = { amenities: amenitiesOf(text) };
  const area = areaOf(text);
  if (area) filters.area = area;
  const kind = kindOf(text);
  if (kind) filters.kind = kind;
  // Nights first, then guests in what is left: "for 3 nights" is no party of three.
  const nights = count(text, NIGHT_PATTERNS, NIGHT_PHRASES);
  const adults = count(withoutNights(text), GUEST_PATTERNS, GUEST_PHRASES);
  if (adults) filters.adults = adults;
  const checkin = checkinOf(text, today);
  if (checkin) {
    filters.checkin = checkin;
    filters.checkout = addDays(checkin, nights ?? 1);
  }
  const budget = budgetOf(text, locale);
  if (budget) filters.budget = budget;
  return filters;
}
