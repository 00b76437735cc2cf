import type { MessageId } from '../../i18n/messages.ts';
import { type PasswordProblem, passwordProblems } from '../../rules/password.ts';

/** One line per rule of product.md §5 (the 'tooLong' limit only shows when broken). */
const RULE_MESSAGES: Readonly<Record<PasswordProblem, MessageId>> = {
  tooShort: 'membership.password.rule.length',
  tooLong: 'membership.password.rule.tooLong',
  upper: 'membership.password.rule.upper',
  lower: 'membership.password.rule.lower',
  digit: 'membership.password.rule.digit',
};

export interface RuleLine {
  readonly id: MessageId;
  readonly met: boolean;
}

/** The rule checklist shown under a new password, each line met or not. */
export function passwordRuleLines(password: string): RuleLine[] {
  const problems = new Set(passwordProblems(password));
  const shown: PasswordProblem[] = ['tooShort', 'upper', 'lower', 'digit'];
  if (problems.has('tooLong')) shown.push('tooLong');
  return shown.map((rule) => ({ id: RULE_MESSAGES[rule], met: !problems.has(rule) }));
}

/** The first broken rule of a new password as the field's error, or undefined. */
export function newPasswordError(password: string): MessageId | undefined {
  if (password === '') return 'membership.error.required';
  const first = passwordProblems(password)[0];
  return first ? RULE_MESSAGES[first] : undefined;
}

/** The confirmation must repeat the password (product.md §5). */
export function confirmationError(password: string, confirmation: string): MessageId | undefined {
  if (confirmation === '') return 'membership.error.required';
  return confirmation === password ? undefined : 'membership.error.passwordMismatch';
}
