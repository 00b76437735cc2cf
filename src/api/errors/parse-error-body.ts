import * as v from 'valibot';
import { ErrorEnvelopeSchema, type ErrorItem, ErrorItemSchema } from './error-schema.ts';

/** The fields the client keeps from the first error of an error body. */
export interface ParsedErrorBody {
  /** The numeric code when the server sent a number or a numeric string, otherwise the string. */
  code?: number | string;
  title?: string;
  /** HTTP-like status the body itself states; the response status wins when both exist. */
  status?: number;
  /** `details.base[0]`: the human message the spec says to show. */
  message?: string;
  payload?: unknown;
}

/**
 * Reads the spec's error shape from a decoded JSON body: `{ errors: [...] }`, `{ errors: {...} }`,
 * a bare array or a bare error object. Only the first error counts (doc 2 §8).
 *
 * Returns `undefined` when the body is absent or is not an error at all (a string, `{}`, an
 * object with none of the error fields): the caller then marks the error as local.
 */
export function parseErrorBody(json: unknown): ParsedErrorBody | undefined {
  const item = firstItem(json);
  if (item === undefined) return undefined;
  const parsed: ParsedErrorBody = {};
  const code = normaliseCode(item.code);
  if (code !== undefined) parsed.code = code;
  if (item.title !== undefined && item.title !== '') parsed.title = item.title;
  const status = Number(item.status);
  if (item.status !== undefined && Number.isInteger(status)) parsed.status = status;
  const first = item.details?.base?.[0];
  if (typeof first === 'string' && first !== '') parsed.message = first;
  if (item.payload !== undefined) parsed.payload = item.payload;
  // An object that matched only because every field is optional is not an error.
  return Object.keys(parsed).length === 0 ? undefined : parsed;
}

function firstItem(json: unknown): ErrorItem | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const envelope = v.safeParse(ErrorEnvelopeSchema, json);
  if (envelope.success) {
    const errors = envelope.output.errors;
    return Array.isArray(errors) ? errors[0] : errors;
  }
  if (Array.isArray(json)) {
    const first: unknown = json[0];
    const item = v.safeParse(ErrorItemSchema, first);
    return item.success ? item.output : undefined;
  }
  const bare = v.safeParse(ErrorItemSchema, json);
  return bare.success ? bare.output : undefined;
}

/** `"3006"` and `3006` are the same code; `"IDP_EXPIRED"` stays a string. */
function normaliseCode(code: number | string | undefined): number | string | undefined {
  if (code === undefined || code === '') return undefined;
  if (typeof code === 'number') return code;
  return /^\d+$/.test(code) ? Number(code) : code;
}
