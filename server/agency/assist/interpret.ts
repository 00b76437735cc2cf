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
import type { Locale } from '../../../src/rules/locales.ts';
import { counter, cut, find, has, numberValue } from './matching.ts';
import { fold, normalise } from './normalise.ts';
import { partyOf } from './party.ts';
import { stayOf } from './stay.ts';
import {
  AMENITY_WORDS,
  AREA_WORDS,
  BUDGET_WORDS,
  CURRENCY_MARKS,
  KIND_WORDS,
  NIGHT_PATTERNS,
  NIGHT_PHRASES,
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

const NIGHTS = NIGHT_PATTERNS.map(counter);

/**
 * The nights said ("3泊", "two nights", "ليلتين"), the most of them when several are ("3泊 …
 * 1泊7千円まで": the second is a price per night), and the text without them: "for 3 nights"
 * is no party of three.
 */
function nightsOf(text: string): { nights?: number; rest: string } {
  let rest = text;
  let nights: number | undefined;
  for (const pattern of NIGHTS)
    for (const match of text.matchAll(pattern)) {
      const n = match[1] ? numberValue(match[1]) : 0;
      if (n > 0) nights = Math.max(nights ?? 0, n);
      rest = rest.replace(match[0], ' ');
    }
  for (const [phrase, n] of NIGHT_PHRASES) {
    const at = find(rest, phrase);
    if (!at) continue;
    nights ??= n;
    rest = cut(rest, at);
  }
  return nights ? { nights, rest } : { rest };
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
    const yuan = /^\s*(元|圓|块|塊)/.test(text.slice(end))
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

/**
 * The kind named by its longest word found: "商務旅館" is a business hotel, not a ryokan (旅館);
 * "business hotel" is no plain hotel (plain hotels are not a filter).
 */
function kindOf(text: string): HotelKind | undefined {
  let best: { kind: HotelKind; length: number } | undefined;
  for (const kind of HOTEL_KINDS) {
    if (kind === 'hotel') continue;
    for (const word of [...KIND_WORDS[kind], ...Object.values(KIND_NAMES[kind])]) {
      const w = fold(word);
      if (w.length > (best?.length ?? 0) && has(text, w)) best = { kind, length: w.length };
    }
  }
  return best?.kind;
}

function amenitiesOf(text: string): Amenity[] {
  return AMENITIES.filter((a) =>
    [...AMENITY_WORDS[a], ...Object.values(AMENITY_NAMES[a])].some((w) => has(text, w)),
  );
}

/** The area named (the longest name found, so "二世谷" is not read as something shorter). */
function areaOf(text: string): string | undefined {
  let best: { code: string; length: number } | undefined;
  for (const area of AREAS)
    for (const name of [...Object.values(area.names), ...(AREA_WORDS[area.code] ?? [])]) {
      const n = fold(name);
      if (has(text, n) && n.length > (best?.length ?? 0))
        best = { code: area.code, length: n.length };
    }
  return best?.code;
}

/**
 * The built-in interpreter: a guest's request in any of the eight languages to structured
 * filters, offline. It reads the area, kind and amenities through the catalogue's own names
 * (every language), local spellings and everyday words for them; the party (adults, children
 * and their ages) through counters, number words and phrases; the stay through dates, ranges,
 * weekdays and Intl's month names; a budget through currency signs or "at most" words near an
 * amount. What it does not find stays unset.
 */
export function interpret(request: string, locale: Locale, today: string): AssistFilters {
  const text = normalise(request);
  const { nights, rest: withoutNights } = nightsOf(text);
  const party = partyOf(withoutNights);
  // A child counted ("2 kids", "아이 1명") is no wish for a family hotel; the word "family" is.
  const filters: AssistFilters = { amenities: amenitiesOf(party.withoutChildren) };
  const area = areaOf(text);
  if (area) filters.area = area;
  const kind = kindOf(text);
  if (kind) filters.kind = kind;
  const stay = stayOf(party.rest, today, nights);
  if (stay) {
    filters.checkin = stay.checkin;
    filters.checkout = stay.checkout;
  }
  if (party.adults) filters.adults = party.adults;
  if (party.children) filters.children = party.children;
  if (party.kidsAges) filters.kids_ages = party.kidsAges;
  const budget = budgetOf(text, locale);
  if (budget) filters.budget = budget;
  return filters;
}
