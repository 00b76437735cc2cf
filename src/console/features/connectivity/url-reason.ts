import type { ConsoleMessageId } from '../../shared/i18n/console-messages.ts';
import { reasonText } from '../settings/reason-text.ts';

/**
 * Texts for a refused webhook or feed URL: the server's `private_host` (the address leads to an
 * internal network, server/connectivity/outbound-host.ts) has its own; other reasons as settings.
 */
export function urlReasonText(reason: string): ConsoleMessageId | undefined {
  return reason === 'private_host' ? 'connectivity.url.privateHost' : reasonText(reason);
}
