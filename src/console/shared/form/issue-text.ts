import type * as v from 'valibot';
import type { ConsoleMessageId, ConsoleMessageValue } from '../i18n/console-messages.ts';

/** A console text and its values. */
export interface TextRef {
  readonly id: ConsoleMessageId;
  readonly values?: Readonly<Record<string, ConsoleMessageValue>>;
}

/**
 * The console's text for a contract rule a value broke, by the rule's kind (valibot's issue
 * `type`): the contract's own messages are English or stable reasons, never shown as they are.
 * A form with reason texts of its own (`reasonText`) is asked first, with the issue's message.
 */
export function issueText(
  issue: Pick<v.BaseIssue<unknown>, 'type' | 'message' | 'input' | 'requirement'>,
  reasonText?: (reason: string) => ConsoleMessageId | undefined,
): TextRef {
  const own = reasonText?.(issue.message);
  if (own) return { id: own };
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  const requirement = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  switch (issue.type) {
    case 'non_empty':
      return { id: 'form.error.required' };
    case 'min_length':
      return empty || requirement === 1 || requirement === undefined
        ? { id: 'form.error.required' }
        : { id: 'form.error.minLength', values: { requirement } };
    case 'max_length':
      return { id: 'form.error.maxLength', values: { requirement } };
    case 'min_value':
      return { id: 'form.error.minValue', values: { requirement: String(issue.requirement) } };
    case 'max_value':
      return { id: 'form.error.maxValue', values: { requirement: String(issue.requirement) } };
    case 'email':
      return empty ? { id: 'form.error.required' } : { id: 'form.error.email' };
    case 'regex':
      return empty ? { id: 'form.error.required' } : { id: 'form.error.format' };
    case 'picklist':
    case 'enum':
    case 'union':
    case 'variant':
      return { id: 'form.error.choice' };
    default:
      return empty ? { id: 'form.error.required' } : { id: 'form.error.invalid' };
  }
}

/**
 * The field and reason of a server's refusal of one value (error 1000, `payload.field`; its
 * message is `<field> <reason>`), or undefined for any other error.
 */
export function refusedField(error: {
  readonly code?: number | string;
  readonly payload?: unknown;
  readonly message: string;
}): { readonly field: string; readonly reason: string } | undefined {
  if (error.code !== 1000) return undefined;
  const payload = error.payload;
  if (typeof payload !== 'object' || payload === null || !('field' in payload)) return undefined;
  const field = payload.field;
  if (typeof field !== 'string' || field === '' || field === 'body') return undefined;
  return { field, reason: error.message.split(' ').at(-1) ?? '' };
}
