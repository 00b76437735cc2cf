import * as v from 'valibot';
import { EmailSchema } from '../../api/contract/reservation.ts';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '../../rules/password.ts';

/*
 * The rules of the account's small forms (e-mail, password, deletion), as message ids under
 * `account.*`: what each field lacks, checked before anything is sent, so the server's answer
 * is only ever about what it alone knows (a wrong current password, a taken address).
 */

export type AccountMessage =
  | 'account.error.required'
  | 'account.error.email'
  | 'account.error.sameEmail'
  | 'account.error.passwordRule'
  | 'account.error.passwordTooLong'
  | 'account.error.passwordMismatch'
  | 'account.error.samePassword'
  | 'account.error.wrongPassword'
  | 'account.error.passwordUsed';

/** The new login e-mail: required, an address, and not the current one. */
export function newEmailError(value: string, current: string): AccountMessage | undefined {
  const email = value.trim();
  if (!email) return 'account.error.required';
  if (!v.is(EmailSchema, email)) return 'account.error.email';
  return email.toLowerCase() === current.toLowerCase() ? 'account.error.sameEmail' : undefined;
}

export function requiredPasswordError(value: string): AccountMessage | undefined {
  return value === '' ? 'account.error.required' : undefined;
}

/** product.md §5: 8+ characters with upper case, lower case and a digit (src/rules/password). */
export function newPasswordError(value: string, current: string): AccountMessage | undefined {
  if (value === '') return 'account.error.required';
  if (value.length > PASSWORD_MAX_LENGTH) return 'account.error.passwordTooLong';
  if (passwordProblems(value).length > 0) return 'account.error.passwordRule';
  return value === current ? 'account.error.samePassword' : undefined;
}

export function confirmationError(value: string, password: string): AccountMessage | undefined {
  if (value === '') return 'account.error.required';
  return value === password ? undefined : 'account.error.passwordMismatch';
}

/** Account removal reasons of doc 2 §9, in the order the form offers them. */
export const REMOVAL_REASONS = ['not_used', 'high_price', 'not_attractive', 'other'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export interface RemovalInput {
  readonly reason: RemovalReason | '';
  readonly details: string;
  readonly password: string;
}

/** What the deletion form lacks: a reason, and the password of a member who has one. */
export function removalErrors(
  input: RemovalInput,
  hasPassword: boolean,
): Partial<Record<'reason' | 'password', AccountMessage>> {
  const errors: Partial<Record<'reason' | 'password', AccountMessage>> = {};
  if (input.reason === '') errors.reason = 'account.error.required';
  if (hasPassword && input.password === '') errors.password = 'account.error.required';
  return errors;
}

/** The `POST /memberships/cancel` body; details only with "other" and only when given. */
export function removalBody(input: RemovalInput & { reason: RemovalReason }, hasPassword: boolean) {
  const details = input.details.trim();
  return {
    reason: input.reason,
    ...(input.reason === 'other' && details ? { details: details.slice(0, 255) } : {}),
    ...(hasPassword ? { current_password: input.password } : {}),
  };
}
