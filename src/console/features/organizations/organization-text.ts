import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText as settingsReason } from '../settings/reason-text.ts';

/** The organization forms' texts for the contract's reasons (`order`, the member password rule). */
export function organizationReason(reason: string): ConsoleMessageId | undefined {
  if (reason === 'order') return 'organizations.periods.order';
  if (reason === 'duplicate') return 'organizations.periods.duplicate';
  if (reason.startsWith('must have at least 8')) return 'organizations.join.passwordRule';
  return settingsReason(reason);
}

/** An organization role's name (`admin`, else a member). */
export const organizationRoleText = (role: string): ConsoleMessageId =>
  role.includes('admin') ? 'organizations.role.admin' : 'organizations.role.member';
