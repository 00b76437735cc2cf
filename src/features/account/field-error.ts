import * as v from 'valibot';
import type { ApiError } from '../../api/errors/api-error.ts';

const FieldPayload = v.object({ field: v.string() });

/**
 * The form field a server refusal names (`payload.field` of a 1000 validation error, e.g.
 * `phone`), when it is one of `fields`: the form then shows the message at that field instead
 * of above the buttons. Anything else (or a nested path the form does not have) is undefined.
 */
export function fieldOfError<F extends string>(
  error: ApiError,
  fields: readonly F[],
): F | undefined {
  const parsed = v.safeParse(FieldPayload, error.payload);
  if (!parsed.success) return undefined;
  const name = parsed.output.field;
  return fields.find((field) => field === name);
}
