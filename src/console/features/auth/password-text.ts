import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/**
 * The text for a refused new password: the contract's rule (src/api/contract/membership.ts
 * PasswordSchema) says it in English; the console says it in the member's language.
 */
export function passwordReasonText(reason: string): ConsoleMessageId | undefined {
  return reason.startsWith('must have at least 8') ? 'auth.newPassword.rule' : undefined;
}
