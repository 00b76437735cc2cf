import { DomainError } from '../domain/errors.ts';

/**
 * How `fn` refuses: `"<code>:<field>"` of the {@link DomainError} it throws, or `undefined` when
 * it passes. Any other error is not a refusal and is thrown on.
 */
export function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return `${e.code}:${e.field}`;
    throw e;
  }
  return undefined;
}
