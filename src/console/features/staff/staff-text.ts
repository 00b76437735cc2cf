import type { StaffRole } from '../../../rules/console/capabilities.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/** A role's name in the console's language. */
export const roleText = (role: StaffRole): ConsoleMessageId => `role.${role}`;

/** What a member's second factors are, in words (none, passkeys, the app, both). */
export function secondFactorText(factor: { readonly passkeys: number; readonly totp: boolean }): {
  readonly id: ConsoleMessageId;
  readonly values?: { readonly count: number };
} {
  if (factor.passkeys > 0 && factor.totp)
    return { id: 'staff.factor.both', values: { count: factor.passkeys } };
  if (factor.passkeys > 0)
    return { id: 'staff.factor.passkeys', values: { count: factor.passkeys } };
  if (factor.totp) return { id: 'staff.factor.totp' };
  return { id: 'staff.factor.none' };
}
