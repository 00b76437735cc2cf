/**
 * The password rule of product.md §5: at least 8 characters with an upper-case letter, a
 * lower-case letter and a digit. One home for the widget's forms, the contract and the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** What a password lacks, in a fixed order; empty when it satisfies the rule. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'upper' | 'lower' | 'digit';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  return problems;
}

export const isStrongPassword = (password: string): boolean =>
  passwordProblems(password).length === 0;
