import { type Counted, counter, cut, firstCount } from './matching.ts';
import { fold } from './normalise.ts';
import {
  ADULT_PATTERNS,
  ADULT_PHRASES,
  AGE_PREFIX,
  AGE_SEPARATOR,
  AGE_UNIT,
  CHILD_NOUNS,
  CHILD_PATTERNS,
  CHILD_PHRASES,
  FAMILY_PATTERNS,
  PARTY_PATTERNS,
  PARTY_PHRASES,
} from './party-words.ts';

/** Who travels, as far as the request says. */
export interface Party {
  adults?: number;
  children?: number;
  kidsAges?: number[];
  /** The request without the children counted (a counted child is no "family" amenity). */
  withoutChildren: string;
  /** The request without any of the words read here. */
  rest: string;
}

const CHILDREN = CHILD_PATTERNS.map(counter);
const ADULTS = ADULT_PATTERNS.map(counter);
const WHOLE_PARTY = PARTY_PATTERNS.map(counter);
const FAMILY = FAMILY_PATTERNS.map(counter);

const AGE = `\\d{1,2}(?!\\d)(?: ?${AGE_UNIT})?`;
const AGE_LIST = new RegExp(
  fold(`(${AGE_PREFIX} ?)?(${AGE}(?: ?${AGE_SEPARATOR} ?${AGE})*)`).replaceAll(' ', '\\s*'),
  'g',
);
const AGE_UNIT_ONLY = new RegExp(fold(AGE_UNIT));
/** Ages in brackets right after a child: "one teenager (15)", "아이 둘(3, 6)". */
const BRACKETED_AGES = new RegExp(
  fold(
    `(?<=${CHILD_NOUNS}\\s*(?:\\d{1,2}\\s*(?:명|人|名|位|个|個|คน)?\\s*)?)[(（]\\s*(\\d{1,2}(?:\\s*${AGE_SEPARATOR}\\s*\\d{1,2})*)\\s*[)）]`,
  ),
  'g',
);

/**
 * Ages stated for children: after an age word, each with an age unit ("5歳と8歳"), or in
 * brackets after a child ("one teenager (15)").
 */
function agesOf(text: string): { ages: number[]; rest: string } {
  for (const match of text.matchAll(BRACKETED_AGES)) {
    const ages = [...(match[1] ?? '').matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));
    if (ages.some((age) => age > 17)) continue;
    const at = match.index ?? 0;
    return { ages, rest: text.slice(0, at) + text.slice(at + match[0].length) };
  }
  for (const match of text.matchAll(AGE_LIST)) {
    const [whole, prefix, list = ''] = match;
    if (!prefix && !AGE_UNIT_ONLY.test(list)) continue;
    const ages = [...list.matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));
    if (ages.some((age) => age > 17)) continue;
    // Cut without a space: "一个5岁的孩子" leaves "一个孩子".
    const at = match.index ?? 0;
    return { ages, rest: text.slice(0, at) + text.slice(at + whole.length) };
  }
  return { ages: [], rest: text };
}

/** A count and the text without it; `hidden` words are not read (same length as `text`). */
function take(
  text: string,
  patterns: readonly RegExp[],
  phrases: readonly (readonly [string, number])[],
  hidden = text,
): { count?: Counted; rest: string } {
  const count = firstCount(hidden, patterns, phrases);
  return count ? { count, rest: cut(text, count) } : { rest: text };
}

/** "a child-friendly hotel" wishes for a kind of hotel; it counts no child. */
const FRIENDLY = /(?<![a-z])(?:child|children|kids?|baby|family)[- ]?friendly/g;
const hideFriendly = (text: string): string => text.replace(FRIENDLY, (m) => '_'.repeat(m.length));

/**
 * Adults, children and the children's ages. Ages and children are read first and taken out, so
 * "2 adults and 1 child" is two adults (not three people) and "一个5岁的孩子" one child of 5;
 * adults are counted as such ("大人2名", "لبالغين اثنين") or as the whole party ("for 2",
 * "the two of us", "สองคน"). Ages that do not match the children counted are dropped.
 */
export function partyOf(text: string): Party {
  const aged = agesOf(text);
  const children = take(aged.rest, CHILDREN, CHILD_PHRASES, hideFriendly(aged.rest));
  const childCount = children.count?.value ?? (aged.ages.length || undefined);
  const adults = take(children.rest, ADULTS, ADULT_PHRASES);
  // "一家四口（两个孩子…）", "a family of 5 with 3 kids": the family less its children.
  const family = adults.count ? undefined : take(adults.rest, FAMILY, []);
  const whole =
    adults.count || family?.count
      ? (family ?? adults)
      : take(adults.rest, WHOLE_PARTY, PARTY_PHRASES);
  const familyAdults =
    family?.count && childCount && childCount < family.count.value
      ? family.count.value - childCount
      : family?.count?.value;
  const party: Party = { withoutChildren: children.rest, rest: whole.rest };
  const adultCount = familyAdults ?? whole.count?.value;
  if (adultCount) party.adults = adultCount;
  if (childCount) party.children = childCount;
  if (aged.ages.length && aged.ages.length === childCount) party.kidsAges = aged.ages;
  return party;
}
