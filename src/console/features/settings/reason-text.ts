import { INVALID, type InvalidReason } from '../../../api/contract/console/hotel.ts';
import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';

/** True for a reason the contract gives (src/api/contract/console/hotel.ts INVALID). */
function isReason(reason: string): reason is InvalidReason {
  const reasons: readonly string[] = Object.values(INVALID);
  return reasons.includes(reason);
}

/**
 * The console's text for a contract reason (`colour` → settings.invalid.colour). Its own file:
 * the many forms that use it need the `settings` texts, not the settings form's other areas.
 */
export function reasonText(reason: string): ConsoleMessageId | undefined {
  return isReason(reason) ? `settings.invalid.${reason}` : undefined;
}
