import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { type AssistFilters, AssistFiltersSchema } from '../../../../src/api/contract/agency.ts';
import { LOCALES, type Locale } from '../../../../src/rules/locales.ts';

/** One written request and the filters it should give. */
export interface WrittenRequest {
  locale: Locale;
  text: string;
  filters: AssistFilters;
}

/** A set of written requests, all relative to the same "today". */
export interface EvalSet {
  today: string;
  requests: readonly WrittenRequest[];
}

const EvalSetSchema = v.object({
  today: v.pipe(v.string(), v.isoDate()),
  about: v.optional(v.string()),
  requests: v.array(
    v.object({ locale: v.picklist(LOCALES), text: v.string(), filters: AssistFiltersSchema }),
  ),
});

/**
 * `tuning.json` (read freely while the interpreter is improved) or `held-out.json` (written
 * before, never tuned on: only its score is read). Checked against the filters' schema, so an
 * expectation the interpreter could never give fails here, not as a silent miss.
 */
export function loadEvalSet(name: 'tuning' | 'held-out'): EvalSet {
  const url = new URL(`./${name}.json`, import.meta.url);
  return v.parse(EvalSetSchema, JSON.parse(readFileSync(url, 'utf8')));
}
