import type { Context } from 'hono';
import * as v from 'valibot';
import { ErrorCode } from '../../src/api/contract/index.ts';
import { DomainError, invalid } from '../domain/errors.ts';

/** Largest JSON body accepted; bookings are a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Validates with a contract schema; the first issue becomes error 1000 naming its field
 * (`rooms.0.adults`), which is what the widget highlights.
 */
export function parse<const S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = (issue && v.getDotPath(issue)) || 'body';
  const message = issue?.message ?? 'is invalid';
  throw invalid(field, message.startsWith('Invalid key') ? 'is not a known field' : message);
}

/** Reads a JSON body: wrong content type is 415, oversize 413, broken JSON 400 — all spec-shaped. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new DomainError(ErrorCode.invalid, 415, 'body must be application/json', 'body');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON');
  }
}

function tooLarge(): DomainError {
  return new DomainError(
    ErrorCode.payloadTooLarge,
    413,
    `body must be at most ${MAX_BODY_BYTES} bytes`,
    'body',
  );
}

/** Validated query string. */
export function query<const S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parse(schema, c.req.query());
}
