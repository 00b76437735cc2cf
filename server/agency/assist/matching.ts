import { fold } from './normalise.ts';
import { NUMBER_WORDS } from './party-words.ts';

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const latin = (word: string): boolean => /^[a-z][a-z .'-]*$/.test(word);

/**
 * Where `word` occurs in `text`: as a whole word (or its plural in -s) for Latin script,
 * anywhere for the others.
 */
export function find(text: string, word: string): { index: number; length: number } | undefined {
  const w = fold(word);
  if (!latin(w)) {
    const index = text.indexOf(w);
    return index < 0 ? undefined : { index, length: w.length };
  }
  // A plural reads as the word ("open-air baths", "pets").
  const match = new RegExp(`(?<![a-z])${escapeRegExp(w)}s?(?![a-z])`).exec(text);
  return match ? { index: match.index, length: match[0].length } : undefined;
}

/** `word` occurs in `text` (see {@link find}). */
export const has = (text: string, word: string): boolean => find(text, word) !== undefined;

const numberWords = [...NUMBER_WORDS]
  .map(([w, n]) => [fold(w), n] as const)
  .sort((a, b) => b[0].length - a[0].length);

/**
 * A number: one or two digits (not part of a longer number or a decimal; a comma is punctuation
 * by now, thousands separators and decimal units were read by `normalise`) or a number word.
 */
const NUMBER = `((?<!\\d|\\d\\.)\\d{1,2}(?!\\d|\\.\\d)|${numberWords
  .map(([w]) => (latin(w) ? `(?<![a-z])${escapeRegExp(w)}(?![a-z])` : escapeRegExp(w)))
  .join('|')})`;

export const numberValue = (token: string): number =>
  /^\d+$/.test(token) ? Number(token) : (numberWords.find(([w]) => w === token)?.[1] ?? 0);

/** A counter pattern (`(N)` for the number, a space for any spacing) as a global expression. */
export function counter(pattern: string): RegExp {
  const source = fold(pattern).replaceAll('(n)', NUMBER).replaceAll(' ', '\\s*');
  return new RegExp(source, 'g');
}

/** A span found in the request, and the count it says. */
export interface Counted {
  value: number;
  index: number;
  length: number;
}

/**
 * The first positive count the patterns find (in pattern order), else the first phrase's.
 * Patterns are tried in turn so the more specific win ("2 adults" before "for 2").
 */
export function firstCount(
  text: string,
  patterns: readonly RegExp[],
  phrases: readonly (readonly [string, number])[],
): Counted | undefined {
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ? numberValue(match[1]) : 0;
      if (value > 0) return { value, index: match.index ?? 0, length: match[0].length };
    }
  for (const [phrase, value] of phrases) {
    const at = find(text, phrase);
    if (at) return { value, ...at };
  }
  return undefined;
}

/** The text without a span (a space in its place), once it has been read. */
export const cut = (text: string, span: { index: number; length: number }): string =>
  `${text.slice(0, span.index)} ${text.slice(span.index + span.length)}`;
