import * as v from 'valibot';
import { type AssistFilters, AssistFiltersSchema } from '../../../src/api/contract/agency.ts';
import { AMENITIES, AREAS, HOTEL_KINDS } from '../../../src/rules/agency-vocabulary.ts';
import type { Locale } from '../../../src/rules/locales.ts';
import { interpret } from './interpret.ts';

/** Turns a request into filters; says whether a model or the built-in interpreter did. */
export interface Interpreter {
  interpret(
    text: string,
    locale: Locale,
    today: string,
  ): Promise<{ filters: AssistFilters; source: 'builtin' | 'model' }>;
}

/** An OpenAI-compatible chat-completions endpoint (`ASSIST_URL`, `ASSIST_MODEL`, …). */
export interface ModelEndpoint {
  /** The full URL, e.g. `http://127.0.0.1:11434/v1/chat/completions`. */
  url: string;
  model: string;
  apiKey?: string;
  /** Give up and use the built-in interpreter after this long; default 5 s. */
  timeoutMs?: number;
}

export const builtinInterpreter: Interpreter = {
  interpret: async (text, locale, today) => ({
    filters: interpret(text, locale, today),
    source: 'builtin',
  }),
};

const CompletionSchema = v.object({
  choices: v.pipe(
    v.array(v.object({ message: v.object({ content: v.string() }) })),
    v.minLength(1),
  ),
});

/** The instructions: the filters' shape and the catalogue's own codes, nothing else. */
function systemPrompt(today: string): string {
  return [
    'You turn a hotel search request into JSON filters. Reply with one JSON object only.',
    `Today is ${today}. Keys (omit what the request does not say):`,
    `"area": one of ${AREAS.map((a) => a.code).join(', ')};`,
    `"kind": one of ${HOTEL_KINDS.join(', ')};`,
    `"amenities": array of ${AMENITIES.join(', ')} (always present, may be empty);`,
    '"checkin", "checkout": YYYY-MM-DD (a range gives both: "Friday to Sunday" is the coming Friday to the Sunday after; "next weekend" is the Saturday after the coming one; one night unless said);',
    '"adults": number of adults (the whole party when the request does not tell children apart);',
    '"children": number of children under 18; "kids_ages": their ages, one per child, when given;',
    '"budget": {"amount": number, "currency": ISO 4217 code} for the most per night.',
  ].join('\n');
}

/** The JSON object in a reply, also when a model wraps it in a code fence. */
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse(fenced?.[1] ?? content);
}

/**
 * Asks the endpoint first; any failure — network, status, timeout, a reply that is not JSON or
 * not valid filters (valibot) — falls back to `fallback`, so the guest always gets filters.
 * `onFallback` hears why (logged by the route).
 */
export function modelInterpreter(
  endpoint: ModelEndpoint,
  fallback: Interpreter = builtinInterpreter,
  onFallback: (reason: string) => void = () => {},
): Interpreter {
  return {
    async interpret(text, locale, today) {
      try {
        const res = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: endpoint.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: systemPrompt(today) },
              { role: 'user', content: text },
            ],
          }),
          signal: AbortSignal.timeout(endpoint.timeoutMs ?? 5_000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const completion = v.parse(CompletionSchema, await res.json());
        const content = completion.choices[0]?.message.content ?? '';
        const filters = v.safeParse(AssistFiltersSchema, jsonOf(content));
        if (!filters.success) throw new Error(`invalid filters: ${v.summarize(filters.issues)}`);
        return { filters: filters.output, source: 'model' };
      } catch (error) {
        onFallback(error instanceof Error ? error.message : String(error));
        return fallback.interpret(text, locale, today);
      }
    },
  };
}

/** The endpoint the environment names, if any. */
export function modelEndpointFromEnv(env: NodeJS.ProcessEnv): ModelEndpoint | undefined {
  if (!env.ASSIST_URL) return undefined;
  const timeout = Number(env.ASSIST_TIMEOUT_MS);
  return {
    url: env.ASSIST_URL,
    model: env.ASSIST_MODEL ?? 'default',
    ...(env.ASSIST_API_KEY ? { apiKey: env.ASSIST_API_KEY } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
  };
}
