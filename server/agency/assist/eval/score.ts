import type { AssistFilters } from '../../../../src/api/contract/agency.ts';
import type { Locale } from '../../../../src/rules/locales.ts';
import type { EvalSet, WrittenRequest } from './eval-set.ts';

/** Turns a request into filters (the interpreter under measure, of this or an older version). */
export type InterpretFn = (text: string, locale: Locale, today: string) => AssistFilters;

export interface Miss {
  request: WrittenRequest;
  got: AssistFilters;
  /** The fields that differ. */
  fields: string[];
}

export interface Score {
  requests: number;
  fullyRight: number;
  /** Fields either side names (the expected filters' or the answer's): a field counts once. */
  fields: number;
  fieldsRight: number;
  misses: Miss[];
}

/** A field's value as data: lists that are sets (amenities) compared sorted. */
const canonical = (key: string, value: unknown): string =>
  JSON.stringify(key === 'amenities' && Array.isArray(value) ? [...value].sort() : value);

/** The fields where `got` differs from `want`; an empty amenities list is no field. */
export function differingFields(want: AssistFilters, got: AssistFilters): string[] {
  const keys = new Set([...Object.keys(want), ...Object.keys(got)]);
  return [...keys].filter((key) => {
    const a = want[key as keyof AssistFilters];
    const b = got[key as keyof AssistFilters];
    return canonical(key, a) !== canonical(key, b);
  });
}

/** Fields a request is scored on: what either side names (empty amenities lists left out). */
function scoredFields(want: AssistFilters, got: AssistFilters): number {
  const named = (f: AssistFilters) =>
    Object.entries(f)
      .filter(([key, value]) => !(key === 'amenities' && Array.isArray(value) && !value.length))
      .map(([key]) => key);
  return new Set([...named(want), ...named(got)]).size;
}

/** How many requests `interpret` gets fully right, and how many of their fields. */
export function scoreSet(set: EvalSet, interpret: InterpretFn): Score {
  const score: Score = { requests: 0, fullyRight: 0, fields: 0, fieldsRight: 0, misses: [] };
  for (const request of set.requests) {
    const got = interpret(request.text, request.locale, set.today);
    const wrong = differingFields(request.filters, got);
    const fields = scoredFields(request.filters, got);
    score.requests += 1;
    score.fields += fields;
    score.fieldsRight += fields - wrong.length;
    if (wrong.length === 0) score.fullyRight += 1;
    else score.misses.push({ request, got, fields: wrong });
  }
  return score;
}

const percent = (part: number, whole: number): string =>
  `${whole ? ((part / whole) * 100).toFixed(1) : '0.0'} %`;

/** "28/32 requests fully right (87.5 %), 150/153 fields right (98.0 %)". */
export function describeScore(score: Score): string {
  return `${score.fullyRight}/${score.requests} requests fully right (${percent(score.fullyRight, score.requests)}), ${score.fieldsRight}/${score.fields} fields right (${percent(score.fieldsRight, score.fields)})`;
}
